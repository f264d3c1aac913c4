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
        /// The `values:` literal as it was and as it is now, when entries were added to it.
        var valuesChange: ValuesChange?
        /// Every span replaced, at its place in the source before the rewrite, in source order.
        var edits: [Edit]
    }

    /// A `values:` literal before and after record mode added entries to it.
    struct ValuesChange: Equatable {
        var old: String
        var new: String
    }

    /// One replaced span: the 1-based line and column (in UTF-8 bytes) where it started, and how
    /// many bytes longer it became (negative: shorter).
    struct Edit: Equatable {
        var line: Int
        var column: Int
        var delta: Int
    }

    /// Rewrites, in `source`, the literal of `argument` in the call whose `(` is at `line` and
    /// `column` (1-based, in UTF-8 bytes), provided it reads exactly `old`, with `new`.
    ///
    /// `addingValues` (`"a": "foo", "b": 2`), when given, is added to the call's `values:`
    /// argument, which must be a dictionary literal (`[:]` or `["x": 1]`) for the call to be
    /// rewritten at all: the keys are new to the table, so the entries already there keep their
    /// meaning.
    static func rewrite(
        _ source: [UInt8], line: Int, column: Int, argument: DiagramArgument, from old: String, to new: String,
        addingValues: String? = nil
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
        // The spans to replace, in source order: the diagram, then maybe the table.
        var spans: [(range: Range<Int>, text: String)] = [(literal.range, replacement)]
        var valuesChange: ValuesChange?
        if let addingValues {
            guard let table = arguments.first(where: { $0.label == "values" }),
                let brackets = scanner.bracketedLiteral(table)
            else { return .failure(.valuesNotALiteral) }
            guard table.range.lowerBound > literal.range.lowerBound else { return .failure(.valuesNotALiteral) }
            let oldTable = String(decoding: source[brackets.open...brackets.close], as: UTF8.self)
            let inside = scanner.lastNonTrivia(from: brackets.open + 1, before: brackets.close)
            let span: (range: Range<Int>, text: String)
            let isEmptyTable =
                inside.map {
                    source[$0] == UInt8(ascii: ":") && scanner.lastNonTrivia(from: brackets.open + 1, before: $0) == nil
                } ?? false
            if let last = inside, !isEmptyTable {
                // Entries already there: the new ones go after the last, before any comment or
                // line break that closes the literal.
                let text = source[last] == UInt8(ascii: ",") ? " " + addingValues + "," : ", " + addingValues
                span = ((last + 1)..<(last + 1), text)
            } else if inside == nil {
                return .failure(.valuesNotALiteral)  // `[]`: an empty array, not a table
            } else {
                span = ((brackets.open + 1)..<brackets.close, addingValues)
            }
            spans.append(span)
            var newTable = Array(source[brackets.open...brackets.close])
            newTable.replaceSubrange(
                (span.range.lowerBound - brackets.open)..<(span.range.upperBound - brackets.open),
                with: Array(span.text.utf8))
            valuesChange = ValuesChange(old: oldTable, new: String(decoding: newTable, as: UTF8.self))
        }
        var rewritten: [UInt8] = []
        var edits: [Edit] = []
        var copied = 0
        for span in spans {
            rewritten += source[copied..<span.range.lowerBound]
            rewritten += span.text.utf8
            copied = span.range.upperBound
            let position = scanner.position(of: span.range.lowerBound)
            edits.append(
                Edit(
                    line: position.line, column: position.column,
                    delta: span.text.utf8.count - span.range.count))
        }
        rewritten += source[copied...]
        let position = scanner.position(of: literal.range.lowerBound)
        return .success(
            Rewrite(
                source: rewritten, line: position.line, column: position.column, oldLiteral: written,
                newLiteral: replacement, valuesChange: valuesChange, edits: edits))
    }

    /// ``rewrite(_:line:column:argument:from:to:)`` on text: the new text, or why not.
    static func rewrite(
        _ source: String, line: Int, column: Int, argument: DiagramArgument, from old: String, to new: String,
        addingValues: String? = nil
    ) -> Result<String, RecordRefusal> {
        rewrite(
            Array(source.utf8), line: line, column: column, argument: argument, from: old, to: new,
            addingValues: addingValues
        )
        .map { String(decoding: $0.source, as: UTF8.self) }
    }
}
