/// Something that runs actions: now, or as soon as it can.
///
/// Actions are plain closures, not `@Sendable`: they usually capture the operator's state and the
/// downstream observer. A scheduler that runs them on another thread owns that hand-off (it runs
/// each action once and the caller does not touch what it captured meanwhile), and the event
/// grammar guarantees that observers see one event at a time.
///
/// A scheduler of your own implements one of two forms of each requirement: this package's
/// (``schedule(_:)``, and for a ``SchedulerType`` ``SchedulerType/schedule(after:_:)``, closures
/// without state) or RxSwift's (``schedule(_:action:)``, and
/// ``SchedulerType/scheduleRelative(_:dueTime:action:)``, passing a
/// state and returning the action's disposable). Each form has a default implementation in terms
/// of the other, as `Equatable`'s `!=` is written with `==`, so a scheduler written for RxSwift
/// conforms unchanged. Implement at least one form of each: with neither, the two defaults call
/// each other until the stack overflows.
public protocol ImmediateSchedulerType {
    /// Runs `action` as soon as the scheduler allows; disposing the result before it runs
    /// cancels it.
    ///
    /// Its default implementation calls ``schedule(_:action:)``.
    func schedule(_ action: @escaping () -> Void) -> any Disposable

    /// RxSwift's form: runs `action` with `state` as soon as the scheduler allows, returning a
    /// disposable that cancels the action before it runs and, once it has run, disposes what the
    /// action returned.
    ///
    /// Its default implementation calls ``schedule(_:)``.
    func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable
}

/// A scheduler with a clock: it can run actions after a delay and periodically.
///
/// The library's real schedulers and the test scheduler implement it; every time-based operator
/// (`delay`, `debounce`, `interval`...) takes one, so a test can pass a virtual-time scheduler and
/// run in microseconds.
///
/// As for ``ImmediateSchedulerType``, a scheduler of your own implements this package's
/// ``schedule(after:_:)`` or RxSwift's ``scheduleRelative(_:dueTime:action:)``: each has a default
/// implementation in terms of the other. Both forms of `schedulePeriodic` have defaults, which
/// reschedule the action after each run.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Runs `action` once `dueTime` has elapsed; a zero delay runs it at the current time, with no
    /// hidden extra tick. Disposing the result before it runs cancels it.
    ///
    /// Its default implementation calls ``scheduleRelative(_:dueTime:action:)``.
    func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> any Disposable

    /// RxSwift's form of ``schedule(after:_:)``: runs `action` with `state` once `dueTime` has
    /// elapsed, returning a disposable that cancels the action before it runs and, once it has
    /// run, disposes what the action returned.
    ///
    /// Its default implementation calls ``schedule(after:_:)``.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable

    /// Runs `action` after `startAfter`, then every `period`, until the result is disposed.
    func schedulePeriodic(
        startAfter: RxTimeInterval, period: RxTimeInterval, _ action: @escaping () -> Void
    ) -> any Disposable

    /// RxSwift's form of ``schedulePeriodic(startAfter:period:_:)``: each run receives the state
    /// the previous one returned (the first, `state`).
    ///
    /// Its default implementation calls ``schedulePeriodic(startAfter:period:_:)``.
    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable
}

extension SchedulerType {
    /// Runs `action` once `dueTime` has elapsed, through ``scheduleRelative(_:dueTime:action:)``:
    /// the default for a scheduler that implements RxSwift's form.
    public func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> any Disposable {
        scheduleRelative(action, dueTime: dueTime) { action in
            action()
            return Disposables.create()
        }
    }
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
    /// Runs `action` through ``schedule(_:action:)``: the default for a scheduler that implements
    /// RxSwift's form.
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        schedule(action) { action in
            action()
            return Disposables.create()
        }
    }

    /// Runs `action` with `state` through ``schedule(_:)``, returning a disposable that also
    /// disposes what the action returned: the default for a scheduler that implements this
    /// package's form.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let inner = SingleAssignmentDisposable()
        let scheduled = schedule { inner.setDisposable(action(state)) }
        return Disposables.create(scheduled, inner)
    }
}

extension SchedulerType {
    /// Runs `action` with `state` through ``schedule(after:_:)``: the default for a scheduler that
    /// implements this package's form.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let inner = SingleAssignmentDisposable()
        let scheduled = schedule(after: dueTime) { inner.setDisposable(action(state)) }
        return Disposables.create(scheduled, inner)
    }

    /// Runs `action` periodically through ``schedulePeriodic(startAfter:period:_:)``, passing each
    /// run the state the previous one returned.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable {
        var current = state
        return schedulePeriodic(startAfter: startAfter, period: period) { current = action(current) }
    }
}
