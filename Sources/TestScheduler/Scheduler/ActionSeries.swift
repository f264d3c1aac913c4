import IOViewModel

/// A series of actions on a test scheduler, the `k`-th due at `times[k]`, the times in order.
///
/// The series runs its actions at the times, and in the order among other actions, that they
/// would have if each had been scheduled when the series was: it reserves a block of the queue's
/// sequence numbers then, and queues each action with its own number when the one before it
/// runs. So only one action waits in the queue at a time, and a diagram of a hundred thousand
/// events costs the queue one entry and one closure instead of a hundred thousand.
///
/// Disposing the series cancels the actions that have not run.
final class ActionSeries: Cancelable, @unchecked Sendable {
    // Held weakly, as a scheduled action's token holds it: a series waiting in the queue does
    // not keep its scheduler alive.
    private weak var scheduler: TestScheduler?
    private let times: [TestTime]
    // The fields below are only touched inside the scheduler's lock.
    /// The actions, let go of once the last has run or the series is disposed, so that what
    /// they capture is not held longer than queued actions would hold it.
    private var action: ((Int) -> Void)?
    private var reservation = 0
    /// Whether numbers of the reservation are left: the last action's push ends it.
    private var holdsReservation = true
    private var next = 0
    private var queued: (slot: Int, generation: Int)?
    private var disposed = false

    private init(scheduler: TestScheduler, times: [TestTime], action: @escaping (Int) -> Void) {
        self.scheduler = scheduler
        self.times = times
        self.action = action
    }

    /// Reserves the series' places in `scheduler`'s queue and queues its first action; `nil` when
    /// the queue cannot reserve so many.
    static func start(
        on scheduler: TestScheduler, at times: [TestTime], action: @escaping (Int) -> Void
    ) -> ActionSeries? {
        let series = ActionSeries(scheduler: scheduler, times: times, action: action)
        let thread = DriverThread.current
        let started = scheduler.state.withLock { state -> Bool in
            TestScheduler.noteSchedule(from: thread, in: &state)
            guard let reservation = state.time.queue.reserve(times.count) else { return false }
            series.reservation = reservation
            series.queueNext(in: &state)
            return true
        }
        return started ? series : nil
    }

    /// Queues the action at `next`. The closure captures the series alone, so queuing it
    /// allocates nothing.
    private func queueNext(in state: inout SchedulerState) {
        queued = state.time.queue.push({ self.step() }, at: times[next], reservation: reservation)
        if next == times.count - 1 { holdsReservation = false }
    }

    /// Runs the action due now, after queuing the one after it.
    private func step() {
        guard let scheduler else { return }
        let due = scheduler.state.withLock { state -> (index: Int, action: (Int) -> Void)? in
            guard !disposed, let action else { return nil }
            let index = next
            next += 1
            if next < times.count {
                queueNext(in: &state)
            } else {
                queued = nil
                self.action = nil
            }
            return (index, action)
        }
        if let due { due.action(due.index) }
    }

    var isDisposed: Bool {
        guard let scheduler else { return true }
        return scheduler.state.withLock { _ in disposed }
    }

    func dispose() {
        guard let scheduler else { return }
        let released = scheduler.state.withLock { state -> (queued: Handoff, action: ((Int) -> Void)?) in
            guard !disposed else { return (Handoff(nil), nil) }
            disposed = true
            if holdsReservation { state.time.queue.release(reservation: reservation) }
            defer { action = nil }
            guard let queued else { return (Handoff(nil), action) }
            self.queued = nil
            return (Handoff(state.time.queue.cancel(slot: queued.slot, generation: queued.generation)), action)
        }
        // The closures, and what they capture, are released here, outside the lock.
        _ = released
    }
}
