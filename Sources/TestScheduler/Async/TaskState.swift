import IOViewModel

/// The tasks that the async bridges started on the scheduler, the jobs of tasks due now, and what
/// went wrong with async work during the run.
///
/// Invariants:
/// - `jobs` are due at the current virtual time: the run loop runs every one of them before it
///   pops the next action, so the clock never moves on with a job waiting.
/// - `hosted` holds each task from its bridge's `taskWillStart` to its `taskDidEnd`, once.
/// - `stalled` and `awaitingElements` hold only tasks that were in `hosted` when the end of their
///   test noted them, each in one of the two at most; the test's diagnoses take them out again.
/// - `diagnoses` is emptied when the outermost run ends, which reports each of them once; a
///   diagnosis of a resumption from outside virtual time is in it at most once.
struct TaskState {
    /// The jobs of the tasks that run on the scheduler, due now.
    var jobs = JobQueue()
    /// The tasks that async bridges started on the scheduler and that have not ended.
    var hosted: [HostedTaskEntry] = []
    /// What went wrong with async work during the run, reported when the outermost run ends.
    var diagnoses: [String] = []
    /// The tasks found suspended on something outside virtual time at the end of a test.
    var stalled: [HostedTaskEntry] = []
    /// The tasks found waiting for the next element of an async sequence, on nothing that virtual
    /// time drives, at the end of a test: idle, or stalled on real time.
    var awaitingElements: [HostedTaskEntry] = []
}

/// What a task started on the scheduler waits on, as far as the scheduler can tell.
enum HostedTaskWait: Equatable {
    /// Something virtual time drives: a sleep on the scheduler's clock, a fake service's answer,
    /// an observable.
    case virtualTime
    /// The next element of an async sequence, which may come in virtual time (an `AsyncStream`
    /// the test feeds) or on real time (a `ContinuousClock` timer, a producer that calls
    /// `Task.sleep`).
    case element
    /// Nothing that virtual time drives.
    case outside
}

/// A task started on the scheduler: the bridge's record, the tracker of the run that started it,
/// and the virtual time it started at.
struct HostedTaskEntry: @unchecked Sendable {
    // ResourceTracker and HostedTask are Sendable; the entry only pairs them.
    let task: HostedTask
    let tracker: ResourceTracker?
    let started: TestTime

    /// "the task `fromAsync` started at 12 (Module/File.swift:42)".
    var name: String {
        "the task that \(task.bridge) started at \(started) (\(task.origin))"
    }

    /// What the task waits on, read now: its jobs run on the thread that drives the scheduler, so
    /// between two of them it is suspended in that wait.
    var wait: HostedTaskWait {
        if task.knownWaits > 0 || task.waitsOnSource { return .virtualTime }
        return task.awaitsElement ? .element : .outside
    }
}
