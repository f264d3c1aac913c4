/// Disposes its underlying disposable on a given scheduler, whichever thread calls
/// ``dispose()``: for resources that must be released where they were made (a UI object on the
/// main thread, a queue-confined handle).
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// The scheduler the underlying disposable is disposed on.
    public let scheduler: any ImmediateSchedulerType

    // Taken exactly once, by the first `dispose()`.
    private let disposal: OnceAction

    /// Disposes `disposable` on `scheduler` when this is disposed.
    public init(scheduler: any ImmediateSchedulerType, disposable: any Disposable) {
        self.scheduler = scheduler
        disposal = OnceAction { disposable.dispose() }
    }

    /// Whether ``dispose()`` has been called (the disposal itself may still be pending on
    /// ``scheduler``).
    public var isDisposed: Bool {
        disposal.isTaken
    }

    /// Schedules the disposal of the underlying disposable on ``scheduler``; disposing again does
    /// nothing.
    public func dispose() {
        guard let action = disposal.take() else { return }
        _ = scheduler.schedule(action)
    }
}
