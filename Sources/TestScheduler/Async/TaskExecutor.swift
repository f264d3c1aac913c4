import IOViewModel

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The scheduler is the executor of the tasks that the async bridges start while it runs.
///
/// While the scheduler runs (``start(fileID:filePath:line:column:)``, ``run(fileID:filePath:line:column:)``,
/// ``advanceTo(_:fileID:filePath:line:column:)``, the `start { }` helper, ``marbles(frame:record:fileID:filePath:line:column:_:)``,
/// `validate` and property runs), `Observable.fromAsync`, `createAsync`, `Observable.from(asyncSequence)`
/// and `Single.create { await ... }` start their tasks on it rather than on the global executor.
/// Every job of those tasks, of their child tasks (`async let`, task groups) and of the default
/// actors they call runs on the thread that drives the scheduler, at the current virtual time,
/// before the clock moves on. A sleep on ``virtualClock`` resumes at its virtual time. So a view
/// model that calls an `async` service is tested in virtual time, deterministically, without a
/// global hook: tests running in parallel each drive their own scheduler.
extension TestScheduler: TaskExecutor, AsyncTaskHost {
    /// Queues `job`, to run on the thread that drives the scheduler, at the current virtual time.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let thread = DriverThread.current
        let isHosted = AsyncTaskHosting.current.map { $0 === self } ?? false
        state.withLock { state in
            state.jobs.append(job)
            // A job queued while the scheduler runs, by another thread that is not running work of
            // this scheduler, was resumed by something outside virtual time.
            // One diagnosis however many times it happens.
            if let driver = state.driver, driver != thread, !isHosted,
                !state.asyncDiagnoses.contains(where: { $0.hasPrefix(Self.outsideResumptionHeadline) })
            {
                state.asyncDiagnoses.append(Self.outsideResumptionMessage(suspects: state.hostedTasks))
            }
        }
    }

    /// Notes a task that a bridge starts on the scheduler; one whose operation is isolated to an
    /// actor (the main actor) is a test failure, since its work cannot run in virtual time.
    package func taskWillStart(_ task: HostedTask) {
        let entry = HostedTaskEntry(task: task, tracker: ResourceTracker.current, started: clock)
        state.withLock { state in
            state.hostedTasks.append(entry)
            if let isolation = task.isolation {
                state.asyncDiagnoses.append(Self.isolatedTaskMessage(entry, isolation: isolation))
            }
        }
    }

    /// Forgets a task whose operation has ended.
    package func taskDidEnd(_ task: HostedTask) {
        state.withLock { state in
            if let index = state.hostedTasks.firstIndex(where: { $0.task === task }) {
                state.hostedTasks.remove(at: index)
            }
        }
    }

    /// The tasks started on the scheduler that have not ended, charged to `tracker`.
    func liveTasks(charged tracker: ResourceTracker) -> [HostedTaskEntry] {
        state.withLock { $0.hostedTasks.filter { $0.tracker === tracker } }
    }

    /// At the end of a test, before its subscriptions are disposed: notes the tasks of the
    /// current run that are suspended on nothing that virtual time drives (no sleep on
    /// ``virtualClock``, no fake service, no observable), reported after the test's comparisons.
    func noteStalledTasks() {
        guard let tracker = ResourceTracker.current else { return }
        state.withLock { state in
            state.stalledTasks.append(
                contentsOf: state.hostedTasks.filter {
                    $0.tracker === tracker && $0.task.knownWaits == 0 && !$0.task.waitsOnSource
                })
        }
    }

    /// The diagnoses of a test's tasks once its subscriptions are disposed: the tasks noted as
    /// stalled, and those still running (a leak).
    func taskDiagnoses(charged tracker: ResourceTracker, endedAt end: TestTime) -> [String] {
        let (stalled, live) = state.withLock { state -> ([HostedTaskEntry], [HostedTaskEntry]) in
            let stalled = state.stalledTasks.filter { $0.tracker === tracker }
            state.stalledTasks.removeAll { $0.tracker === tracker }
            return (stalled, state.hostedTasks.filter { $0.tracker === tracker })
        }
        var diagnoses = stalled.map { Self.stalledTaskMessage($0, end: end) }
        // A stalled task waits on something outside virtual time: its diagnosis says so already.
        let unexplained = live.filter { entry in !stalled.contains { $0.task === entry.task } }
        if !unexplained.isEmpty { diagnoses.append(Self.liveTasksMessage(unexplained)) }
        return diagnoses
    }
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
}

/// The jobs due now, first in first out; the storage is reused once drained.
struct JobQueue {
    private var jobs: [UnownedJob] = []
    private var head = 0

    mutating func append(_ job: UnownedJob) {
        jobs.append(job)
    }

    mutating func next() -> UnownedJob? {
        guard head < jobs.count else { return nil }
        let job = jobs[head]
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        }
        return job
    }

    var isEmpty: Bool { head == jobs.count }
}

/// The identity of a thread, to tell the thread that drives a scheduler from others.
@usableFromInline
struct DriverThread: Equatable, @unchecked Sendable {
    // A pthread_t is an integer or an opaque pointer, only compared.
    let thread: pthread_t

    @usableFromInline
    static var current: DriverThread {
        DriverThread(thread: pthread_self())
    }

    @usableFromInline
    static func == (lhs: DriverThread, rhs: DriverThread) -> Bool {
        pthread_equal(lhs.thread, rhs.thread) != 0
    }
}

extension TestScheduler {
    /// The fix every diagnosis of async work ends with.
    static let asyncFix = """
          Fix: give the service the scheduler's clock (scheduler.virtualClock, a Clock<Duration>) \
        instead of ContinuousClock or Task.sleep, fake it with scheduler.asyncService("--a|", \
        values: ["a": answer], input: Query.self), and keep main-actor work out of the operation the bridge runs.
        """

    /// The failure of an action scheduled, while the scheduler ran, from a thread it does not drive.
    static let outsideScheduleMessage = """
        TestScheduler: an action was scheduled on the test scheduler from a thread it does not drive, while \
        it ran: the action lands at whatever time the clock reads when it comes, which depends on the \
        machine's speed. The likely cause: a Task {} that the view model starts itself, whose work runs on \
        the global executor or the main actor, not in virtual time, and then schedules on the scheduler.
          Fix: start the async work with Observable.fromAsync or Observable.createAsync, which run on the \
        test scheduler in a test and on the global executor in the app.
        """

    static let outsideResumptionHeadline = "TestScheduler: a task was resumed from outside virtual time"

    static func outsideResumptionMessage(suspects: [HostedTaskEntry]) -> String {
        var lines = [
            outsideResumptionHeadline
                + ": another thread queued its next step while the scheduler ran. It waited on something the scheduler does not drive (Task.sleep, ContinuousClock, a real network call, the main actor), so where its result lands depends on the machine's speed."
        ]
        if !suspects.isEmpty {
            lines.append("  Tasks running then: " + suspects.map(\.name).joined(separator: "; ") + ".")
        }
        lines.append(asyncFix)
        return lines.joined(separator: "\n")
    }

    static func isolatedTaskMessage(_ entry: HostedTaskEntry, isolation: any Actor) -> String {
        """
        TestScheduler: \(entry.name) runs its operation isolated to \(type(of: isolation)), which \
        the test scheduler cannot run in virtual time: the work would wait for that actor, not for \
        the scheduler.
          Fix: pass the bridge an operation that is not isolated to an actor (a closure that calls a \
        nonisolated service, or an actor of your own: its work then runs on the scheduler), and keep \
        the main actor for the view model's outputs.
        """
    }

    static func stalledTaskMessage(_ entry: HostedTaskEntry, end: TestTime) -> String {
        """
        TestScheduler: \(entry.name) was still suspended when the test ended at \(end), waiting on \
        nothing that virtual time drives (no sleep on scheduler.virtualClock, no fake service, no \
        observable): it waits on something outside virtual time, such as Task.sleep, ContinuousClock, \
        a real network call, a continuation nobody resumes or the main actor.
        \(asyncFix)
        """
    }

    static func liveTasksMessage(_ entries: [HostedTaskEntry]) -> String {
        let count = entries.count
        var lines = [
            "Leak: \(count) task\(count == 1 ? "" : "s") started during the test \(count == 1 ? "is" : "are") still running at its end:"
        ]
        for entry in entries { lines.append("  \(entry.name) has not ended.") }
        lines.append(
            "  Either its subscription is still live (disposing it cancels the task), or the task ignored the cancellation: look for a continuation nobody resumes, or a loop that does not check Task.isCancelled."
        )
        return lines.joined(separator: "\n")
    }

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
