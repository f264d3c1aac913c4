import IOViewModel

/// The scheduler is the executor of the tasks that the async bridges start while it runs.
///
/// While the scheduler runs (``start(fileID:filePath:line:column:)``,
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
            state.tasks.jobs.append(job)
            // A job queued while the scheduler runs, by another thread that is not running work of
            // this scheduler, was resumed by something outside virtual time.
            // One diagnosis however many times it happens.
            if let driver = state.run.driver, driver != thread, !isHosted,
                !state.tasks.diagnoses.contains(where: { $0.hasPrefix(Self.outsideResumptionHeadline) })
            {
                state.tasks.diagnoses.append(
                    Self.outsideResumptionMessage(suspects: state.tasks.hosted, fromMainActor: MainQueue.isCurrent))
            }
        }
    }

    /// Notes a task that a bridge starts on the scheduler; one whose operation is isolated to an
    /// actor (the main actor) is a test failure, since its work cannot run in virtual time.
    package func taskWillStart(_ task: HostedTask) {
        let entry = HostedTaskEntry(task: task, tracker: ResourceTracker.current, started: clock)
        state.withLock { state in
            state.tasks.hosted.append(entry)
            if let isolation = task.isolation {
                state.tasks.diagnoses.append(Self.isolatedTaskMessage(entry, isolation: isolation))
            }
        }
    }

    /// Forgets a task whose operation has ended.
    package func taskDidEnd(_ task: HostedTask) {
        state.withLock { state in
            if let index = state.tasks.hosted.firstIndex(where: { $0.task === task }) {
                state.tasks.hosted.remove(at: index)
            }
        }
    }

    /// The tasks started on the scheduler that have not ended, charged to `tracker`.
    func liveTasks(charged tracker: ResourceTracker) -> [HostedTaskEntry] {
        state.withLock { $0.tasks.hosted.filter { $0.tracker === tracker } }
    }

    /// At the end of a test, before its subscriptions are disposed: notes the tasks of the
    /// current run that are suspended on nothing that virtual time drives (no sleep on
    /// ``virtualClock``, no fake service, no observable), reported after the test's comparisons,
    /// and apart from them those waiting for the next element of an async sequence, which may
    /// just be idle.
    func noteStalledTasks() {
        guard let tracker = ResourceTracker.current else { return }
        state.withLock { state in
            for entry in state.tasks.hosted where entry.tracker === tracker {
                switch entry.wait {
                case .virtualTime: break
                case .element: state.tasks.awaitingElements.append(entry)
                case .outside: state.tasks.stalled.append(entry)
                }
            }
        }
    }

    /// The diagnoses of a test's tasks once its subscriptions are disposed: the tasks noted as
    /// stalled, those noted waiting for an element of their sequence if the test failed
    /// (`testFailed`), and those still running (a leak).
    ///
    /// A task waiting for the next element of its sequence is not a failure of its own: an
    /// `AsyncStream` the test feeds in virtual time waits so whenever it is idle. But a sequence
    /// that waits on real time waits so too, and its elements are then missing from the outputs:
    /// when the test failed, the task is named as a possible cause.
    func taskDiagnoses(charged tracker: ResourceTracker, endedAt end: TestTime, testFailed: Bool) -> [String] {
        let (stalled, awaitingElements, live) = state.withLock {
            state -> ([HostedTaskEntry], [HostedTaskEntry], [HostedTaskEntry]) in
            let stalled = state.tasks.stalled.filter { $0.tracker === tracker }
            state.tasks.stalled.removeAll { $0.tracker === tracker }
            let awaitingElements = state.tasks.awaitingElements.filter { $0.tracker === tracker }
            state.tasks.awaitingElements.removeAll { $0.tracker === tracker }
            return (stalled, awaitingElements, state.tasks.hosted.filter { $0.tracker === tracker })
        }
        // Where the test runs: on the main actor, the main actor's work waits for it to return.
        let onMainActor = MainQueue.isCurrent
        var diagnoses = stalled.map { Self.stalledTaskMessage($0, end: end, onMainActor: onMainActor) }
        let suspected = testFailed ? awaitingElements : []
        diagnoses += suspected.map { Self.awaitingElementMessage($0, end: end) }
        // A task named above may wait on something outside virtual time: its diagnosis says so already.
        let named = stalled + suspected
        let unexplained = live.filter { entry in !named.contains { $0.task === entry.task } }
        if !unexplained.isEmpty { diagnoses.append(Self.liveTasksMessage(unexplained)) }
        return diagnoses
    }
}
