/// Writes the `expect` lines of an exhaustive test's unasserted outputs into its source, inside
/// the closure of its `marbles` call: the pure half of recording them (``DiagramRecorder`` reads
/// and writes the file).
///
/// The call is found where the compiler placed it (`#line` and `#column` at its `(`); its closure
/// (trailing, or its last argument) must name its two parameters, `{ test, viewModel in`, whose
/// names the new lines use. They go after the line of the closure's last `expect`, `input` or
/// `ignore` call on the test, at that call's indentation, or at the top of an empty body; each
/// line ends as the line before it does (`\n` or `\r\n`). Anything else is refused and the text
/// left as it was.
enum ExpectationInsertion {
    /// An output to expect: its property's name, its diagram and the inside of its `values:`
    /// literal (`"a": 1, "b": 2`), `nil` for a signal, which needs none.
    struct Expectation: Equatable {
        var name: String
        var diagram: String
        var values: String?
    }

    /// The names the closure gives its parameters, and how it reaches the view model's outputs.
    struct Names: Equatable {
        var test: String
        var viewModel: String
        /// Whether outputs are reached as `viewModel.outputs.name` (the view-model idiom) rather
        /// than `viewModel.name`.
        var throughOutputs: Bool = true

        /// The names an unasserted output's message uses before the source is read.
        static let `default` = Names(test: "test", viewModel: "viewModel")
    }

    /// An insertion: the new source text and what it wrote.
    struct Insertion: Equatable {
        /// The whole source, with the lines inserted.
        var source: [UInt8]
        /// The 1-based line the new lines follow.
        var afterLine: Int
        /// The lines written, without indentation or line ending.
        var lines: [String]
    }

    /// The line that expects `expectation`, with `names`.
    static func line(_ expectation: Expectation, names: Names) -> String {
        let output = names.viewModel + (names.throughOutputs ? ".outputs." : ".") + expectation.name
        let values = expectation.values.map { ", values: [\($0)]" } ?? ""
        return "\(names.test).expect(\(output), \(SwiftStringLiteral.quoted(expectation.diagram))\(values))"
    }

    /// Inserts the lines expecting `expectations` in the closure of the `marbles` call whose `(`
    /// is at `line` and `column` (1-based, in UTF-8 bytes) of `source`.
    static func insert(
        _ source: [UInt8], line: Int, column: Int, expectations: [Expectation]
    ) -> Result<Insertion, RecordRefusal> {
        let scanner = SwiftCallScanner(bytes: source)
        guard let open = scanner.offset(line: line, column: column), source[open] == UInt8(ascii: "(") else {
            return .failure(.noCall(line: line, column: column))
        }
        let function = scanner.identifier(before: open)
        guard function == "marbles" else { return .failure(.anotherFunction(found: function, expected: "marbles")) }
        guard let close = scanner.closing(after: open + 1), let arguments = scanner.arguments(openingAt: open) else {
            return .failure(.unbalancedCall)
        }
        // The closure: trailing, or the call's last argument.
        let brace: Int
        let trailing = scanner.skipTrivia(from: close + 1, to: source.count)
        if trailing < source.count, source[trailing] == UInt8(ascii: "{") {
            brace = trailing
        } else if let last = arguments.last, last.expressionStart < source.count,
            source[last.expressionStart] == UInt8(ascii: "{")
        {
            brace = last.expressionStart
        } else {
            return .failure(.noClosure)
        }
        guard let closeBrace = scanner.closing(after: brace + 1) else { return .failure(.unbalancedCall) }
        guard let parameters = Self.parameters(scanner, from: brace + 1, to: closeBrace) else {
            return .failure(.closureParameters)
        }
        let body = parameters.bodyStart..<closeBrace
        var names = Names(test: parameters.test, viewModel: parameters.viewModel)
        names.throughOutputs = Self.reachesOutputsThroughOutputs(scanner, body: body, viewModel: names.viewModel)
        let lines = expectations.map { Self.line($0, names: names) }

        // Where: after the line of the last call on the test, at its indentation; or at the top
        // of an empty body.
        let insertAt: Int
        let indentation: [UInt8]
        let lineEnding: [UInt8]
        if let last = Self.lastTestCall(scanner, in: body, test: names.test) {
            guard let lineBreak = scanner.lineBreak(from: last.end),
                scanner.skipTrivia(from: last.end, to: lineBreak.end) == lineBreak.end,
                lineBreak.end <= closeBrace
            else { return .failure(.closureOnOneLine) }
            insertAt = lineBreak.next
            indentation = Self.indentation(of: last.start, in: scanner)
            lineEnding = Array(source[lineBreak.end..<lineBreak.next])
        } else {
            let lineStart = Self.lineStart(of: closeBrace, in: source)
            guard scanner.skipTrivia(from: lineStart, to: closeBrace) == closeBrace, lineStart > brace,
                let previous = scanner.lineBreak(from: Self.lineStart(of: lineStart - 1, in: source))
            else { return .failure(.closureOnOneLine) }
            insertAt = lineStart
            indentation = Self.indentation(of: closeBrace, in: scanner) + Array("    ".utf8)
            lineEnding = Array(source[previous.end..<previous.next])
        }
        var inserted: [UInt8] = []
        for text in lines { inserted += indentation + Array(text.utf8) + lineEnding }
        var rewritten = Array(source[..<insertAt])
        rewritten += inserted
        rewritten += source[insertAt...]
        let afterLine = scanner.position(of: insertAt).line - 1
        return .success(Insertion(source: rewritten, afterLine: afterLine, lines: lines))
    }

    /// The closure's two parameter names (`test, viewModel in` or `(test, viewModel) in`) and
    /// where its body starts, or `nil` when it does not name them so.
    private static func parameters(
        _ scanner: SwiftCallScanner, from start: Int, to end: Int
    ) -> (test: String, viewModel: String, bodyStart: Int)? {
        let bytes = scanner.bytes
        var cursor = scanner.skipTrivia(from: start, to: end)
        let parenthesized = cursor < end && bytes[cursor] == UInt8(ascii: "(")
        if parenthesized { cursor = scanner.skipTrivia(from: cursor + 1, to: end) }
        func identifier() -> String? {
            let first = cursor
            while cursor < end, SwiftCallScanner.isIdentifierByte(bytes[cursor]) { cursor += 1 }
            guard cursor > first else { return nil }
            let name = String(decoding: bytes[first..<cursor], as: UTF8.self)
            cursor = scanner.skipTrivia(from: cursor, to: end)
            return name
        }
        guard let test = identifier(), cursor < end, bytes[cursor] == UInt8(ascii: ",") else { return nil }
        cursor = scanner.skipTrivia(from: cursor + 1, to: end)
        guard let viewModel = identifier() else { return nil }
        if parenthesized {
            guard cursor < end, bytes[cursor] == UInt8(ascii: ")") else { return nil }
            cursor = scanner.skipTrivia(from: cursor + 1, to: end)
        }
        guard identifier() == "in", [test, viewModel].allSatisfy(isUsableName) else { return nil }
        return (test, viewModel, cursor)
    }

    /// Whether `name` can be written in an expression: an identifier, not `_` nor a keyword.
    private static func isUsableName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return !["_", "in", "self", "let", "var", "inout"].contains(name)
    }

    /// The last `expect`, `input` or `ignore` call on `test` at the top level of `body`: where
    /// its statement starts and the offset just after its `)`.
    private static func lastTestCall(
        _ scanner: SwiftCallScanner, in body: Range<Int>, test: String
    ) -> (start: Int, end: Int)? {
        let bytes = scanner.bytes
        let members: Set<String> = ["expect", "input", "ignore"]
        var found: (start: Int, end: Int)?
        var cursor = body.lowerBound
        while cursor < body.upperBound {
            cursor = scanner.skipTrivia(from: cursor, to: body.upperBound)
            guard cursor < body.upperBound else { break }
            let byte = bytes[cursor]
            if let literal = scanner.stringLiteral(at: cursor) {
                cursor = literal.range.upperBound
                continue
            }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                guard let close = scanner.closing(after: cursor + 1) else { return found }
                cursor = close + 1
                continue
            }
            guard SwiftCallScanner.isIdentifierByte(byte) else {
                cursor += 1
                continue
            }
            let start = cursor
            while cursor < body.upperBound, SwiftCallScanner.isIdentifierByte(bytes[cursor]) { cursor += 1 }
            let afterDot = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
            guard !afterDot, String(decoding: bytes[start..<cursor], as: UTF8.self) == test,
                cursor < body.upperBound, bytes[cursor] == UInt8(ascii: ".")
            else { continue }
            var member = cursor + 1
            while member < body.upperBound, SwiftCallScanner.isIdentifierByte(bytes[member]) { member += 1 }
            let name = String(decoding: bytes[(cursor + 1)..<member], as: UTF8.self)
            let open = scanner.skipTrivia(from: member, to: body.upperBound)
            guard members.contains(name), open < body.upperBound, bytes[open] == UInt8(ascii: "("),
                let close = scanner.closing(after: open + 1)
            else { continue }
            found = (start, close + 1)
            cursor = close + 1
        }
        return found
    }

    /// Whether the closure reaches the view model's members through `outputs` (or `inputs`), as
    /// the view-model idiom does; a closure that reaches them directly gets `viewModel.name`.
    private static func reachesOutputsThroughOutputs(
        _ scanner: SwiftCallScanner, body: Range<Int>, viewModel: String
    ) -> Bool {
        let text = String(decoding: scanner.bytes[body], as: UTF8.self)
        let prefix = viewModel + "."
        guard text.contains(prefix) else { return true }
        return text.contains(prefix + "outputs") || text.contains(prefix + "inputs")
    }

    /// The offset where the line holding `offset` starts.
    private static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        return start
    }

    /// The spaces and tabs the line holding `offset` starts with.
    private static func indentation(of offset: Int, in scanner: SwiftCallScanner) -> [UInt8] {
        let bytes = scanner.bytes
        var end = lineStart(of: offset, in: bytes)
        let start = end
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return Array(bytes[start..<end])
    }
}
