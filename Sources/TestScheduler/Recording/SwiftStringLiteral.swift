/// Single-line Swift string literals, written and read back: how record mode writes a diagram
/// into a test's source, and checks that the literal it replaces holds the diagram the test ran.
enum SwiftStringLiteral {
    /// `text` as a plain Swift string literal: `"-a-|"`, with `\`, `"` and control characters
    /// escaped.
    static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            if let letter = escapeLetter[scalar] {
                literal += "\\\(letter)"
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// The one-letter escapes, as `quoted` writes them and `decode` reads them: `\\`, `\"`, `\n`,
    /// `\r`, `\t` (other control characters are written `\u{…}`).
    private static let escapes: [(scalar: Unicode.Scalar, letter: Character)] = [
        ("\\", "\\"), ("\"", "\""), ("\n", "n"), ("\r", "r"), ("\t", "t"),
    ]
    private static let escapeLetter = Dictionary(uniqueKeysWithValues: escapes.map { ($0.scalar, $0.letter) })
    /// What each escape letter stands for, reading: `\'` and `\0` as well, though never written.
    private static let escapedScalar = Dictionary(
        uniqueKeysWithValues: (escapes + [("'", "'"), ("\0", "0")]).map { ($0.letter, $0.scalar) })

    /// `text` as a literal with `hashes` `#` (a raw string) when it can be written that way
    /// unchanged, else as a plain literal. A text that starts with `"` is never written raw:
    /// `#"` and its quotes would read as a multi-line literal's `#"""`. Nor is one with a control
    /// character, which a raw string cannot escape.
    ///
    /// The checks look at the text's UTF-8, as the compiler reads it, not at its characters: a
    /// combining mark after `"#` joins the `#` into a character that is no `#`, yet the compiler
    /// still ends the literal there.
    static func literal(_ text: String, hashes: Int) -> String {
        let fence = String(repeating: "#", count: hashes)
        let bytes = Array(text.utf8)
        func contains(_ needle: String) -> Bool {
            let needle = Array(needle.utf8)
            guard bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains { bytes[$0...].starts(with: needle) }
        }
        guard hashes > 0, !contains("\"" + fence), !contains("\\" + fence),
            !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }),
            bytes.first != UInt8(ascii: "\"")
        else { return quoted(text) }
        return fence + "\"" + text + "\"" + fence
    }

    /// The text a single-line, uninterpolated literal's content stands for (`content` is what is
    /// written between its delimiters), or `nil` for an escape this does not read.
    ///
    /// It reads scalar by scalar: a combining mark after an escape's backslash (`\\` then
    /// U+0616) would otherwise join the backslash into one character that is no escape.
    static func decode(_ content: ArraySlice<UInt8>, hashes: Int) -> String? {
        let written = Array(String(decoding: content, as: UTF8.self).unicodeScalars)
        var text = String.UnicodeScalarView()
        var index = 0
        func isEscape(at index: Int) -> Bool {
            guard written[index] == "\\", index + hashes < written.count else { return false }
            return written[(index + 1)..<(index + 1 + hashes)].allSatisfy { $0 == "#" }
        }
        while index < written.count {
            guard isEscape(at: index) else {
                text.append(written[index])
                index += 1
                continue
            }
            index += 1 + hashes
            guard index < written.count else { return nil }
            let first = written[index]
            index += 1
            if first == "u" {
                guard index < written.count, written[index] == "{",
                    let close = written[index...].firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(written[(index + 1)..<close])), radix: 16),
                    let scalar = Unicode.Scalar(value)
                else { return nil }
                text.append(scalar)
                index = close + 1
            } else if let scalar = escapedScalar[Character(first)] {
                text.append(scalar)
            } else {
                return nil
            }
        }
        return String(text)
    }
}
