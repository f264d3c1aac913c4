/// Something that runs actions: now, or as soon as it can.
///
/// Actions are plain closures, not `@Sendable`: they usually capture the operator's state and the
/// downstream observer. A scheduler that runs them on another thread owns that hand-off (it runs
/// each action once and the caller does not touch what it captured meanwhile), and the event
/// grammar guarantees that observers see one event at a time.
public protocol ImmediateSchedulerType {
    /// Runs `action` as soon as the scheduler allows; disposing the result before it runs
    /// cancels it.
    func schedule(_ action: @escaping () -> Void) -> any Disposable
}

/// A scheduler with a clock: it can run actions after a delay and periodically.
///
/// The library's real schedulers and the test scheduler implement it; every time-based operator
/// (`delay`, `debounce`, `interval`...) takes one, so a test can pass a virtual-time scheduler and
/// run in microseconds.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Runs `action` once `dueTime` has elapsed; a zero delay runs it at the current time, with no
    /// hidden extra tick. Disposing the result before it runs cancels it.
    func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> any Disposable

    /// Runs `action` after `startAfter`, then every `period`, until the result is disposed.
    func schedulePeriodic(
        startAfter: RxTimeInterval, period: RxTimeInterval, _ action: @escaping () -> Void
    ) -> any Disposable
}

extension SchedulerType {
    /// Runs `action` after `startAfter`, then every `period`, by rescheduling itself each time;
    /// schedulers with a native timer override this.
    public func schedulePeriodic(
        startAfter: RxTimeInterval, period: RxTimeInterval, _ action: @escaping () -> Void
    ) -> any Disposable {
        let current = SerialDisposable()
        let tick = PeriodicTick(scheduler: self, period: period, action: action, current: current)
        tick.scheduleNext(after: startAfter)
        return current
    }
}

/// One periodic schedule: runs the action and queues the next run in the same serial disposable.
///
/// `current` is held strongly. The cycle it makes (serial disposable -> pending action -> tick ->
/// serial disposable) is what keeps a schedule running when the caller drops the disposable, as
/// in RxSwift; `dispose()` breaks it by cancelling the pending action, which releases the tick.
private final class PeriodicTick<Scheduler: SchedulerType> {
    let scheduler: Scheduler
    let period: RxTimeInterval
    let action: () -> Void
    let current: SerialDisposable

    init(scheduler: Scheduler, period: RxTimeInterval, action: @escaping () -> Void, current: SerialDisposable) {
        self.scheduler = scheduler
        self.period = period
        self.action = action
        self.current = current
    }

    func fire() {
        guard !current.isDisposed else { return }
        action()
        scheduleNext(after: period)
    }

    /// Queues the next run. Its slot goes into `current` *before* the run is scheduled: on a
    /// scheduler that runs it on another thread, the run (and the one it queues) may happen before
    /// `schedule` returns, and assigning afterwards would overwrite, and so cancel, the newer run.
    func scheduleNext(after delay: RxTimeInterval) {
        let slot = SingleAssignmentDisposable()
        current.disposable = slot
        slot.setDisposable(scheduler.schedule(after: delay) { self.fire() })
    }
}

extension ImmediateSchedulerType {
    /// RxSwift's form: runs `action` with `state`, returning the disposable the action itself
    /// returns so that it can cancel work it started.
    public func schedule<State>(
        _ state: State, action: @escaping (State) -> any Disposable
    ) -> any Disposable {
        let inner = SingleAssignmentDisposable()
        let scheduled = schedule { inner.setDisposable(action(state)) }
        return Disposables.create(scheduled, inner)
    }
}

extension SchedulerType {
    /// RxSwift's form of ``schedule(after:_:)``, passing `state` to `action`.
    public func scheduleRelative<State>(
        _ state: State, dueTime: RxTimeInterval, action: @escaping (State) -> any Disposable
    ) -> any Disposable {
        let inner = SingleAssignmentDisposable()
        let scheduled = schedule(after: dueTime) { inner.setDisposable(action(state)) }
        return Disposables.create(scheduled, inner)
    }

    /// RxSwift's form of ``schedulePeriodic(startAfter:period:_:)``: each run receives the state
    /// the previous one returned.
    public func schedulePeriodic<State>(
        _ state: State,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (State) -> State
    ) -> any Disposable {
        var current = state
        return schedulePeriodic(startAfter: startAfter, period: period) { current = action(current) }
    }
}

/// A scheduler that can simulate processing time, as RxTest's test scheduler does: an action
/// scheduled for now runs a tick later. An operator that delivers queued events from scheduled
/// actions (`observe(on:)`) then takes one action per event, as RxSwift's does, so each event
/// takes a step of time of its own; otherwise one action delivers everything queued.
@usableFromInline
package protocol ProcessingTimeScheduler: AnyObject {
    /// Whether each scheduled action takes time: while it does, one action per event.
    var simulatesProcessingTime: Bool { get }
}
