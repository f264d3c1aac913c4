/// A diagram parsed into timed marks, before values are looked up.
@usableFromInline
struct ParsedDiagram: Equatable {
    @usableFromInline
    enum Mark: Equatable {
        case value(Character)
        case completed
        case error
        case subscribe
        case unsubscribe
    }

    @usableFromInline
    struct Token: Equatable {
        @usableFromInline var mark: Mark
        /// Ticks relative to frame zero (the `^`, or the first column).
        @usableFromInline var time: TestTime
        /// 1-based column.
        @usableFromInline var column: Int
    }

    @usableFromInline var tokens: [Token]
    /// The time just after the last frame, relative to frame zero.
    @usableFromInline var end: TestTime
    /// The time of the first column, relative to frame zero (negative when a `^` comes later).
    @usableFromInline var start: TestTime
}

@usableFromInline
enum MarbleParser {
    /// Parses `diagram`. Every character that is not a mark is a value; `isValueKey` says which
    /// of them have a value (a character without one is an error naming it).
    @usableFromInline
    static func parse(
        _ diagram: String,
        kind: MarbleDiagramKind,
        format: MarbleFormat,
        isValueKey: (Character) -> Bool
    ) -> Result<ParsedDiagram, MarbleError> {
        let text = MarbleText(diagram)
        let codes = text.codes
        func fail(_ column: Int, _ problem: String) -> Result<ParsedDiagram, MarbleError> {
            .failure(MarbleError(column: column, problem: problem, diagram: diagram))
        }
        let frame = format.frame
        guard frame >= 1 else {
            return fail(
                1,
                "a frame of \(frame) ticks is not a length of time: a frame lasts a whole number of ticks, at least 1")
        }
        var tokens: [ParsedDiagram.Token] = []
        tokens.reserveCapacity(min(codes.count, 32))
        var time: TestTime = 0
        var groupStart: Int?  // index of the open '('
        var groupTime: TestTime = 0
        var groupCount = 0
        var terminalColumn: Int?
        var subscribeColumn: Int?
        var unsubscribeColumn: Int?
        var zero: TestTime = 0
        var index = 0

        func advance(_ ticks: TestTime) -> Bool {
            let (sum, overflow) = time.addingReportingOverflow(ticks)
            if overflow || sum > maxDiagramTime { return false }
            time = sum
            return true
        }

        while index < codes.count {
            let code = codes[index]
            let column = index + 1
            let eventTime = groupStart == nil ? time : groupTime
            switch code {
            case UInt8(ascii: " "):
                index += 1
                continue
            case UInt8(ascii: "-"):
                if groupStart != nil { return fail(column, "'-' inside a group: a group is a single frame") }
                guard advance(frame) else { return fail(column, "the diagram is too long") }
            case UInt8(ascii: "("):
                if let open = groupStart {
                    return fail(column, "nested '(': the group opened at column \(open + 1) is not closed")
                }
                groupStart = index
                groupTime = time
                groupCount = 0
            case UInt8(ascii: ")"):
                guard let open = groupStart else { return fail(column, "')' without a matching '('") }
                if groupCount == 0 { return fail(open + 1, "empty group '()'") }
                groupStart = nil
                let width = TestTime(index - open + 1)
                let (ticks, overflow) = width.multipliedReportingOverflow(by: frame)
                guard !overflow, advance(ticks) else { return fail(column, "the diagram is too long") }
            case UInt8(ascii: "|"), UInt8(ascii: "#"):
                if kind == .subscription {
                    return fail(
                        column,
                        "'\(text[index])' in a subscription diagram: only '-', '^', '!', spaces and time progressions")
                }
                if let terminal = terminalColumn {
                    return fail(column, "a second terminal event: the sequence already ended at column \(terminal)")
                }
                terminalColumn = column
                tokens.append(
                    .init(mark: code == UInt8(ascii: "|") ? .completed : .error, time: eventTime, column: column))
                if groupStart == nil {
                    guard advance(frame) else { return fail(column, "the diagram is too long") }
                } else {
                    groupCount += 1
                }
            case UInt8(ascii: "^"):
                if kind == .cold {
                    return fail(column, "'^' in a cold diagram: only hot diagrams have a subscription point")
                }
                if let first = subscribeColumn {
                    return fail(column, "a second '^': the subscription point is already at column \(first)")
                }
                subscribeColumn = column
                zero = eventTime
                if kind == .subscription { tokens.append(.init(mark: .subscribe, time: eventTime, column: column)) }
                if groupStart == nil {
                    guard advance(frame) else { return fail(column, "the diagram is too long") }
                } else {
                    groupCount += 1
                }
            case UInt8(ascii: "!"):
                guard kind == .subscription else {
                    return fail(
                        column,
                        "'!' outside a subscription diagram: unsubscription points belong in diagrams like \"^--!\"")
                }
                if let first = unsubscribeColumn {
                    return fail(column, "a second '!': the unsubscription point is already at column \(first)")
                }
                if subscribeColumn == nil {
                    return fail(column, "'!' before '^': a subscription must start before it ends")
                }
                unsubscribeColumn = column
                tokens.append(.init(mark: .unsubscribe, time: eventTime, column: column))
                if groupStart == nil {
                    guard advance(frame) else { return fail(column, "the diagram is too long") }
                } else {
                    groupCount += 1
                }
            default:
                if isDigit(code), let progression = scanProgression(codes, from: index) {
                    if index > 0, codes[index - 1] != UInt8(ascii: " ") {
                        return fail(column, "time progression '\(progression.text)' needs a space before it")
                    }
                    let after = index + progression.text.utf8.count
                    if after < codes.count, codes[after] != UInt8(ascii: " ") {
                        return fail(after + 1, "time progression '\(progression.text)' needs a space after it")
                    }
                    if groupStart != nil {
                        return fail(column, "time progression '\(progression.text)' inside a group")
                    }
                    switch progressionTicks(progression, format: format) {
                    case .success(let ticks):
                        guard advance(ticks) else {
                            return fail(column, "time progression '\(progression.text)' makes the diagram too long")
                        }
                    case .failure(let problem):
                        return fail(column, problem.text)
                    }
                    index = after
                    continue
                }
                let char = text[index]
                if kind == .subscription {
                    return fail(
                        column,
                        "value '\(char)' in a subscription diagram: only '-', '^', '!', spaces and time progressions")
                }
                // As in RxJS, every character that is not a mark is a value: letters of any
                // script, digits, symbols, emoji. Only invisible ones are mistakes (printable
                // ASCII never is).
                if !MarbleText.isPrintableASCII(code), let problem = MarbleText.invisibleProblem(char) {
                    return fail(column, problem)
                }
                guard isValueKey(char) else {
                    return fail(column, "'\(char)' has no entry in values")
                }
                if let terminal = terminalColumn {
                    return fail(column, "value '\(char)' after the terminal event at column \(terminal)")
                }
                tokens.append(.init(mark: .value(char), time: eventTime, column: column))
                if groupStart == nil {
                    guard advance(frame) else { return fail(column, "the diagram is too long") }
                } else {
                    groupCount += 1
                }
            }
            index += 1
        }
        if let open = groupStart { return fail(open + 1, "'(' is never closed") }
        if kind == .subscription, subscribeColumn == nil {
            return fail(max(1, codes.count), "a subscription diagram needs a '^'")
        }
        for index in tokens.indices { tokens[index].time -= zero }
        return .success(ParsedDiagram(tokens: tokens, end: time - zero, start: -zero))
    }

    /// Diagrams longer than this many ticks are rejected, so that times never overflow.
    static let maxDiagramTime: TestTime = 1 << 52

    struct Progression {
        var text: String
        var integer: Substring
        var fraction: Substring
        var unitNanoseconds: Int64
    }

    /// Reads `[0-9]+(\.[0-9]+)?(ms|s|m)` at `start`, or returns `nil` when the digits are not
    /// followed by a unit (they are values then).
    static func scanProgression(_ codes: [UInt8], from start: Int) -> Progression? {
        var index = start
        func isDigit(_ i: Int) -> Bool { i < codes.count && MarbleParser.isDigit(codes[i]) }
        while isDigit(index) { index += 1 }
        let integerEnd = index
        var fractionStart = index
        var fractionEnd = index
        if index < codes.count, codes[index] == UInt8(ascii: "."), isDigit(index + 1) {
            fractionStart = index + 1
            index += 1
            while isDigit(index) { index += 1 }
            fractionEnd = index
        }
        let unit: Int64
        let unitLength: Int
        if index + 1 < codes.count, codes[index] == UInt8(ascii: "m"), codes[index + 1] == UInt8(ascii: "s") {
            unit = 1_000_000
            unitLength = 2
        } else if index < codes.count, codes[index] == UInt8(ascii: "s") {
            unit = 1_000_000_000
            unitLength = 1
        } else if index < codes.count, codes[index] == UInt8(ascii: "m") {
            unit = 60_000_000_000
            unitLength = 1
        } else {
            return nil
        }
        // Every code in the range is an ASCII digit, '.', 'm' or 's': one character each.
        func string(_ range: Range<Int>) -> String { String(decoding: codes[range], as: UTF8.self) }
        return Progression(
            text: string(start..<(index + unitLength)),
            integer: Substring(string(start..<integerEnd)),
            fraction: Substring(string(fractionStart..<fractionEnd)),
            unitNanoseconds: unit)
    }

    /// Whether `code` is an ASCII digit.
    static func isDigit(_ code: UInt8) -> Bool {
        code >= UInt8(ascii: "0") && code <= UInt8(ascii: "9")
    }

    /// The progression in ticks, or the problem.
    static func progressionTicks(_ progression: Progression, format: MarbleFormat) -> Result<TestTime, ProblemText> {
        let tooLong = ProblemText("time progression '\(progression.text)' is too long")
        guard progression.integer.count <= 15, progression.fraction.count <= 9,
            let integer = Int64(progression.integer)
        else { return .failure(tooLong) }
        var nanoseconds = integer.multipliedReportingOverflow(by: progression.unitNanoseconds)
        guard !nanoseconds.overflow else { return .failure(tooLong) }
        if !progression.fraction.isEmpty, let fraction = Int64(progression.fraction) {
            var scale: Int64 = 1
            for _ in 0..<progression.fraction.count { scale *= 10 }
            let scaled = fraction.multipliedReportingOverflow(by: progression.unitNanoseconds)
            guard !scaled.overflow else { return .failure(tooLong) }
            guard scaled.partialValue % scale == 0 else {
                return .failure(
                    ProblemText("time progression '\(progression.text)' is not a whole number of nanoseconds"))
            }
            let sum = nanoseconds.partialValue.addingReportingOverflow(scaled.partialValue / scale)
            guard !sum.overflow else { return .failure(tooLong) }
            nanoseconds = (sum.partialValue, false)
        }
        let perTick = format.nanosecondsPerTick
        guard nanoseconds.partialValue % perTick == 0 else {
            return .failure(
                ProblemText(
                    "time progression '\(progression.text)' is not a whole number of ticks (a tick is \(formatDuration(perTick)); "
                        + "set the scheduler's resolution)"))
        }
        return .success(TestTime(nanoseconds.partialValue / perTick))
    }
}

/// A problem description, as the failure type of internal `Result`s.
struct ProblemText: Error, Equatable {
    let text: String
    init(_ text: String) { self.text = text }
}

/// `1s`, `300ms`, `0.5ms`: a duration in the diagram syntax (exact to the nanosecond).
func formatDuration(_ nanoseconds: Int64) -> String {
    if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
    if nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
    var fraction = String(nanoseconds % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(nanoseconds / 1_000_000).\(fraction)ms"
}
