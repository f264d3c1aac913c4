import IOViewModel

extension TestScheduler {
    /// Runs every queued action, in time order, moving the clock to each one's time, until the
    /// queue is empty or ``stop()`` is called. Actions may queue more actions; they run too.
    ///
    /// A run that never ends fails the test at the caller (see ``maxActionsPerInstant`` and
    /// ``maxActionsPerRun``).
    public func start(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        _ = runLoop(until: nil, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Stops the current ``start(fileID:filePath:line:column:)`` or ``advanceTo(_:fileID:filePath:line:column:)``
    /// after the running action returns; the clock stays where it is.
    public func stop() {
        state.withLock { $0.run.isRunning = false }
    }

    /// Runs every action due at or before `time`, then sets the clock to `time`.
    ///
    /// Moving the clock backwards is a test failure, reported at the caller; the clock stays.
    public func advanceTo(
        _ time: TestTime,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let current = clock
        guard time >= current else {
            TestFailureReporting.report(
                "TestScheduler: cannot advance the clock backwards, from \(current) to \(time)",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        if runLoop(until: time, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            state.withLock { $0.time.clock = max($0.time.clock, time) }
        }
    }

    /// Runs every action due within `interval` from now, then moves the clock on by it: the
    /// project's spelling in units of time; RxTest's ``advanceTo(_:fileID:filePath:line:column:)``
    /// takes ticks.
    public func advance(
        by interval: RxTimeInterval,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        advanceTo(
            Self.saturatingSum(clock, ticks(for: interval)), fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    /// Runs actions up to `limit` (or all); returns `false` if ``stop()`` ended the run early, or
    /// the run was failed as never ending (reported at `callSite`).
    func runLoop(until limit: TestTime?, tracker: ResourceTracker? = nil, at callSite: CallSite) -> Bool {
        state.withLock { state in
            state.run.isRunning = true
            state.run.depth += 1
            if state.run.depth == 1 {
                state.run.actions = 0
                state.run.abandonedInstant = nil
            }
        }
        if let tracker {
            state.withLock { state in
                if !state.subscriptions.trackers.contains(where: { $0 === tracker }) {
                    state.subscriptions.trackers.append(tracker)
                }
            }
        }
        let (perInstant, perRun) = (maxActionsPerInstant, maxActionsPerRun)
        let driver = DriverThread.current
        let outerDriver = state.withLock { state in
            defer { state.run.driver = driver }
            return state.run.driver
        }
        let finished = (tracker ?? self.tracker).track { () -> Bool in
            AsyncTaskHosting.$current.withValue(self) { () -> Bool in
                while true {
                    let step = state.withLock { state -> RunStep in
                        guard state.run.isRunning else { return .stopped }
                        // The async work started at the current time runs before the clock moves on.
                        if let job = state.tasks.jobs.next() {
                            state.run.instantActions += 1
                            state.run.actions += 1
                            if state.run.instantActions > perInstant {
                                state.run.isRunning = false
                                state.tasks.jobs.append(job)
                                return .endlessAsyncInstant(state.time.clock)
                            }
                            // Jobs count against the run's limit as actions do.
                            if state.run.actions > perRun {
                                state.run.isRunning = false
                                state.tasks.jobs.append(job)
                                return .endlessAsyncRun(state.time.clock)
                            }
                            return .job(job)
                        }
                        while let time = state.time.queue.nextTime {
                            if let limit, time > limit { return .idle }
                            let (due, action) = state.time.queue.pop().unsafelyUnwrapped
                            guard let action else { continue }
                            if due > state.time.clock { state.time.clock = due }
                            if due == state.run.abandonedInstant { return .drop(Handoff(action)) }
                            if due != state.run.instant {
                                state.run.instant = due
                                state.run.instantActions = 0
                            }
                            state.run.instantActions += 1
                            state.run.actions += 1
                            if state.run.instantActions > perInstant {
                                state.run.abandonedInstant = due
                                return .endlessInstant(due, Handoff(action))
                            }
                            if state.run.actions > perRun {
                                state.run.isRunning = false
                                return .endlessRun(due, Handoff(action))
                            }
                            return .run(Handoff(action))
                        }
                        return .idle
                    }
                    switch step {
                    case .job(let job):
                        job.runSynchronously(on: asUnownedTaskExecutor())
                    case .run(let action):
                        action.value.unsafelyUnwrapped()
                    case .drop(let action):
                        // Released here, outside the lock.
                        _ = action
                    case .endlessInstant(let time, let action):
                        _ = action
                        TestFailureReporting.report(
                            Self.endlessInstantMessage(time: time, limit: perInstant), at: callSite)
                    case .endlessAsyncInstant(let time):
                        TestFailureReporting.report(
                            Self.endlessAsyncInstantMessage(time: time, limit: perInstant), at: callSite)
                    case .endlessAsyncRun(let time):
                        TestFailureReporting.report(Self.endlessRunMessage(time: time, limit: perRun), at: callSite)
                        return false
                    case .endlessRun(let time, let action):
                        _ = action
                        TestFailureReporting.report(Self.endlessRunMessage(time: time, limit: perRun), at: callSite)
                        return false
                    case .idle:
                        return true
                    case .stopped:
                        return false
                    }
                }
            }
        }
        let diagnoses = state.withLock { state -> [String] in
            state.run.depth -= 1
            state.run.driver = outerDriver
            guard state.run.depth == 0 else { return [] }
            state.run.isRunning = false
            defer { state.tasks.diagnoses = [] }
            return state.tasks.diagnoses
        }
        for diagnosis in diagnoses { TestFailureReporting.report(diagnosis, at: callSite) }
        return finished
    }
}

/// What the run loop does next, decided under the scheduler's lock.
enum RunStep: Sendable {
    /// Run this job of a task.
    case job(UnownedJob)
    /// Run this action.
    case run(Handoff)
    /// Drop this action, due at an instant found never ending.
    case drop(Handoff)
    /// Too many actions at this time: fail the test, drop the action and the rest of the instant.
    case endlessInstant(TestTime, Handoff)
    /// Too many jobs of tasks at this time: fail the test and stop (a job cannot be dropped: its
    /// task would never end).
    case endlessAsyncInstant(TestTime)
    /// Too many actions in this run: fail the test, drop the action and stop.
    case endlessRun(TestTime, Handoff)
    /// Too many actions and jobs in this run, reached at a job: fail the test and stop (the job
    /// stays queued, as its task cannot be dropped).
    case endlessAsyncRun(TestTime)
    /// Nothing (more) is due.
    case idle
    /// ``TestScheduler/stop()`` was called.
    case stopped
}
