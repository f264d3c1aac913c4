import IOViewModel

extension TestScheduler {
    /// Runs a marble test: inputs and expectations drawn as diagrams on one time axis.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let viewModel = SigninViewModel()
    /// scheduler.marbles { test in
    ///     test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
    ///     test.expect(viewModel.outputs.isEmailValid, "-n---v--", values: ["n": .notValid, "v": .valid])
    /// }
    /// ```
    ///
    /// `body` only declares the test; when it returns, the harness subscribes every expected
    /// output at frame zero, feeds the inputs at their frames, runs the scheduler to the end of the
    /// longest diagram, disposes the outputs, compares each output with its diagram and checks
    /// that nothing is left subscribed. Every failure is reported at the line that declared it
    /// (a malformed diagram, a mismatch), a leak or an unhandled error at this call.
    ///
    /// Frame zero is the first column of each diagram (spaces are ignored, so pad with spaces to
    /// align), or the `^` of an input or hot diagram, whose earlier frames run before the outputs
    /// are subscribed. A frame lasts `frame` ticks.
    ///
    /// The test runs without RxTest's processing delay, whatever the scheduler's
    /// ``TestScheduler/simulateProcessingDelay``: an operator that hops to the scheduler adds no
    /// frame of its own.
    ///
    /// `record: true` turns record mode on: an expectation that fails rewrites its diagram, in the
    /// test's source, with what the output did (see <doc:RecordingDiagrams>); `false` turns it off
    /// even when the `MARBLES_RECORD` environment variable asks for it; `nil` follows the variable.
    ///
    /// A `frame` under one tick fails the test at this call, and `body` is not run. So do diagrams
    /// that would reach past the last tick virtual time has (`TestTime.max`) from the scheduler's
    /// clock. Subscriptions that `body` makes are charged to the test like those of the run: one
    /// still live at the end is a leak.
    public func marbles(
        frame: TestTime = 1,
        record: Bool? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (MarbleTest) throws -> Void
    ) rethrows {
        try runMarbles(
            frame: frame, record: record,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), body)
    }

    /// What every `marbles` does: declares the test with `body`, inside the test's tracked scope,
    /// then runs it. Returns whether `body` ran.
    @discardableResult
    func runMarbles(
        frame: TestTime, record: Bool?, at callSite: CallSite, _ body: (MarbleTest) throws -> Void
    ) rethrows -> Bool {
        if let problem = MarbleFormat.frameProblem(frame, in: "TestScheduler.marbles") {
            TestFailureReporting.report(problem + " The test was not run.", at: callSite)
            return false
        }
        // A diagram means what it draws: no processing tick, even on a scheduler made with
        // RxTest's initializer.
        try withoutProcessingDelay {
            let test = MarbleTest(scheduler: self, format: MarbleFormat(frame: frame, resolution: secondsPerTick))
            defer { test.end() }
            let tracker = ResourceTracker(name: "TestScheduler.marbles")
            try tracker.track {
                try SubscriptionTrace.during("in the test's body", fileID: callSite.fileID, line: callSite.line) {
                    try body(test)
                }
            }
            test.record = record
            test.run(at: callSite, tracker: tracker)
        }
        return true
    }
}

/// The declarations of one marble test: inputs, test observables and expected outputs. You get
/// one from ``TestScheduler/marbles(frame:record:fileID:filePath:line:column:_:)``.
public final class MarbleTest {
    /// The scheduler the test runs on; pass it to the operators under test.
    public let scheduler: TestScheduler
    /// How diagrams map onto ticks.
    public let format: MarbleFormat
    /// Told of every declaration made after it is set, and of the run; held weakly.
    public weak var delegate: (any MarbleTestDelegate)?
    /// Whether a failing expectation rewrites its diagram: `nil` follows `MARBLES_RECORD`.
    var record: Bool?

    // The declarations' state is `@usableFromInline` so that `input` and `expect` are
    // `@inlinable`: specialized in the test's module, they parse diagrams and subscribe outputs
    // without a generic metadata lookup per value and per event.
    @usableFromInline var earliest: TestTime = 0
    @usableFromInline var latest: TestTime = 0
    @usableFromInline var outputs: [Output] = []
    @usableFromInline var feeds: [(TestTime) -> Void] = []
    /// Whether an expectation's diagram is not written yet (`""`).
    @usableFromInline var hasDraft = false
    /// Whether no diagram set the run's length, which then is ``draftFrames`` frames.
    var ranDefaultLength = false
    /// How many frames a test runs when its only expected diagrams are not written yet: long
    /// enough for a timer or a delay to show, short enough to read.
    static let draftFrames = 10
    private var checks: [(TestTime) -> Void] = []
    private var hasErrors = false
    /// The view model the test owns (``TestScheduler/marbles(_:frame:record:fileID:filePath:line:column:_:)``),
    /// until the run ends; `nil` for a test that does not own one.
    @usableFromInline var ownedViewModel: OwnedViewModel?
    /// The outputs the test expects or ignores, by identity: the owned view model's other
    /// outputs are watched.
    @usableFromInline var asserted: Set<ObjectIdentifier> = []
    /// The inputs and test observables, as the picture of a failure draws them.
    var timelineInputs: [TimelineInput] = []
    /// In record mode, while the outputs are verified: what the test records, written together
    /// once they all are.
    var recordingBatch: RecordingBatch?

    @usableFromInline
    struct Output {
        @usableFromInline let subscribe: () -> Void
        @usableFromInline let dispose: () -> Void
        @usableFromInline let verify: (TestTime) -> Void

        @usableFromInline
        init(subscribe: @escaping () -> Void, dispose: @escaping () -> Void, verify: @escaping (TestTime) -> Void) {
            self.subscribe = subscribe
            self.dispose = dispose
            self.verify = verify
        }
    }

    init(scheduler: TestScheduler, format: MarbleFormat) {
        self.scheduler = scheduler
        self.format = format
    }

    // MARK: Inputs

    /// Calls `send` with each value of `diagram` at its frame: `into: viewModel.inputs.didChange(email:)`.
    ///
    /// The diagram may have a `^` (frame zero); values before it are sent before the outputs are
    /// subscribed. `|` and `#` have no meaning for a method and are reported as errors.
    @inlinable
    public func input<Value>(
        _ diagram: String,
        values: [Character: Value],
        into send: @escaping (Value) -> Void,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        addInput(
            diagram, values: values, send, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Calls `send` with each character of `diagram` (as a `String`) at its frame.
    public func input(
        _ diagram: String,
        into send: @escaping (String) -> Void,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        addInput(
            diagram, values: nil, send, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Calls `send` at the frame of each value in `diagram` (any character that is not a mark): for inputs
    /// without arguments, such as `viewModel.inputs.viewDidLoad`.
    public func input(
        _ diagram: String,
        into send: @escaping () -> Void,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        addInput(
            diagram, values: nil, { (_: String) in send() },
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Every `input`: `send` is called with each value of `diagram` at its frame.
    @inlinable
    func addInput<Value>(
        _ diagram: String, values: [Character: Value]?, _ send: @escaping (Value) -> Void, at callSite: CallSite
    ) {
        notify(.input, diagram, values: values, at: callSite)
        guard let parsed = parse(diagram, values: values, error: TestError(), kind: .hot, at: callSite) else {
            return
        }
        if let terminal = parsed.diagram.tokens.first(where: { $0.mark == .completed || $0.mark == .error }) {
            reportTerminal(terminal, inInput: diagram, at: callSite)
            return
        }
        keepForTimeline(parsed.diagram, values: values)
        let scheduler = self.scheduler
        feeds.append { origin in
            // Queued as a series: one waits in the queue at a time, however long the diagram.
            var times: [TestTime] = []
            var values: [Value] = []
            for record in parsed.events {
                guard case .next(let value) = record.value else { continue }
                times.append(TestScheduler.saturatingSum(origin, record.time))
                values.append(value)
            }
            _ = scheduler.scheduleSeries(at: times, action: { send(values[$0]) })
        }
    }

    /// Reports a `|` or `#` in an input diagram.
    @usableFromInline
    func reportTerminal(_ terminal: ParsedDiagram.Token, inInput diagram: String, at callSite: CallSite) {
        let mark = terminal.mark == .completed ? "|" : "#"
        report(
            MarbleError(
                column: terminal.column,
                problem:
                    "'\(mark)' in an input diagram: an input is a method call and cannot end; use test.hot(...) for a sequence",
                diagram: diagram
            ).description, at: callSite)
    }

    // MARK: Test observables

    /// Hot observables, playing their diagram on the test's time axis (its `^`, if any, at frame
    /// zero): `test.hot("-a-^-b-|")`, or with `values:`, `error:` and `name:`.
    public var hot: MarbleObservableBuilder {
        MarbleObservableBuilder(test: self, kind: .hot)
    }

    /// Cold observables, every subscription playing the diagram from its own frame zero:
    /// `test.cold("-a-b-|")`, or with `values:`, `error:` and `name:`.
    public var cold: MarbleObservableBuilder {
        MarbleObservableBuilder(test: self, kind: .cold)
    }

    /// Every test observable of the test (``hot``, ``cold``, a validate input); `kind` is `.hot` or
    /// `.cold`.
    func observable<Element>(
        _ kind: MarbleDiagramKind,
        _ diagram: String,
        values: [Character: Element]?,
        error: any Error,
        name: String?,
        at callSite: CallSite
    ) -> TestableObservable<Element> {
        let observableKind: TestableObservable<Element>.Kind = kind == .hot ? .hot : .cold
        let label = observableKind.label(name: name, anonymous: "\"\(diagram)\" (\(callSite))")
        let parsed = parse(diagram, values: values, error: error, kind: kind, at: callSite)
        let observable = TestableObservable(
            kind: observableKind, events: parsed?.events ?? [], scheduler: scheduler, label: label, deferred: true)
        if kind == .hot { feeds.append { origin in observable.arm(origin: origin) } }
        if let parsed {
            keepForTimeline(
                parsed.diagram, values: values, name: name,
                subscriptions: kind == .hot ? nil : { observable.subscriptions })
        }
        notify(kind == .hot ? .hot : .cold, diagram, values: values, observable: observable, at: callSite)
        return observable
    }

    // MARK: Expectations

    /// Expects `source`, subscribed at frame zero, to produce exactly `diagram`, values looked up
    /// in `values` and `#` meaning `error`. A mismatch fails the test at this line.
    @inlinable
    public func expect<Source: ObservableConvertibleType>(
        _ source: Source,
        _ diagram: String,
        values: [Character: Source.Element],
        error: any Error = TestError(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Source.Element: Equatable {
        addExpectation(
            source.asObservable(), diagram, values: values, error: error, by: ==,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects `source`, whose elements are not `Equatable`, to produce `diagram`, comparing
    /// values with `areEquivalent`.
    public func expect<Source: ObservableConvertibleType>(
        _ source: Source,
        _ diagram: String,
        values: [Character: Source.Element],
        error: any Error = TestError(),
        by areEquivalent: @escaping (Source.Element, Source.Element) -> Bool,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        addExpectation(
            source.asObservable(), diagram, values: values, error: error, by: areEquivalent,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects a `String` output to produce `diagram`, each value being its character.
    public func expect<Source: ObservableConvertibleType>(
        _ source: Source,
        _ diagram: String,
        error: any Error = TestError(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Source.Element == String {
        addExpectation(
            source.asObservable(), diagram, values: nil, error: error, by: ==,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects a `Void` output (a signal such as "go to the next screen") to fire at the frames of
    /// `diagram`'s values (any character that is not a mark).
    public func expect<Source: ObservableConvertibleType>(
        _ source: Source,
        _ diagram: String,
        error: any Error = TestError(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Source.Element == Void {
        expectSignal(
            source.asObservable(), diagram, error: error, in: .expect,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects a `Void` output to fire at the frames of `diagram`'s values; `argument` is where the
    /// diagram is in the call at `callSite`, for record mode.
    func expectSignal(
        _ source: Observable<Void>, _ diagram: String, error: any Error, in argument: DiagramArgument,
        at callSite: CallSite
    ) {
        guard let parsed = parse(diagram, values: nil as [Character: String]?, error: error, kind: .cold, at: callSite)
        else { return }
        let events = parsed.events.map { Recorded(time: $0.time, value: $0.value.map { _ in () }) }
        addExpectation(
            source, diagram, Marbles.Parsed(events: events, diagram: parsed.diagram),
            display: ["x": ()], namesItself: false, error: error, by: { _, _ in true }, in: argument, at: callSite)
    }

    /// Expects `observable`'s subscriptions to be exactly `diagrams` (`"^---!"`, frame zero at the
    /// first column), in order.
    public func expectSubscriptions<Element>(
        _ observable: TestableObservable<Element>,
        _ diagrams: String...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        var expected: [Subscription] = []
        for diagram in diagrams {
            switch Marbles.subscription(diagram, format: format, origin: 0) {
            case .failure(let error):
                report(error.description, at: callSite)
                return
            case .success(let subscription):
                expected.append(subscription)
                latest = max(latest, subscription.unsubscribe ?? subscription.subscribe)
            }
        }
        let format = self.format
        checks.append { origin in
            let shifted = expected.map { subscription in
                subscription.unsubscribe.map { Subscription(subscription.subscribe + origin, $0 + origin) }
                    ?? Subscription(subscription.subscribe + origin)
            }
            let actual = observable.subscriptions
            if actual != shifted {
                self.report(
                    subscriptionMismatch(actual: actual, expected: shifted, origin: origin, format: format),
                    at: callSite)
            }
        }
    }

    @inlinable
    func addExpectation<Source: ObservableType>(
        _ source: Source,
        _ diagram: String,
        values: [Character: Source.Element]?,
        error: any Error,
        by areEquivalent: @escaping (Source.Element, Source.Element) -> Bool,
        in argument: DiagramArgument = .expect,
        at callSite: CallSite
    ) {
        guard let parsed = parse(diagram, values: values, error: error, kind: .cold, at: callSite) else { return }
        var display = values ?? [:]
        if values == nil {
            // Each symbol once: a long diagram repeats a few, most often the one just before (a
            // short list found by comparing is cheaper than hashing characters).
            var symbols: [Character] = []
            for token in parsed.diagram.tokens {
                if case .value(let char) = token.mark, symbols.last != char, !symbols.contains(char) {
                    symbols.append(char)
                }
            }
            for char in symbols {
                if let value = String(char) as? Source.Element { display[char] = value }
            }
        }
        addExpectation(
            source, diagram, parsed, display: display, namesItself: values == nil, error: error, by: areEquivalent,
            in: argument, at: callSite)
    }

    @inlinable
    func addExpectation<Source: ObservableType>(
        _ source: Source,
        _ diagram: String,
        _ parsed: Marbles.Parsed<Source.Element>,
        display: [Character: Source.Element],
        namesItself: Bool,
        error: any Error,
        by areEquivalent: @escaping (Source.Element, Source.Element) -> Bool,
        in argument: DiagramArgument,
        at callSite: CallSite
    ) {
        let recorder = TestableObserver<Source.Element>(scheduler: scheduler)
        notify(
            .output, diagram, values: display, recorder: recorder, areEquivalent: areEquivalent,
            at: callSite)
        if ownedViewModel != nil { asserted.insert(ObjectIdentifier(source.asObservable())) }
        let checked = DrivenThreadRecorder(recording: recorder)
        var subscription: (any Disposable)?
        let format = self.format
        let perTick = scheduler.nanosecondsPerTick
        let isDrawn = MarbleText.isDrawn(diagram)
        if !isDrawn { hasDraft = true }
        outputs.append(
            Output(
                subscribe: { subscription = source.subscribe(checked) },
                dispose: {
                    subscription?.dispose()
                    subscription = nil
                },
                verify: { origin in
                    // An event from another thread is the failure, whatever the diagram says.
                    if let stray = checked.strayMessage(origin: origin, format: format) {
                        TestFailureReporting.report(stray, at: callSite)
                        return
                    }
                    // A match, the usual case, is found here, specialized for the element type; a
                    // mismatch's first difference is passed on, not looked for again.
                    var firstDifference: Int?
                    if isDrawn, origin == 0 {
                        let diff = EventDiff(
                            expected: parsed.events, actual: recorder.events, areEquivalent: areEquivalent)
                        guard let index = diff.firstDifference else { return }
                        firstDifference = index
                    }
                    self.verify(
                        recorder.events, diagram, parsed, display: display, namesItself: namesItself, error: error,
                        by: areEquivalent, in: argument, format: format, nanosecondsPerTick: perTick, origin: origin,
                        firstDifference: firstDifference, at: callSite)
                }))
    }

    /// Compares what an output recorded with its diagram; a mismatch fails the test at `callSite`.
    @usableFromInline
    func verify<Element>(
        _ actual: [Recorded<Event<Element>>],
        _ diagram: String,
        _ parsed: Marbles.Parsed<Element>,
        display: [Character: Element],
        namesItself: Bool,
        error: any Error,
        by areEquivalent: @escaping (Element, Element) -> Bool,
        in argument: DiagramArgument,
        format: MarbleFormat,
        nanosecondsPerTick perTick: Int64,
        origin: TestTime,
        firstDifference: Int? = nil,
        at callSite: CallSite
    ) {
        let expected =
            origin == 0 ? parsed.events : parsed.events.map { Recorded(time: $0.time + origin, value: $0.value) }
        let diff = EventDiff(expected: expected, actual: actual, areEquivalent: areEquivalent)
        // What record mode needs of the failed expectation: built only if it records.
        func failed() -> FailedExpectation<Element> {
            FailedExpectation(
                diagram: diagram, argument: argument, actual: actual, values: display, namesItself: namesItself,
                error: error, areEquivalent: areEquivalent, format: format, nanosecondsPerTick: perTick,
                origin: origin,
                endFrame: Int((MarbleText.isDrawn(diagram) ? parsed.diagram.end : latest) / format.ticksPerFrame))
        }
        if !MarbleText.isDrawn(diagram) {
            // An empty diagram is one not written yet (the generator writes them): it never
            // passes, and shows what to write.
            reportFailure(
                diff.draftMessage(
                    values: display, format: format, nanosecondsPerTick: perTick, origin: origin,
                    defaultFrames: ranDefaultLength ? Self.draftFrames : nil,
                    endFrame: Int(latest / format.ticksPerFrame)),
                of: failed(), at: callSite)
        } else if let mismatch = diff.mismatch(
            title: "Marble mismatch:", values: display, format: format, nanosecondsPerTick: perTick,
            origin: origin, endFrame: Int(parsed.diagram.end / format.ticksPerFrame), firstDifference: firstDifference)
        {
            var message = mismatch.message
            if actual.isEmpty {
                message += "\n" + Self.gotNothingHint
            }
            let picture = timeline(of: mismatch, format: format, nanosecondsPerTick: perTick, origin: origin)
            reportFailure(message, picture: picture, of: failed(), at: callSite)
        }
    }

    // MARK: Running

    @usableFromInline
    func notify<Element>(
        _ role: MarbleDeclaration<Element>.Role, _ diagram: String, values: [Character: Element]?,
        observable: TestableObservable<Element>? = nil, recorder: TestableObserver<Element>? = nil,
        areEquivalent: ((Element, Element) -> Bool)? = nil, at callSite: CallSite
    ) {
        delegate?.marbleTest(
            self,
            declared: MarbleDeclaration(
                role: role, diagram: diagram, values: values, observable: observable, recorder: recorder,
                areEquivalent: areEquivalent, callSite: callSite))
    }

    @inlinable
    func parse<Value>(
        _ diagram: String, values: [Character: Value]?, error: any Error, kind: MarbleDiagramKind, at callSite: CallSite
    ) -> Marbles.Parsed<Value>? {
        switch Marbles.events(diagram, values: values, error: error, kind: kind, format: format) {
        case .failure(let failure):
            report(failure.description, at: callSite)
            return nil
        case .success(let parsed):
            earliest = min(earliest, parsed.diagram.start)
            latest = max(latest, parsed.diagram.end)
            return parsed
        }
    }

    /// What a mismatch adds when the output got nothing at all.
    static let gotNothingHint = """
        The output got nothing. If the view model starts a Task {} of its own (on the main actor or not), its \
        work runs outside virtual time and lands after the test, if at all: start it with Observable.fromAsync \
        or Observable.createAsync, which run on the test scheduler.
        """

    @usableFromInline
    func report(_ message: String, at callSite: CallSite) {
        hasErrors = true
        TestFailureReporting.report(message, at: callSite)
    }

    /// Lets go of the declarations. Their closures refer back to the test (to report at their
    /// line), and through the outputs to what is under test: kept, they would keep the test, its
    /// scheduler and the view model alive for good.
    func end() {
        outputs = []
        feeds = []
        checks = []
        ownedViewModel = nil
        timelineInputs = []
    }

    func run(at callSite: CallSite, tracker: ResourceTracker) {
        // A malformed diagram has been reported where it was written; running the rest would
        // only add failures that follow from it.
        guard !hasErrors else { return }
        if hasDraft, latest == 0 {
            // Nothing sets the run's length: a run of zero frames would show nothing of an
            // output that emits on its own (a timer), and record the empty diagram it read.
            let draft = TestTime(Self.draftFrames).multipliedReportingOverflow(by: format.frame)
            latest = draft.overflow ? .max : draft.partialValue
            ranDefaultLength = true
        }
        let clock = scheduler.clock
        let (origin, pastZero) = clock.subtractingReportingOverflow(earliest)
        let (end, pastEnd) = origin.addingReportingOverflow(latest)
        guard !pastZero, !pastEnd else {
            report(
                """
                TestScheduler.marbles: the diagrams span \(TestScheduler.saturatingSum(latest, -earliest)) ticks from \
                the clock's \(clock), past the last tick virtual time has (\(TestTime.max)). Make the scheduler \
                with an earlier initialClock, or shorten the diagrams. The test was not run.
                """, at: callSite)
            return
        }
        // A box, emptied once the outputs are verified: what the test's declarations hold (a view
        // model made in the test's body) is let go of before the leak check.
        let outputs = OutputList(self.outputs + unassertedOutputWatches(at: callSite))
        for output in outputs.list {
            scheduler.scheduleAt(origin) { output.subscribe() }
        }
        for feed in feeds { feed(origin) }
        let scheduler = self.scheduler
        scheduler.scheduleAt(end) {
            scheduler.noteStalledTasks()
            for output in outputs.list { output.dispose() }
        }
        scheduler.runCheckingLeaks(tracker, until: end, at: callSite) {
            let batch = RecordMode.isOn(self.record) ? RecordingBatch() : nil
            self.recordingBatch = batch
            for output in outputs.list { output.verify(origin) }
            for check in checks { check(origin) }
            self.recordingBatch = nil
            batch?.flush(marblesAt: callSite)
            outputs.list = []
            self.end()
        }
        delegate?.marbleTest(self, didRunFrom: origin)
    }
}

/// The outputs of a marble test's run, shared by the actions that subscribe and dispose them and
/// emptied once they are verified.
private final class OutputList {
    var list: [MarbleTest.Output]

    init(_ list: [MarbleTest.Output]) {
        self.list = list
    }
}
