import IOViewModel

/// An expectation whose output did not match its diagram, with what record mode needs to draw
/// the output as the diagram that would have matched.
struct FailedExpectation<Value> {
    /// The diagram the test ran with.
    var diagram: String
    /// Which argument of which call wrote it.
    var argument: DiagramArgument
    /// What the output did, at absolute times.
    var actual: [Recorded<Event<Value>>]
    /// The `values:` table.
    var values: [Character: Value]
    /// Whether the diagram had no `values:` table, each value being its own character as a
    /// `String`.
    var namesItself: Bool
    /// What `#` stands for.
    var error: any Error
    var areEquivalent: (Value, Value) -> Bool
    var format: MarbleFormat
    var nanosecondsPerTick: Int64
    /// The time of frame zero.
    var origin: TestTime
    /// The frame the drawing reaches at least: the old diagram's end, or for a diagram not
    /// written yet, the run's.
    var endFrame: Int

    /// What record mode writes: the diagram, and the entries to add to `values:` for the values
    /// it had no key for.
    struct Drawing {
        var diagram: String
        var addedValues: String?
    }

    /// The output as a diagram that parses back, with the same `values:` (plus any entries it
    /// adds) and `error:`, to exactly what it did; the old diagram's leading spaces (alignment)
    /// are kept.
    func drawn() -> Result<Drawing, RecordRefusal> {
        var table = values
        if namesItself {
            for record in actual {
                if case .next(let value) = record.value, let string = value as? String, string.count == 1,
                    let char = string.first, !MarbleSyntax.isReserved(char)
                {
                    table[char] = value
                }
            }
        }
        var symbols = SymbolTable(values: table, equal: areEquivalent)
        var line = marks(actual, format: format, origin: origin) { symbols.symbol(for: $0) }
        var addedValues: String?
        if !symbols.fresh.isEmpty {
            let unnamed = symbols.fresh.map(\.value)
            // A `values:` literal can take new keys; a diagram that names itself has none.
            guard !namesItself else { return .failure(.unnamedStrings(unnamed.map { describe($0) })) }
            guard argument == .expect else { return .failure(.unnamedValues(unnamed.map { describe($0) })) }
            let addition: ValuesTableAddition<Value>
            switch ValuesTableAddition.make(for: unnamed, existing: table) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let made): addition = made
            }
            for entry in addition.entries { table[entry.key] = entry.value }
            symbols = SymbolTable(values: table, equal: areEquivalent)
            line = marks(actual, format: format, origin: origin) { symbols.symbol(for: $0) }
            guard symbols.fresh.isEmpty else { return .failure(.unnamedValues(unnamed.map { describe($0) })) }
            addedValues = addition.source
        }
        let layout = MarbleLayout(
            lines: [line.line], format: format, nanosecondsPerTick: nanosecondsPerTick, startFrame: 0,
            endFrame: endFrame)
        guard line.exact, layout.isExact, line.line.allSatisfy({ $0.frame >= 0 }) else { return .failure(.inexact) }
        let drawing = String(diagram.prefix { $0 == " " }) + layout.lines[0]
        guard drawing != diagram else { return .failure(.unchanged) }
        guard
            case .success(let parsed) = Marbles.events(
                drawing, values: table, error: error, kind: .cold, format: format)
        else { return .failure(.wouldNotMatch(drawing)) }
        let shifted = parsed.events.map { Recorded(time: $0.time + origin, value: $0.value) }
        guard EventDiff(expected: shifted, actual: actual, areEquivalent: areEquivalent).firstDifference == nil else {
            return .failure(.wouldNotMatch(drawing))
        }
        return .success(Drawing(diagram: drawing, addedValues: addedValues))
    }
}
