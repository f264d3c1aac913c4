import IOViewModel

extension TestScheduler {
    /// RxTest's test runner: creates the sequence at `created`, subscribes a recording observer
    /// at `subscribed`, disposes the subscription at `disposed`, runs the scheduler until nothing
    /// is left to run, and returns the observer.
    ///
    /// ```swift
    /// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    /// let observer = scheduler.start { xs.map { $0 + 1 } }
    /// #expect(observer.events == [.next(210, 3), .completed(300)])
    /// ```
    ///
    /// Anything observable-convertible is recorded, as in RxTest: `scheduler.start { viewModel.title }`
    /// with a `Driver` output, or a `Single` (a success is `.next` and `.completed` at the same
    /// time).
    ///
    /// At the end it checks that every subscription made during the run has ended: a leak fails
    /// the test, at the caller, naming each test observable still subscribed. A subscription to a
    /// test observable made before the run (in the test's body) that the test still holds when
    /// the run ends is not a leak: its disposable is still referenced (by a `DisposeBag`, a
    /// variable, anything; the check holds it weakly), so the test disposes it later, as RxTest
    /// tests that bind a test observable before `start` do when their bag goes. One made before
    /// the run that nothing references any more can never be disposed, and fails the test; so
    /// does everything made during the run and still live, whoever holds it (an operator that
    /// leaks an inner subscription holds it too). Marble tests have no such allowance. An error
    /// that reaches a subscription without an error handler during the run also fails the test.
    public func start<Source: ObservableConvertibleType>(
        created: TestTime = Defaults.created,
        subscribed: TestTime = Defaults.subscribed,
        disposed: TestTime = Defaults.disposed,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let observer = createObserver(Source.Element.self)
        guard created <= subscribed, subscribed <= disposed else {
            TestFailureReporting.report(
                "start: the times must be in order, created (\(created)) ≤ subscribed (\(subscribed)) ≤ disposed (\(disposed))",
                at: callSite)
            return observer
        }
        var source: Source?
        var subscription: (any Disposable)?
        scheduleAt(created) { source = create() }
        // The subscription is the test's, made by this call: a leak in it is named at this line.
        let call = SubscriptionTrace.Frame.harnessCall(name: "start", fileID: callSite.fileID, line: callSite.line)
        scheduleAt(subscribed) {
            subscription = SubscriptionTrace.with(call) { source?.asObservable().subscribe(observer) }
        }
        scheduleAt(disposed) {
            self.noteStalledTasks()
            subscription?.dispose()
            subscription = nil
        }
        runCheckingLeaks(ResourceTracker(name: "TestScheduler.start"), until: nil, sparingHeld: true, at: callSite) {
            source = nil
        }
        return observer
    }

    /// The run that ends both ``start(created:subscribed:disposed:fileID:filePath:line:column:create:)``
    /// and ``marbles(frame:record:fileID:filePath:line:column:_:)``, charging its subscriptions to
    /// `tracker`: runs the queue (until it is empty, or
    /// up to `end`, the clock then moving on to `end`) with unhandled errors failing the test, runs
    /// `afterRun` (where the caller compares what was recorded), then fails the test if anything
    /// subscribed during the run is still live, and any test observable subscription made before
    /// it (with `sparingHeld`, but for those something still holds). The tasks of async work come next (one suspended on
    /// something outside virtual time, one still running once cancelled, and, when the test failed,
    /// one still waiting for an element of its async sequence), and the leak check comes last: a
    /// mismatch is usually the cause of a leak, and should be read first.
    func runCheckingLeaks(
        _ tracker: ResourceTracker, until end: TestTime?, sparingHeld: Bool = false, at callSite: CallSite,
        afterRun: () -> Void
    ) {
        let since = clock
        // Whether the run or the comparisons failed the test: a task still waiting for an element
        // of its async sequence is named then only, as a possible cause.
        let failed = TestFailureReporting.reportsFailure {
            reportingUnhandledErrors(at: callSite) {
                SubscriptionTrace.during("during the test's run", fileID: callSite.fileID, line: callSite.line) {
                    if runLoop(until: end, tracker: tracker, at: callSite), let end {
                        state.withLock { $0.time.clock = max($0.time.clock, end) }
                    }
                }
            }
            afterRun()
        }
        let diagnoses = taskDiagnoses(charged: tracker, endedAt: clock, testFailed: failed)
        for diagnosis in diagnoses {
            TestFailureReporting.report(diagnosis, at: callSite)
        }
        let report = leakReport(tracker: tracker, since: since, sparingHeld: sparingHeld)
        if !report.isEmpty {
            // A task that has not ended keeps the subscription that started it.
            let cause =
                diagnoses.isEmpty
                ? ""
                : "\n  A task named above has not ended: the subscription that started it stays live until it does."
            TestFailureReporting.report(report.description + cause, at: callSite)
        }
    }

    /// Runs `body` with unhandled errors (errors reaching a subscription without an error
    /// handler) reported as test failures at `callSite`.
    func reportingUnhandledErrors(at callSite: CallSite, _ body: () -> Void) {
        Hooks.withUnhandledErrorHandler(
            { error in
                TestFailureReporting.report(
                    "An error reached a subscription without an error handler: \(error)", at: callSite)
            }, operation: body)
    }
}

extension TestScheduler {
    /// RxTest's default times of
    /// ``TestScheduler/start(created:subscribed:disposed:fileID:filePath:line:column:create:)``:
    /// the sequence is created at 100, subscribed at 200 and disposed at 1000.
    public enum Defaults {
        /// When the tested sequence is created: 100.
        public static let created: TestTime = 100
        /// When the tested sequence is subscribed: 200.
        public static let subscribed: TestTime = 200
        /// When the subscription is disposed: 1000.
        public static let disposed: TestTime = 1000
    }
}

extension TestScheduler {
    /// RxTest's `start(_:)`, for a factory passed by name (`scheduler.start(factory)`): the same
    /// run as ``start(created:subscribed:disposed:fileID:filePath:line:column:create:)`` at its
    /// default times, 100, 200 and 1000, for any sequence that converts to an observable.
    public func start<Source: ObservableConvertibleType>(
        _ create: @escaping () -> Source,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestableObserver<Source.Element> {
        start(fileID: fileID, filePath: filePath, line: line, column: column) { create().asObservable() }
    }
}
