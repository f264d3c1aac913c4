import IOViewModel

extension TestScheduler {
    /// Keeps `log`, a test observable's subscriptions, for the leak reports.
    func register(_ log: SubscriptionLog) {
        state.withLock { $0.subscriptions.logs.append(log) }
    }

    /// What is still subscribed: the subscriptions made while this scheduler ran that have not
    /// ended (the trackers' count), every test observable subscription without an end, and every
    /// task an async bridge started on the scheduler that has not ended.
    /// Reading it does not fail the test; see ``assertNoLeaks(fileID:filePath:line:column:)``.
    public var leaks: LeakReport {
        let (trackers, tasks) = state.withLock { ($0.subscriptions.trackers, $0.tasks.hosted) }
        let report = leakReport(tracker: tracker, since: .min)
        return LeakReport(
            liveCount: trackers.reduce(report.liveCount) { $0 + $1.live },
            openSubscriptions: report.openSubscriptions,
            liveSubscriptions: trackers.reduce(report.liveSubscriptions) { $0 + $1.liveSubscriptions },
            runningTasks: tasks.map(\.name))
    }

    /// The live count of `tracker` and the open test observable subscriptions made at `since`
    /// or later. With `sparingHeld`, a subscription made outside the run (not charged to
    /// `tracker`: in the test's body, before `start`) whose disposable something still holds (a
    /// `DisposeBag`, a variable of the test) is left out: the test disposes it after the run, as
    /// RxTest tests do. What the run subscribed is reported whoever holds it: an operator that
    /// leaks an inner subscription holds it too.
    func leakReport(tracker: ResourceTracker, since: TestTime, sparingHeld: Bool = false) -> LeakReport {
        let logs = state.withLock { $0.subscriptions.logs }
        var open: [LeakReport.OpenSubscription] = []
        for log in logs {
            for entry in log.snapshot where entry.subscription.isActive && entry.subscription.subscribe >= since {
                if sparingHeld, entry.tracker !== tracker, entry.handle != nil { continue }
                open.append(LeakReport.OpenSubscription(observable: log.label, subscription: entry.subscription))
            }
        }
        return LeakReport(
            liveCount: tracker.live, openSubscriptions: open, liveSubscriptions: tracker.liveSubscriptions)
    }

    /// Fails the test, at the caller, if anything made during the runs is still subscribed.
    public func assertNoLeaks(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let report = leaks
        if !report.isEmpty {
            TestFailureReporting.report(
                report.description, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }
}
