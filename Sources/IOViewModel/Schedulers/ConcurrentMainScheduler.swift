import Dispatch

/// Runs actions on the main thread: at once when called there, otherwise asynchronously on the
/// main queue.
///
/// Unlike ``MainScheduler``, an action called on the main thread runs at once even if actions are
/// already queued there, so order between the two paths is not kept. It is meant for
/// `subscribe(on:)`, where only the thread matters.
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
    /// RxSwift's name for the scheduler's time type.
    public typealias Time = RxTime

    /// RxSwift's name for the scheduler's interval type.
    public typealias TimeInterval = RxTimeInterval

    /// The one concurrent main scheduler.
    public static let instance = ConcurrentMainScheduler()

    private init() {}

    /// The wall-clock time.
    public var now: RxTime { wallClockNow() }

    /// Runs `action` at once on the main thread, else queues it on the main queue.
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        if MainScheduler.isMainThread {
            action()
            return Disposables.create()
        }
        return dispatch(on: .main, action)
    }

    /// Runs `action` on the main queue once `dueTime` has elapsed.
    public func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> any Disposable {
        dispatch(on: .main, after: dueTime, action)
    }
}
