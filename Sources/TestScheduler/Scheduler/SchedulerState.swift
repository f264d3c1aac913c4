import IOViewModel

/// The scheduler's state behind IOViewModel's `Lock`, not `Mutex`: async work resumed from other
/// threads contends for it, and the thread sanitizer cannot see `Mutex`'s contended path on
/// Linux (it would report races that are not there).
struct SchedulerStateLock: Sendable {
    /// The state, in a box: `Lock` holds copyable values, and the state owns its queue's storage.
    private final class Box: @unchecked Sendable {
        // Only touched inside the lock.
        var state: SchedulerState
        init(_ state: consuming SchedulerState) { self.state = state }
    }

    private let lock: Lock<Box>

    init(_ state: consuming SchedulerState) {
        lock = Lock(Box(state))
    }

    /// Runs `body` with exclusive access to the state.
    func withLock<Result>(_ body: (inout SchedulerState) throws -> Result) rethrows -> Result {
        try lock.withLock { box in try body(&box.state) }
    }
}

/// Everything a test scheduler changes as it runs, one part per concern. The parts are plain
/// stored fields of one value, all guarded by the one lock of ``SchedulerStateLock``: a step of
/// the run loop reads and writes several of them in a single critical section.
///
/// Lock-guarded: only touched inside `TestScheduler.state.withLock`.
struct SchedulerState: ~Copyable, @unchecked Sendable {
    /// The virtual clock and the actions queued on it.
    var time: ClockState
    /// The current run: whether it goes on, how deep it is nested, and its counters against the
    /// scheduler's limits.
    var run = RunState()
    /// The test observables' subscription logs and the resource trackers of the runs, for the
    /// leak reports.
    var subscriptions = SubscriptionTracking()
    /// The tasks the async bridges started on the scheduler, their jobs due now, and what went
    /// wrong with them.
    var tasks = TaskState()

    init(clock: TestTime) {
        time = ClockState(clock: clock)
    }
}
