import Testing

@testable import TestScheduler

/// Record mode's call scanner reads the arguments of a call as Swift's lexer does: string
/// literals (raw ones too) hide the brackets and commas inside them.
@Suite struct SwiftCallScannerTests {
    private func arguments(_ source: String) -> [String]? {
        let bytes = Array(source.utf8)
        let scanner = SwiftCallScanner(bytes: bytes)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), let arguments = scanner.arguments(openingAt: open)
        else { return nil }
        return arguments.map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    @Test func bracketsAndCommasInsideLiteralsAreNotTheCalls() {
        #expect(arguments(##"f("a, (b", #"c")"#, d)"##) == [#""a, (b""#, ##" #"c")"#"##, " d"])
    }

    @Test func hashesThatOpenNoLiteralArePassedOver() {
        #expect(arguments("f(#line, ##column, x)") == ["#line", " ##column", " x"])
    }

    /// `##"` opens a raw string closed only by `"##`: the `#"a"#` inside the delimiter is not a
    /// literal of its own, so the call does not close.
    @Test func aRawDelimiterThatNeverClosesLeavesTheCallOpen() {
        #expect(arguments(###"f(##"a"#, x)"###) == nil)
        #expect(arguments(#"f("a, x)"#) == nil)
    }

    /// Thousands of `#` opening nothing are passed over once each: the scan stays linear.
    @Test func longRunsOfHashesAreReadOnce() {
        let run = String(repeating: "#", count: 20_000)
        #expect(arguments("f(\(run)a, \(run)\"b\"\(run))") == ["\(run)a", " \(run)\"b\"\(run)"])
    }
}
