import Testing
@testable import TestScheduler

/// Record mode writes diagrams as Swift literals and reads the literal it replaces back: the
/// escapes it writes are exactly Swift's, and everything it writes reads back unchanged.
@Suite struct SwiftStringLiteralTests {
    @Test func quotedEscapesBackslashQuoteAndControlCharacters() {
        #expect(SwiftStringLiteral.quoted("-a-|") == #""-a-|""#)
        #expect(SwiftStringLiteral.quoted("a\\b\"c") == #""a\\b\"c""#)
        #expect(SwiftStringLiteral.quoted("\n\r\t") == #""\n\r\t""#)
        #expect(SwiftStringLiteral.quoted("\u{1}\u{1F}\u{7F}") == #""\u{1}\u{1f}\u{7f}""#)
        #expect(SwiftStringLiteral.quoted("'é●\0") == #""'é●\u{0}""#)
    }

    @Test func decodeReadsEveryEscapeSwiftWritesInASingleLineLiteral() {
        func decode(_ content: String, hashes: Int = 0) -> String? {
            SwiftStringLiteral.decode(ArraySlice(content.utf8), hashes: hashes)
        }
        #expect(decode(#"-a\\b\"c\'d\n\r\t\0"#) == "-a\\b\"c'd\n\r\t\0")
        #expect(decode(#"\u{41}\u{1F}\u{25CF}"#) == "A\u{1F}●")
        #expect(decode(#"\#n-a-|"#, hashes: 1) == "\n-a-|")
        #expect(decode(#"\n"#, hashes: 1) == #"\n"#)
        #expect(decode(#"\q"#) == nil)
        #expect(decode(#"\u{110000}"#) == nil)
        #expect(decode(#"a\"#) == nil)
    }

    @Test func whatQuotedWritesDecodesBackToTheText() {
        let texts = ["", "-a-b-|", "\\\"'\n\r\t\0", (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }.joined(), "é●😀"]
        for text in texts {
            let literal = SwiftStringLiteral.quoted(text)
            #expect(literal.first == "\"" && literal.last == "\"")
            #expect(SwiftStringLiteral.decode(ArraySlice(literal.utf8.dropFirst().dropLast()), hashes: 0) == text)
        }
    }

    @Test func aCombiningMarkAfterAnEscapedBackslashStillReadsAsTheEscape() {
        // `\\` then U+0616: as characters the second backslash and the mark are one.
        let text = "-a-\\\u{0616})"
        let literal = SwiftStringLiteral.quoted(text)
        #expect(SwiftStringLiteral.decode(ArraySlice(literal.utf8.dropFirst().dropLast()), hashes: 0) == text)
    }

    @Test func aTextStartingWithAQuoteIsNeverWrittenRaw() {
        // `#"` + `"` + `"#` would open a multi-line raw literal, `#"""`.
        #expect(SwiftStringLiteral.literal("\"", hashes: 1) == #""\"""#)
        #expect(SwiftStringLiteral.literal("\"\"a", hashes: 2) == #""\"\"a""#)
        #expect(SwiftStringLiteral.literal("a\"", hashes: 1) == ##"#"a""#"##)
    }

    @Test func aRecordedQuoteInARawLiteralRewritesBack() throws {
        let source = "test.expect(x,\n  #\"-a-\\(b)\"#, values: [:])\n"
        let recorded = try DiagramLiteralRewriter.rewrite(
            source, line: 1, column: 12, argument: .expect, from: "-a-\\(b)", to: "\""
        ).get()
        #expect(recorded == "test.expect(x,\n  \"\\\"\", values: [:])\n")
        let back = try DiagramLiteralRewriter.rewrite(
            recorded, line: 1, column: 12, argument: .expect, from: "\"", to: "-a-\\(b)"
        ).get()
        #expect(back == "test.expect(x,\n  \"-a-\\\\(b)\", values: [:])\n")
    }
    @Test func aCombiningMarkAfterTheClosingDelimiterStillKeepsTheTextOutOfARawLiteral() throws {
        // `"#` then U+035E: as characters the `#` and the mark are one, yet the compiler ends a
        // `#"…"#` literal at the `"#`.
        let text = "*a)\"#\u{035E}v"
        #expect(SwiftStringLiteral.literal(text, hashes: 1) == SwiftStringLiteral.quoted(text))
        #expect(SwiftStringLiteral.literal("\"\u{035E}a", hashes: 1) == SwiftStringLiteral.quoted("\"\u{035E}a"))
        let source = "test.expect(x,\n  #\"-a-\\(b)\"#, values: [:])\n"
        let recorded = try DiagramLiteralRewriter.rewrite(
            source, line: 1, column: 12, argument: .expect, from: "-a-\\(b)", to: text
        ).get()
        let back = try DiagramLiteralRewriter.rewrite(
            recorded, line: 1, column: 12, argument: .expect, from: text, to: "-a-\\(b)"
        ).get()
        #expect(back.hasPrefix("test.expect(x,\n  \"-a-\\\\(b)\""))
    }

    @Test func aControlCharacterIsNeverWrittenRaw() {
        // A raw string cannot escape it, and the compiler refuses it unescaped.
        #expect(SwiftStringLiteral.literal("-a\u{10}-", hashes: 1) == #""-a\u{10}-""#)
        #expect(SwiftStringLiteral.literal("-a\u{7F}-", hashes: 2) == #""-a\u{7f}-""#)
    }
}
