/// The machinery every timed operator (`debounce`, `throttle`, `delay`, `timeout`, `buffer`)
/// shares: its serial output, its scheduler, its upstream subscription and its one timer.
///
/// A subclass adds its own state (which element waits, which timer generation is current) to
/// `State` and decides what to emit; the source and the timer may call it on different threads,
/// and ``LockedOutput`` keeps the output serial. A timer that fires after being superseded finds a
/// different generation in the state and does nothing; ``dispose()`` stops the output first, so
/// nothing is delivered once it returns.
@usableFromInline
class TimedSink<State: SerialOutputState, Scheduler: SchedulerType>: Disposable, @unchecked Sendable {
    // Mutable state is in `output`; the disposables are thread-safe.
    @usableFromInline let output: LockedOutput<State>
    @usableFromInline let scheduler: Scheduler
    /// The source subscription (for `timeout`, the source's, then the fallback's).
    @usableFromInline let upstream = SerialDisposable()
    @usableFromInline let timer = SerialDisposable()

    @inlinable
    init(_ state: State, observer: AnyObserver<State.Output>, scheduler: Scheduler) {
        output = LockedOutput(state, observer: observer)
        self.scheduler = scheduler
    }

    /// Replaces the running timer (disposing it) with one that runs `action` after `dueTime`.
    @inlinable
    final func startTimer(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) {
        timer.disposable = scheduler.schedule(after: dueTime, action)
    }

    /// Ends the upstream subscription and the timer: after a terminal event.
    @inlinable
    final func disposeResources() {
        upstream.dispose()
        timer.dispose()
    }

    @inlinable
    final func dispose() {
        output.stop()
        disposeResources()
    }
}
