import IOViewModel

extension TestScheduler {
    /// Runs a property test: a view model driven by random input diagrams, its outputs checked
    /// against invariants on every run.
    ///
    /// ```swift
    /// TestScheduler.property { run in
    ///     let viewModel = SigninViewModel()
    ///     run.input("viewModel.inputs.didChange(email:)", values: emails, into: viewModel.inputs.didChange(email:))
    ///     let status = run.output("viewModel.outputs.isEmailValid", viewModel.outputs.isEmailValid, values: status)
    ///     let message = run.output("viewModel.outputs.emailNotValidErr", viewModel.outputs.emailNotValidErr)
    ///     run.always("the message is empty exactly when the email is valid") { time in
    ///         message.latest(at: time)?.isEmpty == status.latest(at: time).map { $0 == .valid }
    ///     }
    /// }
    /// ```
    ///
    /// `body` is called once per run, on a fresh ``PropertyRun`` with a fresh scheduler: it builds
    /// the view model and declares the inputs, outputs and invariants. Each input gets a diagram
    /// `frames` frames long with a number of calls drawn from `events`, on distinct frames, with
    /// values drawn from its table. The harness subscribes the outputs at frame zero, calls the
    /// inputs at their frames (inputs declared first go first within a frame), disposes the
    /// outputs at the end, checks the invariants, then releases everything `body` built and
    /// checks that no subscription made during the run is left.
    ///
    /// When a run fails, the harness shrinks its diagrams to a smallest failing case (fewer
    /// calls, earlier frames, values earlier in their tables, a shorter run) and reports it at
    /// this call as a marble test you can paste, the outputs drawn as they came, with the
    /// `seed` that replays the same runs: pass it back as `seed:`. The same `seed` always draws the
    /// same diagrams; without one, a new one is drawn at random.
    ///
    /// Every run must declare the same inputs (with the same symbols), outputs and
    /// invariants, in the same order; subscriptions that `body` makes are charged to the run, so
    /// one still live once the run is released is a leak. Arguments that cannot describe a run
    /// fail the test at this call, and nothing runs: `runs` under 1, `frames` under 1, `frame`
    /// under one tick, a `resolution` no tick can have (see ``TestScheduler/init(initialClock:resolution:simulateProcessingDelay:maxActionsPerInstant:maxActionsPerRun:fileID:filePath:line:column:)``),
    /// `events` with a negative bound or asking for more calls than the run has frames (an input
    /// is called at most once a frame; an upper bound past `frames` means "up to one a frame"),
    /// and a run longer than ``maxPropertyRunTicks`` ticks (`frames × frame`: every invariant is
    /// checked at each of them).
    ///
    /// - Returns: The shrunk counterexample, or `nil` when every run passed.
    @discardableResult
    public static func property(
        runs: Int = 100,
        seed: UInt64? = nil,
        frames: Int = 12,
        events: ClosedRange<Int> = 0...4,
        resolution: Double = 1.0,
        frame: TestTime = 1,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (PropertyRun) throws -> Void
    ) rethrows -> PropertyCounterexample? {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let problems = PropertyRunner.problems(
            runs: runs, frames: frames, events: events, resolution: resolution, frame: frame)
        guard problems.isEmpty else {
            TestFailureReporting.report(
                (["The property cannot run:"] + problems.map { "  " + $0 }).joined(separator: "\n"), at: callSite)
            return nil
        }
        let seed = seed ?? UInt64.random(in: .min ... .max)
        let runner = PropertyRunner(
            frames: frames, events: events, resolution: resolution,
            format: MarbleFormat(frame: frame, resolution: resolution), callSite: callSite)
        var seeds = SplitMix64(seed: seed)
        var firstDeclaration: [String]?
        for number in 1...runs {
            let first = try runner.run(body, seed: seeds.next())
            if let problems = first.problems {
                TestFailureReporting.report(problems, at: callSite)
                return nil
            }
            if let expected = firstDeclaration, let difference = PropertyRunner.difference(expected, first.declaration)
            {
                TestFailureReporting.report(
                    "The property cannot run:\n  run \(number) declared otherwise than run 1: \(difference); declare the same inputs (with the same symbols), outputs and invariants, in the same order, every run",
                    at: callSite)
                return nil
            }
            firstDeclaration = firstDeclaration ?? first.declaration
            guard let failure = first.failure else { continue }
            switch try runner.shrink(
                body, failing: first.testCase, failure: failure, seed: seed, run: number,
                declaration: first.declaration)
            {
            case .refused(let problems):
                TestFailureReporting.report(problems, at: callSite)
                return nil
            case .found(let counterexample):
                TestFailureReporting.report(counterexample.description, picture: counterexample.timeline, at: callSite)
                return counterexample
            }
        }
        return nil
    }

    /// Runs an exhaustive property test of a view model the property owns: every output of the
    /// view model that does anything during a run must be read (``PropertyRun/output(_:_:values:)``)
    /// or ignored (``PropertyRun/ignore(_:)``), and the view model must be released when the run
    /// lets go of it.
    ///
    /// ```swift
    /// TestScheduler.property(SigninViewModel()) { run, viewModel in
    ///     run.input("viewModel.inputs.didChange(email:)", values: emails, into: viewModel.inputs.didChange(email:))
    ///     let status = run.output("viewModel.outputs.isEmailValid", viewModel.outputs.isEmailValid)
    ///     let message = run.output("viewModel.outputs.emailNotValidErr", viewModel.outputs.emailNotValidErr)
    ///     run.ignore(viewModel.outputs.isSigninEnabled)
    ///     run.always("the message is empty exactly when the email is valid") { time in
    ///         message.latest(at: time)?.isEmpty == status.latest(at: time).map { $0 == .valid }
    ///     }
    /// }
    /// ```
    ///
    /// The harness makes a view model with `makeViewModel` for every run (the shrinker's
    /// included), inside the run's tracked scope, and finds its outputs by reflection as
    /// ``TestScheduler/marbles(_:frame:record:fileID:filePath:line:column:_:)`` does. Each output
    /// the run neither reads nor ignores is subscribed at frame zero with the others; one that
    /// emits fails the run, which is shrunk and printed as any failing run is, that output drawn
    /// in the printed test with what it did. When the run ends, the harness lets go of the view
    /// model before the leak check; one still alive then fails the run. The view model is made
    /// with the run's scheduler standing in for the main one
    /// (`MainScheduler.withMainScheduler(_:operation:)`), so the `Driver` and `Signal` outputs it
    /// makes deliver in virtual time, as in an owned marble test.
    ///
    /// The rest is ``property(runs:seed:frames:events:resolution:frame:fileID:filePath:line:column:_:)``'s.
    @discardableResult
    public static func property<ViewModel: AnyObject>(
        _ makeViewModel: @autoclosure () throws -> ViewModel,
        runs: Int = 100,
        seed: UInt64? = nil,
        frames: Int = 12,
        events: ClosedRange<Int> = 0...4,
        resolution: Double = 1.0,
        frame: TestTime = 1,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (PropertyRun, ViewModel) throws -> Void
    ) rethrows -> PropertyCounterexample? {
        try property(
            { _ in try makeViewModel() }, runs: runs, seed: seed, frames: frames, events: events,
            resolution: resolution, frame: frame, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Runs an exhaustive property test, as the form that takes the view model does, of a view
    /// model made from the run's scheduler (for its services and timers):
    /// `TestScheduler.property({ SearchViewModel(scheduler: $0) }) { run, viewModel in ... }`.
    @discardableResult
    public static func property<ViewModel: AnyObject>(
        _ makeViewModel: (TestScheduler) throws -> ViewModel,
        runs: Int = 100,
        seed: UInt64? = nil,
        frames: Int = 12,
        events: ClosedRange<Int> = 0...4,
        resolution: Double = 1.0,
        frame: TestTime = 1,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (PropertyRun, ViewModel) throws -> Void
    ) rethrows -> PropertyCounterexample? {
        try property(
            runs: runs, seed: seed, frames: frames, events: events, resolution: resolution, frame: frame,
            fileID: fileID, filePath: filePath, line: line, column: column
        ) { run in
            // Drivers and signals made in `init` deliver on the run's scheduler, in virtual time.
            let viewModel = try MainScheduler.withMainScheduler(run.scheduler) { try makeViewModel(run.scheduler) }
            run.ownedViewModel = OwnedViewModel(viewModel)
            try body(run, viewModel)
        }
    }

    /// The longest run a property test may have, in ticks (`frames × frame`): its invariants are
    /// checked at every tick, on every run.
    public static let maxPropertyRunTicks: TestTime = 1_000_000
}

/// Runs the cases of one property test and shrinks a failing one.
struct PropertyRunner {
    let frames: Int
    let events: ClosedRange<Int>
    let resolution: Double
    let format: MarbleFormat
    /// The `property` call: where a run that never ends is reported.
    var callSite = CallSite()
    /// How many smaller cases the shrinker may try in all.
    static let shrinkBudget = 2_000
    /// How many times a counterexample is run again as its drawing says, at most.
    static let settleLimit = 8

    /// What went wrong in a run.
    enum Failure: Equatable {
        case invariant(name: String, time: TestTime?)
        case leak(String)
        case unhandledError(String)
        /// Outputs of the owned view model that emitted, the property neither reading nor
        /// ignoring them: how the printed test names them.
        case unasserted([String])
        /// The owned view model, of this type, outlived its run.
        case stillAlive(String)
    }

    struct Outcome {
        var testCase: PropertyCase
        var failure: Failure?
        /// Declarations that cannot run, in words; the property stops.
        var problems: String?
        var picture: PropertyCounterexample.Picture?
        /// What the run declared, one line each, to compare runs with.
        var declaration: [String] = []
        /// The view model the run owned, once the run let go of it.
        var released: ReleasedViewModel?
    }

    /// What is wrong with a property's arguments, one sentence each; empty when it can run.
    static func problems(
        runs: Int, frames: Int, events: ClosedRange<Int>, resolution: Double, frame: TestTime
    ) -> [String] {
        var problems: [String] = []
        if runs < 1 { problems.append("runs: \(runs) would check nothing: a property makes at least 1 run") }
        if frames < 1 { problems.append("frames: \(frames) is not a run: a run lasts at least 1 frame") }
        if let problem = MarbleFormat.frameProblem(frame, in: "frame") { problems.append(problem) }
        if TestScheduler.nanoseconds(perTick: resolution) == nil {
            problems.append(
                "resolution: \(resolution) is not a length a tick can have: from 0.000000001 (a nanosecond) to a century (3155760000) seconds"
            )
        }
        if frames >= 1, frame >= 1 {
            let (ticks, overflow) = TestTime(frames).multipliedReportingOverflow(by: frame)
            if overflow || ticks > TestScheduler.maxPropertyRunTicks {
                problems.append(
                    "frames: \(frames) of \(frame) ticks make a run longer than \(TestScheduler.maxPropertyRunTicks) ticks, the most a property run may last (its invariants are checked at every tick)"
                )
            }
        }
        if let problem = eventsProblem(events, frames: frames) { problems.append("events: " + problem) }
        return problems
    }

    /// What is wrong with `events` as the number of calls in a run of `frames` frames, or `nil`.
    static func eventsProblem(_ events: ClosedRange<Int>, frames: Int) -> String? {
        if events.lowerBound < 0 {
            return "\(events) counts calls, which cannot be negative"
        }
        if frames >= 1, events.lowerBound > frames {
            return
                "\(events) asks for at least \(events.lowerBound) calls in a run of \(frames) frames, where an input is called at most once a frame"
        }
        return nil
    }

    /// The first difference between two runs' declarations, in words, or `nil` when they agree.
    static func difference(_ expected: [String], _ actual: [String]) -> String? {
        for (index, line) in actual.enumerated() where index >= expected.count || expected[index] != line {
            return index < expected.count
                ? "\(line) where run 1 declared \(expected[index])" : "\(line), which run 1 did not declare"
        }
        if expected.count > actual.count { return "no \(expected[actual.count]), which run 1 declared" }
        return nil
    }

    func run(_ body: (PropertyRun) throws -> Void, seed: UInt64) rethrows -> Outcome {
        try execute(body, draw: false) { scheduler in
            PropertyRun(scheduler: scheduler, format: format, seed: seed, frames: frames, events: events)
        }
    }

    func replay(_ body: (PropertyRun) throws -> Void, _ testCase: PropertyCase, draw: Bool) rethrows -> Outcome {
        try execute(body, draw: draw) { scheduler in
            PropertyRun(scheduler: scheduler, format: format, replaying: testCase)
        }
    }

    /// Runs one case, then checks for leaks once the run (and everything `body` built, which only
    /// the run holds) is gone.
    private func execute(
        _ body: (PropertyRun) throws -> Void, draw: Bool, _ make: (TestScheduler) -> PropertyRun
    ) rethrows -> Outcome {
        let scheduler = TestScheduler(resolution: resolution)
        let tracker = ResourceTracker(name: "TestScheduler.property")
        var outcome = try perform(body, make(scheduler), scheduler: scheduler, tracker: tracker, draw: draw)
        // The run, which alone held the view model it owned, is gone.
        if outcome.problems == nil, outcome.failure == nil, let released = outcome.released, released.object != nil {
            outcome.failure = .stillAlive(released.typeName)
        }
        if outcome.problems == nil, outcome.failure == nil {
            let leaks = scheduler.leakReport(tracker: tracker, since: 0)
            if !leaks.isEmpty { outcome.failure = .leak(leaks.description) }
        }
        return outcome
    }

    private func perform(
        _ body: (PropertyRun) throws -> Void, _ declared: PropertyRun, scheduler: TestScheduler,
        tracker: ResourceTracker, draw: Bool
    ) rethrows -> Outcome {
        try tracker.track { try body(declared) }
        declared.watchUnassertedOutputs()
        let testCase = declared.currentCase
        var outcome = Outcome(testCase: testCase, declaration: declared.declaration)
        outcome.released = declared.ownedViewModel.map { ReleasedViewModel($0.viewModel) }
        if !declared.problems.isEmpty || testCase.inputs.count != declared.inputs.count {
            var lines = ["The property cannot run:"]
            lines += declared.problems.map { "  " + $0 }
            if testCase.inputs.count != declared.inputs.count {
                lines.append(
                    "  it declared \(declared.inputs.count) inputs on one run and \(testCase.inputs.count) on another: declare the same inputs, in the same order, every run"
                )
            }
            outcome.problems = lines.joined(separator: "\n")
            return outcome
        }

        let end = TestTime(testCase.length) * format.frame
        for output in declared.outputs {
            scheduler.scheduleAt(0) { output.subscribe() }
        }
        for (input, events) in zip(declared.inputs, testCase.inputs) {
            for event in events {
                let value = event.value
                scheduler.scheduleAt(TestTime(event.frame) * format.frame) { input.send(value) }
            }
        }
        let outputs = declared.outputs
        scheduler.scheduleAt(end) {
            for output in outputs { output.dispose() }
        }
        let unhandled = FailureCollector()
        Hooks.withUnhandledErrorHandler(
            { unhandled.append(TestFailure(message: "\($0)", callSite: callSite)) },
            operation: { _ = scheduler.runLoop(until: end, tracker: tracker, at: callSite) })

        for invariant in declared.invariants {
            if case .breaks(let time) = invariant.verdict(end) {
                outcome.failure = .invariant(name: invariant.name, time: time)
                break
            }
        }
        if outcome.failure == nil, case let emitted = declared.unassertedOutputsThatEmitted, !emitted.isEmpty {
            outcome.failure = .unasserted(emitted)
        }
        if outcome.failure == nil, let error = unhandled.failures.first {
            outcome.failure = .unhandledError(error.message)
        }
        if draw { outcome.picture = picture(of: declared, testCase, nanosecondsPerTick: scheduler.nanosecondsPerTick) }
        return outcome
    }

    /// What shrinking ends with: the smallest failing case, or the reasons a replay could not run.
    enum Shrunk {
        case found(PropertyCounterexample)
        case refused(String)
    }

    func shrink(
        _ body: (PropertyRun) throws -> Void, failing: PropertyCase, failure: Failure, seed: UInt64, run: Int,
        declaration expectedDeclaration: [String]
    ) rethrows -> Shrunk {
        var smallest = failing
        var smallestFailure = failure
        var steps = 0
        var attempts = 0
        search: while attempts < Self.shrinkBudget {
            for candidate in PropertyShrinker.candidates(of: smallest, lowestLength: 1) {
                attempts += 1
                let outcome = try replay(body, candidate, draw: false)
                if let problems = outcome.problems { return .refused(problems) }
                if let difference = Self.difference(expectedDeclaration, outcome.declaration) {
                    return .refused(
                        "The property cannot run:\n  a run declared otherwise than the first: \(difference); declare the same inputs (with the same symbols), outputs and invariants, in the same order, every run"
                    )
                }
                if let failure = outcome.failure {
                    smallest = candidate
                    smallestFailure = failure
                    steps += 1
                    continue search
                }
                if attempts >= Self.shrinkBudget { break search }
            }
            break
        }
        var final = try replay(body, smallest, draw: true)
        // A group of events lasts as many frames as it has characters: drawn, a case can say later
        // calls and a longer run than it had. Run what the drawing says until the two agree, so
        // that the printed test, pasted, is the case that failed.
        var settled = 0
        while settled < Self.settleLimit, let stretched = final.picture?.stretched, stretched != final.testCase {
            let next = try replay(body, stretched, draw: true)
            guard next.problems == nil, next.failure != nil else { break }
            final = next
            settled += 1
        }
        guard let picture = final.picture else { return .refused(final.problems ?? "The property cannot run.") }
        return .found(
            PropertyCounterexample(
                seed: seed, run: run, failure: final.failure ?? smallestFailure, shrinkSteps: steps,
                originalEvents: failing.eventCount, frame: format.frame, picture: picture))
    }

    private func picture(
        of run: PropertyRun, _ testCase: PropertyCase, nanosecondsPerTick: Int64
    ) -> PropertyCounterexample.Picture {
        let inputMarks: [MarbleLayout.Line] = run.inputs.indices.map { index in
            testCase.inputs[index].map { (frame: $0.frame, symbol: run.inputs[index].symbols[$0.value]) }
        }
        // An output the property does not read is drawn only when it did something.
        let shownOutputs = run.outputs.filter { $0.emitted?() ?? true }
        let outputMarks = shownOutputs.map { $0.marks() }
        // One layout for every line: a group widens its frame on all of them alike.
        let layout = MarbleLayout(
            lines: inputMarks + outputMarks.map(\.line), format: format, nanosecondsPerTick: nanosecondsPerTick,
            startFrame: 0, endFrame: testCase.length, shared: true)
        let inputDiagrams = Array(layout.lines[..<inputMarks.count])
        let outputDiagrams = Array(layout.lines[inputMarks.count...])

        // The drawing parsed back: the calls and events it says, and how long a pasted test runs.
        var isFaithful = layout.isExact && outputMarks.allSatisfy(\.onFrames)
        var parsedInputs: [[PropertyCase.Event]] = []
        var pastedFrames = 0
        for (index, diagram) in layout.lines.enumerated() {
            let original = index < inputMarks.count ? inputMarks[index] : outputMarks[index - inputMarks.count].line
            guard
                case .success(let parsed) = MarbleParser.parse(
                    diagram, kind: .cold, format: format, isValueKey: { _ in true })
            else {
                isFaithful = false
                if index < inputMarks.count { parsedInputs.append(testCase.inputs[index]) }
                continue
            }
            pastedFrames = max(pastedFrames, Int(parsed.end / format.frame))
            let back = parsed.tokens.map { token -> (frame: Int, symbol: Character) in
                let symbol: Character
                switch token.mark {
                case .value(let char): symbol = char
                case .completed: symbol = "|"
                default: symbol = "#"
                }
                return (Int(token.time / format.frame), symbol)
            }
            if back.map(\.frame) != original.map(\.frame) || back.map(\.symbol) != original.map(\.symbol) {
                isFaithful = false
            }
            if index < inputMarks.count {
                parsedInputs.append(
                    back.compactMap { mark in
                        run.inputs[index].symbols.firstIndex(of: mark.symbol).map {
                            PropertyCase.Event(frame: mark.frame, value: $0)
                        }
                    })
            }
        }
        if pastedFrames != testCase.length { isFaithful = false }

        var rows: [(prefix: String, diagram: String, suffix: String)] = []
        // An input never called is left out of the test: it does nothing.
        for (index, input) in run.inputs.enumerated() where !testCase.inputs[index].isEmpty {
            let used = Array(Set(testCase.inputs[index].map(\.value))).sorted()
            let values = input.table.map { ", values: " + $0(used) } ?? ""
            rows.append(("test.input(", inputDiagrams[index], "\(values), into: \(input.source))"))
        }
        for (output, (marks, diagram)) in zip(shownOutputs, zip(outputMarks, outputDiagrams)) {
            rows.append(("test.expect(\(output.source), ", diagram, ", values: \(marks.table))"))
        }
        let indent = rows.map(\.prefix.count).max() ?? 0
        var lines: [String] = []
        for row in rows {
            lines.append(
                row.prefix + String(repeating: " ", count: indent - row.prefix.count) + "\"\(row.diagram)\""
                    + row.suffix)
        }
        if !isFaithful {
            lines.append(
                "// Not exact: these diagrams, parsed, are not the run that failed (a group lasts as many frames as it")
            lines.append(
                "// has characters, which moves what follows it). The run lasted \(testCase.length) frames; its outputs:"
            )
            for (output, marks) in zip(shownOutputs, outputMarks) {
                lines.append("//   \(output.source): \(marks.events.isEmpty ? "nothing" : marks.events)")
            }
        }
        // The timeline a failure attaches: the inputs called, then the outputs as they came.
        var lanes: [MarblePicture.Lane] = []
        for (index, input) in run.inputs.enumerated() where !testCase.inputs[index].isEmpty {
            let marks = testCase.inputs[index].map {
                MarblePicture.Mark(frame: $0.frame, event: .value(input.symbols[$0.value]))
            }
            let legend = MarblePicture.legend(for: marks) { symbol in
                guard let describeValue = input.describeValue, let position = input.symbols.firstIndex(of: symbol)
                else { return nil }
                return MarblePicture.shortened(describeValue(position))
            }
            lanes.append(
                MarblePicture.Lane(
                    label: MarblePicture.shortened(input.source), kind: .input, marks: marks, legend: legend))
        }
        for (output, drawn) in zip(shownOutputs, outputMarks) {
            let marks = drawn.line.map { MarblePicture.Mark(frame: $0.frame, symbol: $0.symbol) }
            let legend = MarblePicture.legend(for: marks) { drawn.legend[$0].map { MarblePicture.shortened($0) } }
            lanes.append(
                MarblePicture.Lane(
                    label: MarblePicture.shortened(output.source), kind: .output, marks: marks, legend: legend))
        }
        var timeline = MarblePicture(
            title: "", caption: nil, startFrame: 0,
            endFrame: max(testCase.length, lanes.flatMap(\.marks).map(\.frame).max() ?? 0),
            nanosecondsPerFrame: MarblePicture.nanoseconds(
                ofFrame: format.frame, nanosecondsPerTick: nanosecondsPerTick),
            lanes: lanes)
        timeline.ticksPerFrame = format.ticksPerFrame

        // A run that owned its view model prints an exhaustive test that owns one too, made by the
        // type's initializer without arguments: the harness cannot see how the property made it.
        let header: String
        if let owned = run.ownedViewModel {
            let made = "\(type(of: owned.viewModel))()"
            header =
                format.frame == 1
                ? "scheduler.marbles(\(made)) { test, viewModel in"
                : "scheduler.marbles(\(made), frame: \(format.frame)) { test, viewModel in"
        } else {
            header =
                format.frame == 1
                ? "scheduler.marbles { test in" : "scheduler.marbles(frame: \(format.frame)) { test in"
        }
        // Without time progressions (which need spaces) every character of a diagram is a frame.
        let first = layout.lines.first ?? ""
        let columns = layout.columns
        let frameColumn: (Int) -> Int =
            first.contains(" ") ? { columns[$0] ?? $0 } : { $0 }
        return PropertyCounterexample.Picture(
            inputs: inputDiagrams, outputs: outputDiagrams, header: header, lines: lines, diagramColumn: indent + 1,
            frameColumn: frameColumn, isFaithful: isFaithful,
            stretched: isFaithful ? nil : PropertyCase(inputs: parsedInputs, length: max(1, pastedFrames)),
            timeline: timeline)
    }
}
