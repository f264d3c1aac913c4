import IOViewModel

extension TestScheduler {
    /// Queues `action`, with `state`, `dueTime` ticks from now, as RxTest's: with no processing
    /// delay, zero ticks being now, behind the actions already due now. The disposable the action
    /// returns is disposed with the result.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: TestTime, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        scheduleVirtual(state, action) { scheduleRelative(dueTime, action: $0) }
    }

    /// Queues `action`, with `state`, at the virtual time `time`, as RxTest's: what
    /// ``scheduleAt(_:action:)`` does, with a state. The disposable the action returns is disposed
    /// with the result.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: TestTime, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        scheduleVirtual(state, action) { scheduleAt(time, action: $0) }
    }

    /// Both RxTest spellings: queues, with `schedule`, a call of `action` with `state`, whose
    /// disposable is disposed with the result.
    private func scheduleVirtual<StateType>(
        _ state: StateType, _ action: @escaping (StateType) -> any Disposable,
        with schedule: (@escaping () -> Void) -> any Disposable
    ) -> any Disposable {
        let inner = SingleAssignmentDisposable()
        let scheduled = schedule { inner.setDisposable(action(state)) }
        return Disposables.create(scheduled, inner)
    }

    /// Moves the clock `ticks` forward without running anything, as if the running action took
    /// that long; actions that become overdue run next, at the new time.
    ///
    /// A negative `ticks` would move the clock back: that is a test failure, reported at the
    /// caller, and the clock stays.
    public func sleep(
        _ ticks: TestTime,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard ticks >= 0 else {
            TestFailureReporting.report(
                "TestScheduler: cannot sleep a negative time (\(ticks) ticks); the clock stays at \(clock)",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        state.withLock { state in
            let (sum, overflow) = state.time.clock.addingReportingOverflow(ticks)
            state.time.clock = overflow ? .max : sum
        }
    }
}
