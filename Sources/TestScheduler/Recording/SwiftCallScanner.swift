/// Reads a Swift call's argument list out of source bytes, just well enough for record mode to
/// find a string literal argument: it knows string literals (plain, raw, multi-line, with
/// interpolations), comments and brackets, and splits the list at its top-level commas.
///
/// Positions are UTF-8 byte offsets, as the compiler's `#column` counts them.
struct SwiftCallScanner {
    /// A string literal: where it is written and how.
    struct StringLiteral: Equatable {
        /// From the first `#` or `"` to the last `"` or `#`.
        var range: Range<Int>
        /// Between the delimiters.
        var content: Range<Int>
        /// The number of `#` of a raw string.
        var hashes: Int
        /// Whether it is a `"""` literal.
        var isMultiline: Bool
        /// Whether it has a `\(...)` interpolation.
        var isInterpolated: Bool
    }

    /// One top-level argument of a call.
    struct Argument: Equatable {
        /// The label before `:`, if any.
        var label: String?
        /// The whole argument, label included, between its commas or brackets.
        var range: Range<Int>
        /// The argument's expression when it is a string literal and nothing else.
        var literal: StringLiteral?
        /// Where the expression (after the label and its colon) starts.
        var expressionStart: Int = 0
    }

    let bytes: [UInt8]

    /// The byte offset of `column` (1-based, in UTF-8 bytes) on `line` (1-based), or `nil` when
    /// the source has no such place. Lines end as the compiler's `#line` counts them: at a line
    /// feed, a carriage return and line feed, or a carriage return alone.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, column >= 1 else { return nil }
        var start = 0
        var current = 1
        while current < line {
            guard let next = lineBreak(from: start)?.next else { return nil }
            start = next
            current += 1
        }
        let end = lineBreak(from: start)?.end ?? bytes.count
        let offset = start + column - 1
        return offset < end ? offset : nil
    }

    /// The first line break at or after `start`: where it begins, and where the next line starts.
    func lineBreak(from start: Int) -> (end: Int, next: Int)? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                return (index, index + 1)
            case UInt8(ascii: "\r"):
                let crlf = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
                return (index, index + (crlf ? 2 : 1))
            default:
                index += 1
            }
        }
        return nil
    }

    /// The 1-based line and column (in UTF-8 bytes) of `offset`, lines counted as in
    /// ``offset(line:column:)``.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        while let found = lineBreak(from: lineStart), found.next <= offset {
            line += 1
            lineStart = found.next
        }
        return (line, offset - lineStart + 1)
    }

    /// The identifier written just before `offset` (spaces and tabs between them allowed).
    func identifier(before offset: Int) -> String {
        var end = offset
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        var start = end
        while start > 0, Self.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The top-level arguments of the call whose `(` is at `open`, or `nil` when the list does not
    /// close.
    func arguments(openingAt open: Int) -> [Argument]? {
        var commas: [Int] = []
        guard let close = closing(after: open + 1, onComma: { commas.append($0) }) else { return nil }
        var arguments: [Argument] = []
        var start = open + 1
        for end in commas + [close] {
            arguments.append(argument(in: start..<end))
            start = end + 1
        }
        if arguments.count == 1, skipTrivia(from: open + 1, to: close) == close { return [] }
        return arguments
    }

    // MARK: Lexing

    /// The index of the bracket closing the one just before `start`; `onComma` is told of each
    /// comma at that level.
    func closing(after start: Int, onComma: (Int) -> Void = { _ in }) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                if let literal = stringLiteral(at: index) {
                    index = literal.range.upperBound
                    continue
                }
                if byte == UInt8(ascii: "\"") { return nil }  // unterminated
                // A run of `#` that opens no literal: `#if`, `#selector`, or a raw string's
                // delimiter that never closes. No literal starts inside the run (its `#`s all
                // belong to the delimiter), so it is passed over whole: looking at each `#` in
                // turn would scan the rest of the file once per `#`.
                while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { return nil }  // unterminated
                continue
            case UInt8(ascii: "/"):
                if let end = commentEnd(at: index) {
                    index = end
                    continue
                }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { onComma(index) }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The end of the comment starting at `index`, if one does.
    private func commentEnd(at index: Int) -> Int? {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/") else { return nil }
        if bytes[index + 1] == UInt8(ascii: "/") {
            return lineBreak(from: index)?.end ?? bytes.count
        }
        guard bytes[index + 1] == UInt8(ascii: "*") else { return nil }
        var depth = 1
        var cursor = index + 2
        while cursor + 1 < bytes.count, depth > 0 {
            if bytes[cursor] == UInt8(ascii: "/"), bytes[cursor + 1] == UInt8(ascii: "*") {
                depth += 1
                cursor += 2
            } else if bytes[cursor] == UInt8(ascii: "*"), bytes[cursor + 1] == UInt8(ascii: "/") {
                depth -= 1
                cursor += 2
            } else {
                cursor += 1
            }
        }
        return depth == 0 ? cursor : bytes.count
    }

    /// `index` moved past spaces, newlines and comments, up to `end`.
    func skipTrivia(from index: Int, to end: Int) -> Int {
        var cursor = index
        while cursor < end {
            switch bytes[cursor] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                cursor += 1
            case UInt8(ascii: "/"):
                guard let after = commentEnd(at: cursor) else { return cursor }
                cursor = after
            default:
                return cursor
            }
        }
        return min(cursor, end)
    }

    /// The string literal starting at `start` (its first `#` or `"`), or `nil` when none does or
    /// it does not end.
    func stringLiteral(at start: Int) -> StringLiteral? {
        var index = start
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let isMultiline = matches(UInt8(ascii: "\""), count: 3, at: index)
        index += isMultiline ? 3 : 1
        let contentStart = index
        let closingQuotes = isMultiline ? 3 : 1
        var isInterpolated = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, count: hashes) {
                let escaped = index + 1 + hashes
                guard escaped < bytes.count else { return nil }
                if bytes[escaped] == UInt8(ascii: "(") {
                    isInterpolated = true
                    guard let close = closing(after: escaped + 1) else { return nil }
                    index = close + 1
                } else {
                    index = escaped + 1
                }
                continue
            }
            if byte == UInt8(ascii: "\""),
                matches(UInt8(ascii: "\""), count: closingQuotes, at: index),
                hashesFollow(index + closingQuotes, count: hashes)
            {
                return StringLiteral(
                    range: start..<(index + closingQuotes + hashes), content: contentStart..<index, hashes: hashes,
                    isMultiline: isMultiline, isInterpolated: isInterpolated)
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r"), !isMultiline { return nil }
            index += 1
        }
        return nil
    }

    /// Whether `count` copies of `byte` start at `index`. Allocates nothing: the lexer asks it at
    /// every quote.
    private func matches(_ byte: UInt8, count: Int, at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        var offset = 0
        while offset < count {
            if bytes[index + offset] != byte { return false }
            offset += 1
        }
        return true
    }

    private func hashesFollow(_ index: Int, count: Int) -> Bool {
        matches(UInt8(ascii: "#"), count: count, at: index)
    }

    /// One argument: its label, and its literal when the expression is a single string literal.
    private func argument(in range: Range<Int>) -> Argument {
        var cursor = skipTrivia(from: range.lowerBound, to: range.upperBound)
        var label: String?
        var end = cursor
        while end < range.upperBound, Self.isIdentifierByte(bytes[end]) { end += 1 }
        if end > cursor {
            let colon = skipTrivia(from: end, to: range.upperBound)
            if colon < range.upperBound, bytes[colon] == UInt8(ascii: ":") {
                label = String(decoding: bytes[cursor..<end], as: UTF8.self)
                cursor = skipTrivia(from: colon + 1, to: range.upperBound)
            }
        }
        var literal: StringLiteral?
        if let found = stringLiteral(at: cursor), found.range.upperBound <= range.upperBound,
            skipTrivia(from: found.range.upperBound, to: range.upperBound) == range.upperBound
        {
            literal = found
        }
        return Argument(label: label, range: range, literal: literal, expressionStart: cursor)
    }

    /// The `[` and `]` of `argument` when its expression is one bracketed literal and nothing
    /// else (`[:]`, `["a": 1]`), or `nil`.
    func bracketedLiteral(_ argument: Argument) -> (open: Int, close: Int)? {
        let open = argument.expressionStart
        guard open < argument.range.upperBound, bytes[open] == UInt8(ascii: "["),
            let close = closing(after: open + 1), close < argument.range.upperBound, bytes[close] == UInt8(ascii: "]"),
            skipTrivia(from: close + 1, to: argument.range.upperBound) == argument.range.upperBound
        else { return nil }
        return (open, close)
    }

    /// The last byte before `end` that is not a space, a newline or a comment, from `start` on.
    func lastNonTrivia(from start: Int, before end: Int) -> Int? {
        var last: Int?
        var cursor = skipTrivia(from: start, to: end)
        while cursor < end {
            if let literal = stringLiteral(at: cursor), literal.range.upperBound <= end {
                last = literal.range.upperBound - 1
                cursor = skipTrivia(from: literal.range.upperBound, to: end)
                continue
            }
            last = cursor
            cursor = skipTrivia(from: cursor + 1, to: end)
        }
        return last
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
