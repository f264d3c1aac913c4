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
        let seed = seed ?? UInt64.random(in: .min ... .max)
        let runner = PropertyRunner(
            frames: max(1, frames), events: events, resolution: resolution,
            format: MarbleFormat(frame: frame, resolution: resolution))
        var seeds = SplitMix64(seed: seed)
        for number in 1...max(1, runs) {
            let first = try runner.run(body, seed: seeds.next())
            if let problems = first.problems {
                TestFailureReporting.report(problems, at: callSite)
                return nil
            }
            guard let failure = first.failure else { continue }
            switch try runner.shrink(body, failing: first.testCase, failure: failure, seed: seed, run: number) {
            case .refused(let problems):
                TestFailureReporting.report(problems, at: callSite)
                return nil
            case .found(let counterexample):
                TestFailureReporting.report(counterexample.description, at: callSite)
                return counterexample
            }
        }
        return nil
    }
}

/// Runs the cases of one property test and shrinks a failing one.
struct PropertyRunner {
    let frames: Int
    let events: ClosedRange<Int>
    let resolution: Double
    let format: MarbleFormat
    /// How many smaller cases the shrinker may try in all.
    static let shrinkBudget = 2_000

    /// What went wrong in a run.
    enum Failure: Equatable {
        case invariant(name: String, time: TestTime?)
        case leak(String)
        case unhandledError(String)
    }

    struct Outcome {
        var testCase: PropertyCase
        var failure: Failure?
        /// Declarations that cannot run, in words; the property stops.
        var problems: String?
        var picture: PropertyCounterexample.Picture?
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
        try body(declared)
        let testCase = declared.currentCase
        var outcome = Outcome(testCase: testCase)
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
        let callSite = CallSite()
        Hooks.withUnhandledErrorHandler(
            { unhandled.append(TestFailure(message: "\($0)", callSite: callSite)) },
            operation: { _ = scheduler.runLoop(until: end, tracker: tracker, at: callSite) })

        for invariant in declared.invariants {
            if case .breaks(let time) = invariant.verdict(end) {
                outcome.failure = .invariant(name: invariant.name, time: time)
                break
            }
        }
        if outcome.failure == nil, let error = unhandled.failures.first {
            outcome.failure = .unhandledError(error.message)
        }
        if draw { outcome.picture = picture(of: declared, testCase) }
        return outcome
    }

    /// What shrinking ends with: the smallest failing case, or the reasons a replay could not run.
    enum Shrunk {
        case found(PropertyCounterexample)
        case refused(String)
    }

    func shrink(
        _ body: (PropertyRun) throws -> Void, failing: PropertyCase, failure: Failure, seed: UInt64, run: Int
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
        let final = try replay(body, smallest, draw: true)
        guard let picture = final.picture else { return .refused(final.problems ?? "The property cannot run.") }
        return .found(
            PropertyCounterexample(
                seed: seed, run: run, failure: final.failure ?? smallestFailure, shrinkSteps: steps,
                originalEvents: failing.eventCount, frame: format.frame, picture: picture))
    }

    private func picture(of run: PropertyRun, _ testCase: PropertyCase) -> PropertyCounterexample.Picture {
        let inputDiagrams = run.inputs.indices.map { testCase.diagram(input: $0, symbols: run.inputs[$0].symbols) }
        let outputDrawings = run.outputs.map { $0.draw(testCase.length) }
        let width = (inputDiagrams.map(\.count) + outputDrawings.map(\.diagram.count)).max() ?? 0
        func padded(_ diagram: String) -> String {
            diagram + String(repeating: "-", count: width - diagram.count)
        }
        var rows: [(prefix: String, diagram: String, suffix: String)] = []
        // An input never called is left out of the test: it does nothing.
        for (index, input) in run.inputs.enumerated() where !testCase.inputs[index].isEmpty {
            let used = Array(Set(testCase.inputs[index].map(\.value))).sorted()
            let values = input.table.map { ", values: " + $0(used) } ?? ""
            rows.append(("test.input(", padded(inputDiagrams[index]), "\(values), into: \(input.source))"))
        }
        var notes: [Int: String] = [:]
        for (output, drawing) in zip(run.outputs, outputDrawings) {
            rows.append(("test.expect(\(output.source), ", padded(drawing.diagram), ", values: \(drawing.table))"))
            if let exact = drawing.exactEvents {
                notes[rows.count - 1] = "// drawn approximately (an event falls inside a group); it came as: \(exact)"
            }
        }
        let indent = rows.map(\.prefix.count).max() ?? 0
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            lines.append(
                row.prefix + String(repeating: " ", count: indent - row.prefix.count) + "\"\(row.diagram)\""
                    + row.suffix)
            if let note = notes[index] { lines.append(note) }
        }
        let header =
            format.frame == 1 ? "scheduler.marbles { test in" : "scheduler.marbles(frame: \(format.frame)) { test in"
        return PropertyCounterexample.Picture(
            inputs: inputDiagrams.map(padded), outputs: outputDrawings.map { padded($0.diagram) }, header: header,
            lines: lines, diagramColumn: indent + 1)
    }
}
