import IOViewModel

/// A scheduler whose time moves only when told to: the scripted demo's `wait 1s` runs a
/// one-second request in no real time, and always prints the same transcript.
///
/// ```swift
/// let clock = VirtualClock()
/// let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: clock))
/// // ... tap ...
/// clock.advance(by: .seconds(1))   // the request finishes here
/// ```
///
/// It is the core's `VirtualTimeScheduler`, whose clock reads the time elapsed since it was made:
/// actions due at the same time run in the order they were scheduled, and an action scheduled
/// without delay runs at the current time, on the next ``advance(by:)`` (`advance(by: .zero)`
/// runs just those), on the thread that advances the clock.
///
/// The demo does not use the `TestScheduler` library's scheduler: `demo` is a shipped executable,
/// and the `TestScheduler` library reports failures through Swift Testing and XCTest, so linking
/// it links both test frameworks into the program (on Linux, `ldd` on an executable that depends
/// on it lists `libTesting.so` and `libXCTest.so`; on Apple platforms those frameworks ship with
/// Xcode, not with the system, and the program would not launch without it).
public final class VirtualClock: VirtualTimeScheduler<ElapsedTimeConverter>, @unchecked Sendable {
    // Sendable as its base class is: all mutable state is behind the base class's lock.

    /// A clock at time zero with nothing scheduled.
    public init() {
        super.init(initialClock: .zero, converter: ElapsedTimeConverter())
    }

    /// How much virtual time has passed since the clock was made.
    public var elapsed: RxTimeInterval { clock }

    /// Runs, in time order, every action due within `interval` from now (including those they
    /// schedule within it), moving the clock to each one's time; then moves the clock on to the
    /// end of `interval`.
    public func advance(by interval: RxTimeInterval) {
        advanceTo(clock + (interval < .zero ? .zero : interval))
    }
}
