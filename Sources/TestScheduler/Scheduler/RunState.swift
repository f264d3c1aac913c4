/// The scheduler's current run (``TestScheduler/start(fileID:filePath:line:column:)``,
/// ``TestScheduler/advanceTo(_:fileID:filePath:line:column:)``, a marble test...): whether it
/// goes on, how deeply runs are nested, and the counters checked against
/// ``TestScheduler/maxActionsPerInstant`` and ``TestScheduler/maxActionsPerRun``.
///
/// Invariants:
/// - `depth` counts the run loops under way, on any thread; it is 0 between runs. A nested run
///   (a run started from an action) shares the outer run's counters.
/// - `actions` and `abandonedInstant` are reset when the outermost run begins, never by a nested one.
/// - `instantActions` counts the actions and task jobs run at `instant` only; it restarts at 0
///   when an action of a later time runs.
/// - Once `abandonedInstant` is set, every action still due at that time is dropped unrun.
/// - `driver` is the thread of the innermost run loop under way, `nil` between runs; a nested
///   run restores the outer one's when it returns.
struct RunState {
    /// Whether the run goes on: ``TestScheduler/stop()`` and the limits clear it.
    var isRunning = false
    /// How many run loops are under way.
    var depth = 0
    /// The virtual time whose actions ``instantActions`` counts.
    var instant: TestTime = .min
    /// The actions run at ``instant`` so far.
    var instantActions = 0
    /// The actions run since the outermost run began.
    var actions = 0
    /// An instant found never ending: its remaining actions are dropped.
    var abandonedInstant: TestTime?
    /// The thread running the scheduler's loop, while it runs.
    var driver: DriverThread?
}

extension TestScheduler {
    /// The failure of an instant of virtual time that never ends: the cause, and the fixes.
    static func endlessInstantMessage(time: TestTime, limit: Int) -> String {
        """
        TestScheduler: virtual time \(time) never ends: \(limit) actions ran at it and more were \
        still due, with the clock unable to move on.
          Likely cause: something reschedules itself at the same time, such as \
        repeatElement(_:scheduler:), an endless generate(...) or an action that schedules itself \
        on this scheduler: without RxTest's processing delay, a zero delay runs at the same time.
          Fix: bound it (take(n), or a condition that ends generate), schedule with a delay so \
        that virtual time advances, or, if this instant really needs more actions, raise the cap \
        with TestScheduler(maxActionsPerInstant:).
          The actions still due at \(time) were dropped; the run went on from the next time.
        """
    }

    /// The failure of a run that never ends: the cause, and the fixes.
    static func endlessRunMessage(time: TestTime, limit: Int) -> String {
        """
        TestScheduler: the run never ends: \(limit) actions ran, the clock is at \(time), and \
        more are queued.
          Likely cause: a timer (interval, a periodic schedule) that nothing disposes, run with \
        start() or run(), which only return once nothing is left to run.
          Fix: dispose the subscription at a time of its own (scheduleAt), use the start { } \
        helper (it disposes at 1000), run with advanceTo(_:) up to a time, or, if the test \
        really needs more actions, raise the cap with TestScheduler(maxActionsPerRun:).
          The run was stopped; the queue was left as it was.
        """
    }

    /// The failure of an instant whose tasks never stop running: the cause, and the fix.
    static func endlessAsyncInstantMessage(time: TestTime, limit: Int) -> String {
        """
        TestScheduler: virtual time \(time) never ends: \(limit) steps of tasks and actions ran at \
        it and tasks still had more to run.
          Likely cause: a task that loops without sleeping on the scheduler's clock (a while loop \
        around Task.yield(), or a polling loop).
          Fix: sleep on scheduler.virtualClock between rounds, or bound the loop.
          The run was stopped.
        """
    }
}
