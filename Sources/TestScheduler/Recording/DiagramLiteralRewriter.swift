/// Replaces an expected diagram's string literal in a test's source text: the pure half of record
/// mode (``DiagramRecorder`` reads and writes the file).
///
/// The call is found where the compiler placed it: `#line` and `#column` captured at the call
/// point at its `(`. The diagram must be a single-line string literal, written as the call's
/// diagram argument (on the call's line or a following one), holding exactly the diagram the
/// test ran with; anything else is refused and the text left as it was.
enum DiagramLiteralRewriter {
    /// A rewrite: the new source text and what changed.
    struct Rewrite: Equatable {
        /// The whole source, rewritten.
        var source: [UInt8]
        /// The 1-based line of the literal.
        var line: Int
        /// The 1-based column (in UTF-8 bytes) where the literal starts.
        var column: Int
        /// The literal as it was written.
        var oldLiteral: String
        /// The literal written in its place.
        var newLiteral: String

        /// How many bytes the line grew by (negative: shrank).
        var delta: Int {
            newLiteral.utf8.count - oldLiteral.utf8.count
        }
    }

    /// Rewrites, in `source`, the literal of `argument` in the call whose `(` is at `line` and
    /// `column` (1-based, in UTF-8 bytes), provided it reads exactly `old`, with `new`.
    static func rewrite(
        _ source: [UInt8], line: Int, column: Int, argument: DiagramArgument, from old: String, to new: String
    ) -> Result<Rewrite, RecordRefusal> {
        let scanner = SwiftCallScanner(bytes: source)
        guard let open = scanner.offset(line: line, column: column), source[open] == UInt8(ascii: "(") else {
            return .failure(.noCall(line: line, column: column))
        }
        let function = scanner.identifier(before: open)
        guard function == argument.function else {
            return .failure(.anotherFunction(found: function, expected: argument.function))
        }
        guard let arguments = scanner.arguments(openingAt: open) else { return .failure(.unbalancedCall) }
        let found: SwiftCallScanner.Argument?
        switch argument {
        case .position(let index, _):
            found = arguments.indices.contains(index) && arguments[index].label == nil ? arguments[index] : nil
        case .label(let label, _):
            let labeled = arguments.filter { $0.label == label }
            found = labeled.count == 1 ? labeled[0] : nil
        }
        guard let found else { return .failure(.noDiagramArgument(argument)) }
        guard let literal = found.literal else { return .failure(.notALiteral) }
        guard !literal.isMultiline else { return .failure(.multiline) }
        guard !literal.isInterpolated else { return .failure(.interpolated) }
        let written = String(decoding: source[literal.range], as: UTF8.self)
        guard let text = SwiftStringLiteral.decode(source[literal.content], hashes: literal.hashes) else {
            return .failure(.unknownEscape)
        }
        guard text == old else {
            return .failure(.literalDiffers(found: written, expected: SwiftStringLiteral.quoted(old)))
        }
        let replacement = SwiftStringLiteral.literal(new, hashes: literal.hashes)
        var rewritten = Array(source[..<literal.range.lowerBound])
        rewritten += replacement.utf8
        rewritten += source[literal.range.upperBound...]
        let position = scanner.position(of: literal.range.lowerBound)
        return .success(
            Rewrite(
                source: rewritten, line: position.line, column: position.column, oldLiteral: written,
                newLiteral: replacement))
    }

    /// ``rewrite(_:line:column:argument:from:to:)`` on text: the new text, or why not.
    static func rewrite(
        _ source: String, line: Int, column: Int, argument: DiagramArgument, from old: String, to new: String
    ) -> Result<String, RecordRefusal> {
        rewrite(Array(source.utf8), line: line, column: column, argument: argument, from: old, to: new)
            .map { String(decoding: $0.source, as: UTF8.self) }
    }
}
