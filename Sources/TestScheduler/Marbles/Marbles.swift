import IOViewModel

/// Marble diagrams: parse RxJS's syntax into timed events, and draw events back as a diagram.
///
/// | Mark | Meaning |
/// | --- | --- |
/// | `-` | one frame of time |
/// | ` ` | nothing: spaces align diagrams |
/// | `a`, `1` | a value at this frame, looked up in `values` |
/// | `(ab)` | several events in one frame; the group lasts as many frames as it has characters |
/// | `\|` | completion |
/// | `#` | an error (the `error:` argument) |
/// | `^` | hot diagrams: the subscription point, frame zero |
/// | `10ms`, `1s`, `2m` | time passing, with a space on each side |
/// | `!` | subscription diagrams: the unsubscription point |
///
/// ```swift
/// let events = try Marbles.parse("-a-(bc)-|", values: ["a": 1, "b": 2, "c": 3])
/// // [.next(1, 1), .next(3, 2), .next(3, 3), .completed(8)]
/// Marbles.render(events, values: ["a": 1, "b": 2, "c": 3])   // "-a-(bc)-|"
/// ```
public enum Marbles {
    /// The events `diagram` describes, with times in ticks from frame zero (the first column, or
    /// the `^` of a hot diagram: earlier frames are negative).
    ///
    /// - Throws: ``MarbleError`` naming the column and the problem.
    public static func parse<Value>(
        _ diagram: String,
        values: [Character: Value],
        error: any Error = TestError(),
        kind: MarbleDiagramKind = .cold,
        format: MarbleFormat = MarbleFormat()
    ) throws(MarbleError) -> [Recorded<Event<Value>>] {
        try events(diagram, values: values, error: error, kind: kind, format: format).get().events
    }

    /// The events `diagram` describes, each value being its character as a `String`.
    ///
    /// - Throws: ``MarbleError`` naming the column and the problem.
    public static func parse(
        _ diagram: String,
        error: any Error = TestError(),
        kind: MarbleDiagramKind = .cold,
        format: MarbleFormat = MarbleFormat()
    ) throws(MarbleError) -> [Recorded<Event<String>>] {
        try events(diagram, values: nil, error: error, kind: kind, format: format).get().events
    }

    /// The subscription a diagram such as `"--^---!"` describes: `^` subscribes, `!` unsubscribes
    /// (none: still subscribed), frame zero is the first column.
    ///
    /// - Throws: ``MarbleError`` naming the column and the problem.
    public static func parseSubscription(
        _ diagram: String, format: MarbleFormat = MarbleFormat()
    ) throws(MarbleError) -> Subscription {
        try subscription(diagram, format: format, origin: 0).get()
    }

    /// Draws `events` (times in ticks from frame zero) as a diagram, using the keys of `values`
    /// for the values it contains and fresh letters for the others.
    ///
    /// Parsing the result with the same `values` and `format` gives `events` back whenever a
    /// diagram can express them: times that are whole frames, and no event inside the frames a
    /// preceding group spans. Long silences are drawn as time progressions. Events before frame
    /// zero are drawn with a `^` at frame zero (parse them back as `.hot`).
    public static func render<Value: Equatable>(
        _ events: [Recorded<Event<Value>>],
        values: [Character: Value] = [:],
        format: MarbleFormat = MarbleFormat()
    ) -> String {
        render(events, values: values, format: format, by: ==)
    }

    /// Draws `events` as a diagram, comparing values with `areEquivalent` to find their keys.
    public static func render<Value>(
        _ events: [Recorded<Event<Value>>],
        values: [Character: Value] = [:],
        format: MarbleFormat = MarbleFormat(),
        by areEquivalent: @escaping (Value, Value) -> Bool
    ) -> String {
        var table = SymbolTable(values: values, equal: areEquivalent)
        var line = marks(events, format: format) { table.symbol(for: $0) }.line
        if line.contains(where: { $0.frame < 0 }) {
            let atZero = line.firstIndex { $0.frame >= 0 } ?? line.endIndex
            line.insert((0, "^"), at: atZero)
        }
        return MarbleLayout(lines: [line], format: format, nanosecondsPerTick: format.nanosecondsPerTick).lines[0]
    }

    /// Draws `events` whose values are one-character strings, as ``parse(_:error:kind:format:)``
    /// returns them.
    public static func render(_ events: [Recorded<Event<String>>], format: MarbleFormat = MarbleFormat()) -> String {
        var values: [Character: String] = [:]
        for record in events {
            if case .next(let string) = record.value, string.count == 1, let char = string.first {
                values[char] = string
            }
        }
        return render(events, values: values, format: format)
    }

    /// Draws `subscription` as a subscription diagram with frame zero at the first column:
    /// `Subscription(2, 5)` is `"--^--!"`.
    public static func render(_ subscription: Subscription, format: MarbleFormat = MarbleFormat()) -> String {
        var line: MarbleLayout.Line = [(subscription.subscribe / format.ticksPerFrame, "^")]
        if let end = subscription.unsubscribe { line.append((end / format.ticksPerFrame, "!")) }
        return MarbleLayout(lines: [line], format: format, nanosecondsPerTick: format.nanosecondsPerTick, startFrame: 0)
            .lines[0]
    }

    // MARK: Internals shared by the scheduler helpers

    /// Parsed events plus the diagram's extent.
    @usableFromInline
    struct Parsed<Value> {
        @usableFromInline var events: [Recorded<Event<Value>>]
        @usableFromInline var diagram: ParsedDiagram

        @usableFromInline
        init(events: [Recorded<Event<Value>>], diagram: ParsedDiagram) {
            self.events = events
            self.diagram = diagram
        }
    }

    /// Parses with `values` (or, when `nil`, each character as a `String`, which `Value` must be).
    ///
    /// `@inlinable`, as are the harness methods that call it, so that looking values up and
    /// building the events is specialized for the test's element type.
    @inlinable
    static func events<Value>(
        _ diagram: String,
        values: [Character: Value]?,
        error: any Error,
        kind: MarbleDiagramKind,
        format: MarbleFormat
    ) -> Result<Parsed<Value>, MarbleError> {
        let isValueKey: (Character) -> Bool
        if let values {
            isValueKey = { values[$0] != nil }
        } else {
            isValueKey = { _ in true }
        }
        let parsed: ParsedDiagram
        switch MarbleParser.parse(diagram, kind: kind, format: format, isValueKey: isValueKey) {
        case .success(let result): parsed = result
        case .failure(let failure): return .failure(failure)
        }
        var events: [Recorded<Event<Value>>] = []
        events.reserveCapacity(parsed.tokens.count)
        for token in parsed.tokens {
            switch token.mark {
            case .value(let char):
                let value: Value
                if let values {
                    value = values[char].unsafelyUnwrapped
                } else if let string = String(char) as? Value {
                    value = string
                } else {
                    return .failure(
                        MarbleError(
                            column: token.column,
                            problem: "'\(char)' needs a values dictionary: the elements are not strings",
                            diagram: diagram))
                }
                events.append(Recorded(time: token.time, value: .next(value)))
            case .completed: events.append(Recorded(time: token.time, value: .completed))
            case .error: events.append(Recorded(time: token.time, value: .error(error)))
            case .subscribe, .unsubscribe: break
            }
        }
        return .success(Parsed(events: events, diagram: parsed))
    }

    /// Parses a subscription diagram; times are offset by `origin`.
    static func subscription(
        _ diagram: String, format: MarbleFormat, origin: TestTime
    ) -> Result<Subscription, MarbleError> {
        switch MarbleParser.parse(diagram, kind: .subscription, format: format, isValueKey: { _ in false }) {
        case .failure(let failure):
            return .failure(failure)
        case .success(let parsed):
            // The subscription diagram's zero is its first column, not its '^'.
            let shift = -parsed.start
            let start = parsed.tokens.first { $0.mark == .subscribe }.map { $0.time + shift } ?? 0
            if let end = parsed.tokens.first(where: { $0.mark == .unsubscribe }) {
                return .success(Subscription(origin + start, origin + end.time + shift))
            }
            return .success(Subscription(origin + start))
        }
    }
}
