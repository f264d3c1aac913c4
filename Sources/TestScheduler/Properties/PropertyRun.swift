import IOViewModel

/// The declarations of one run of a property test: its inputs (whose diagrams the test draws at
/// random), the outputs it records and the invariants those recordings must satisfy. You get one
/// from `TestScheduler.property { run in ... }`, a fresh one (with a fresh ``scheduler``) for
/// every run.
///
/// Each input and output names itself by the Swift expression a marble test would use for it,
/// so that a failure can be printed as a marble test you paste: `run.input("viewModel.inputs.didChange(email:)",
/// values: emails, into: viewModel.inputs.didChange(email:))`.
public final class PropertyRun {
    /// The scheduler of this run; pass it to the view model's services and timers.
    public let scheduler: TestScheduler
    /// How frames map onto ticks.
    public let format: MarbleFormat

    struct Input {
        let source: String
        let symbols: [Character]
        /// `values:` for the pasted test, given the symbols the diagram uses; `nil` for an input
        /// without arguments.
        let table: (([Int]) -> String)?
        /// The value at a position of the table, as failures print values; `nil` for an input
        /// without arguments.
        let describeValue: ((Int) -> String)?
        let send: (Int) -> Void
    }

    struct Output {
        let source: String
        /// For an output of the owned view model that the property neither reads nor ignores:
        /// whether it emitted. `nil` for an output the property reads.
        var emitted: (() -> Bool)?
        let subscribe: () -> Void
        let dispose: () -> Void
        /// The recording as marks (frame, symbol) for a shared layout, whether each event fell
        /// on a frame, its `values:` table as Swift, the exact list of its events, and what each
        /// symbol used stands for, as failures print values.
        let marks:
            () -> (
                line: MarbleLayout.Line, onFrames: Bool, table: String, events: String, legend: [Character: String]
            )
    }

    struct Invariant {
        let name: String
        /// Whether the invariant holds over a run that ended at `end`.
        let verdict: (_ end: TestTime) -> Verdict
    }

    enum Verdict {
        case holds
        /// False at `time` (the first such tick), or over the whole run when `nil`.
        case breaks(at: TestTime?)
    }

    private(set) var inputs: [Input] = []
    private(set) var outputs: [Output] = []
    private(set) var invariants: [Invariant] = []
    /// The view model the property owns (`TestScheduler.property(_:...)`), until the run ends;
    /// `nil` for a property that owns none.
    var ownedViewModel: OwnedViewModel?
    /// The owned view model's outputs the property reads or ignores, by identity.
    private var asserted: Set<ObjectIdentifier> = []

    /// What this run declared, one line each (inputs with their symbols, outputs, invariants):
    /// every run of a property must declare the same.
    var declaration: [String] {
        inputs.map { "input \($0.source) (symbols \(String($0.symbols)))" }
            + outputs.map { "output \($0.source)" }
            + invariants.map { "invariant \(String(reflecting: $0.name))" }
    }
    /// Declarations that cannot be run, in words.
    private(set) var problems: [String] = []
    /// The case being run: replayed when given, else drawn input by input as they are declared.
    private(set) var currentCase: PropertyCase
    private var random: SplitMix64?
    private let defaultEvents: ClosedRange<Int>

    init(scheduler: TestScheduler, format: MarbleFormat, replaying: PropertyCase) {
        self.scheduler = scheduler
        self.format = format
        self.currentCase = replaying
        self.random = nil
        self.defaultEvents = 0...0
    }

    init(scheduler: TestScheduler, format: MarbleFormat, seed: UInt64, frames: Int, events: ClosedRange<Int>) {
        self.scheduler = scheduler
        self.format = format
        self.currentCase = PropertyCase(inputs: [], length: frames)
        self.random = SplitMix64(seed: seed)
        self.defaultEvents = events
    }

    // MARK: Inputs

    /// An input called at random frames with values drawn from `values`: `into:
    /// viewModel.inputs.didChange(email:)`.
    ///
    /// `source` is how the printed marble test spells `send` (the expression you pass as `into:`).
    /// The order of `values` is the order of simplicity: a shrunk counterexample uses the earliest
    /// value that still fails. `events` overrides, for this input, how many calls a run makes.
    public func input<Value>(
        _ source: String,
        values: KeyValuePairs<Character, Value>,
        events: ClosedRange<Int>? = nil,
        into send: @escaping (Value) -> Void
    ) {
        let table = Array(values)
        addInput(
            source, symbols: table.map(\.key), events: events,
            table: { used in SwiftLiteral.table(used.map { (table[$0].key, table[$0].value) }) },
            describeValue: { describe(table[$0].value) }, send: { send(table[$0].value) })
    }

    /// An input without arguments (`viewModel.inputs.viewDidAppear`), called at random frames;
    /// the printed diagram marks the calls with `symbol`.
    public func input(
        _ source: String,
        symbol: Character = "x",
        events: ClosedRange<Int>? = nil,
        into send: @escaping () -> Void
    ) {
        addInput(source, symbols: [symbol], events: events, table: nil, describeValue: nil, send: { _ in send() })
    }

    private func addInput(
        _ source: String, symbols: [Character], events: ClosedRange<Int>?, table: (([Int]) -> String)?,
        describeValue: ((Int) -> String)?, send: @escaping (Int) -> Void
    ) {
        let index = inputs.count
        inputs.append(
            Input(source: source, symbols: symbols, table: table, describeValue: describeValue, send: send))
        if let events, let problem = PropertyRunner.eventsProblem(events, frames: currentCase.length) {
            problems.append("\(source): events: \(problem)")
        }
        if symbols.isEmpty {
            problems.append("\(source): its `values:` table is empty, so it cannot be called")
        }
        for symbol in symbols {
            if MarbleSyntax.isReserved(symbol) {
                problems.append(
                    "\(source): \(String(reflecting: symbol)) is a mark in marble diagrams and cannot stand for a value"
                )
            } else if MarbleText.invisibleProblem(symbol) != nil {
                let invisible = symbol.unicodeScalars.filter(MarbleText.isInvisible).map(MarbleText.codePoint)
                problems.append(
                    "\(source): a symbol of its `values:` table is or holds an invisible character, \(invisible.joined(separator: " ")): use a character a reader can see"
                )
            }
        }
        if Set(symbols).count != symbols.count {
            problems.append("\(source): a symbol appears twice in its `values:` table")
        }
        guard var random else { return }
        let range = events ?? defaultEvents
        // At most one call a frame: an upper bound past the run's length means one every frame.
        let lower = min(max(0, range.lowerBound), currentCase.length)
        let upper = max(lower, min(range.upperBound, currentCase.length))
        let count = symbols.isEmpty ? 0 : random.pick(in: lower...upper)
        let drawn = PropertyCase.randomEvents(
            count: count, length: currentCase.length, valueCount: max(1, symbols.count), using: &random)
        self.random = random
        if currentCase.inputs.count == index { currentCase.inputs.append(drawn) }
    }

    // MARK: Outputs

    /// Records `source` for the invariants, subscribed at frame zero; `name` is how the printed
    /// marble test spells it, `values` the symbols it is drawn with (others get fresh letters).
    public func output<Source: ObservableConvertibleType>(
        _ name: String, _ source: Source, values: [Character: Source.Element] = [:]
    ) -> PropertyOutput<Source.Element> where Source.Element: Equatable {
        output(name, source, values: values, by: ==)
    }

    /// Records `source`, whose elements are compared with `areEquivalent` to find their symbols.
    public func output<Source: ObservableConvertibleType>(
        _ name: String, _ source: Source, values: [Character: Source.Element] = [:],
        by areEquivalent: @escaping (Source.Element, Source.Element) -> Bool
    ) -> PropertyOutput<Source.Element> {
        if ownedViewModel != nil { asserted.insert(ObjectIdentifier(source.asObservable())) }
        return PropertyOutput(recorder: addOutput(name, source.asObservable(), values: values, by: areEquivalent))
    }

    /// Tells a property that owns its view model (`TestScheduler.property(SigninViewModel()) { run, viewModel in ... }`)
    /// that it does not read `output`: whatever the output does, the run does not fail for it.
    ///
    /// `output` must be one of the owned view model's outputs; in a property that owns no view
    /// model, or for anything else, the property cannot run, and says so.
    public func ignore<Source: ObservableConvertibleType>(_ output: Source) {
        guard let ownedViewModel else {
            problems.append(
                "run.ignore: this property owns no view model, so it checks only the outputs it reads: there is nothing to ignore. Hand the view model to the property, TestScheduler.property(MyViewModel()) { run, viewModel in ... }, to check every output"
            )
            return
        }
        let identity = ObjectIdentifier(output.asObservable())
        guard ownedViewModel.outputs.contains(where: { $0.identity == identity }) else {
            let names = ownedViewModel.outputs.map(\.name).joined(separator: ", ")
            problems.append(
                "run.ignore: this is not one of the outputs of the view model the property owns (\(names)): only an output found in the view model can be ignored"
            )
            return
        }
        asserted.insert(identity)
    }

    /// Watches every output of the owned view model that the property neither reads nor ignores:
    /// one that emits fails the run. Called once the body has declared the run.
    func watchUnassertedOutputs() {
        guard let ownedViewModel else { return }
        for output in ownedViewModel.outputs where !asserted.contains(output.identity) {
            output.watchInRun(self)
        }
    }

    /// Watches `source`, the owned view model's output `name`, which the property does not read.
    func watchUnasserted<Element>(_ source: Observable<Element>, named name: String) {
        let isSignal = Element.self == Void.self
        var values: [Character: Element] = [:]
        if isSignal, let unit = () as? Element { values["x"] = unit }
        let areEquivalent: (Element, Element) -> Bool =
            isSignal ? { _, _ in true } : { UnassertedOutput<Element>.sameValue($0, $1) }
        let recorder = addOutput("viewModel.outputs.\(name)", source, values: values, by: areEquivalent)
        outputs[outputs.count - 1].emitted = { !recorder.events.isEmpty }
    }

    /// The names of the owned view model's outputs that emitted though the property neither reads
    /// nor ignores them.
    var unassertedOutputsThatEmitted: [String] {
        outputs.filter { $0.emitted?() == true }.map(\.source)
    }

    /// Records `source`, subscribed at frame zero, as an output named `name`.
    private func addOutput<Element>(
        _ name: String, _ source: Observable<Element>, values: [Character: Element],
        by areEquivalent: @escaping (Element, Element) -> Bool
    ) -> TestableObserver<Element> {
        let recorder = TestableObserver<Element>(scheduler: scheduler)
        var subscription: (any Disposable)?
        let format = self.format
        outputs.append(
            Output(
                source: name,
                subscribe: { subscription = source.subscribe(recorder) },
                dispose: {
                    subscription?.dispose()
                    subscription = nil
                },
                marks: {
                    var symbols = SymbolTable(values: values, equal: areEquivalent)
                    var used: [(symbol: Character, value: Element)] = []
                    let drawn = marks(recorder.events, format: format) { value in
                        let symbol = symbols.symbol(for: value)
                        if !used.contains(where: { $0.symbol == symbol }) { used.append((symbol, value)) }
                        return symbol
                    }
                    let events = recorder.events.map { "\(describe($0.value)) @ \($0.time)" }.joined(separator: ", ")
                    var legend: [Character: String] = [:]
                    for entry in used { legend[entry.symbol] = describe(entry.value) }
                    return (drawn.line, drawn.exact, SwiftLiteral.table(used), events, legend)
                }))
        return recorder
    }

    // MARK: Invariants

    /// An invariant that must hold at every tick of the run, once every event of that tick has
    /// happened: `run.always("...") { time in enabled.latest(at: time) == ... }`.
    public func always(_ name: String, _ holds: @escaping (TestTime) -> Bool) {
        invariants.append(
            Invariant(name: name) { end in
                var time: TestTime = 0
                while time < end {
                    if !holds(time) { return .breaks(at: time) }
                    time += 1
                }
                return .holds
            })
    }

    /// An invariant of the whole run, checked once it has ended: `run.check("...") { ... }`.
    public func check(_ name: String, _ holds: @escaping () -> Bool) {
        invariants.append(Invariant(name: name) { _ in holds() ? .holds : .breaks(at: nil) })
    }
}
