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
/// Actions due at the same time run in the order they were scheduled; an action scheduled
/// without delay runs at the current time, on the next ``advance(by:)`` (`advance(by: .zero)`
/// runs just those). The clock is confined to one thread: it does no locking, and runs actions on
/// the thread that advances it.
///
/// This is not the `TestScheduler` library's scheduler on purpose: `demo` is a shipped
/// executable, and the `TestScheduler` library reports failures through Swift Testing and XCTest,
/// so linking it links both test frameworks into the program (on Linux, `ldd` on an executable
/// that depends on it lists `libTesting.so` and `libXCTest.so`; on Apple platforms those
/// frameworks ship with Xcode, not with the system, and the program would not launch without it).
/// The demo needs only this much of virtual time: one thread, actions in time order, `advance`.
public final class VirtualClock: SchedulerType {
    /// How much virtual time has passed since the clock was made.
    public private(set) var elapsed = RxTimeInterval.zero

    private var queue: [Entry] = []

    private struct Entry {
        let due: RxTimeInterval
        let action: () -> Void
        let cancellation: BooleanDisposable
    }

    /// A clock at time zero with nothing scheduled.
    public init() {}

    /// The virtual time: ``elapsed`` since the epoch.
    public var now: RxTime { RxTime(nanoseconds: elapsed.nanoseconds) }

    /// Queues `action` at the current time, after the actions already due now.
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        schedule(after: .zero, action)
    }

    /// Queues `action` `dueTime` from now (a negative delay means now); `.never` never runs.
    /// Disposing the result before the action runs cancels it.
    public func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> any Disposable {
        let cancellation = BooleanDisposable()
        guard dueTime != .never else { return cancellation }
        let due = elapsed + RxTimeInterval(nanoseconds: max(dueTime.nanoseconds, 0))
        let position = queue.firstIndex { $0.due > due } ?? queue.endIndex
        queue.insert(Entry(due: due, action: action, cancellation: cancellation), at: position)
        return cancellation
    }

    /// Runs, in time order, every action due within `interval` from now (including those they
    /// schedule within it), moving the clock to each one's time; then moves the clock on to the
    /// end of `interval`.
    public func advance(by interval: RxTimeInterval) {
        let end = elapsed + RxTimeInterval(nanoseconds: max(interval.nanoseconds, 0))
        while let next = queue.first, next.due <= end {
            queue.removeFirst()
            elapsed = next.due
            if !next.cancellation.isDisposed { next.action() }
        }
        elapsed = end
    }
}
