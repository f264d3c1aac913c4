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
    /// unchanged, else as a plain literal.
    static func literal(_ text: String, hashes: Int) -> String {
        let fence = String(repeating: "#", count: hashes)
        guard hashes > 0, !text.contains("\"" + fence), !text.contains("\\" + fence),
            !text.contains(where: \.isNewline)
        else { return quoted(text) }
        return fence + "\"" + text + "\"" + fence
    }

    /// The text a single-line, uninterpolated literal's content stands for (`content` is what is
    /// written between its delimiters), or `nil` for an escape this does not read.
    static func decode(_ content: ArraySlice<UInt8>, hashes: Int) -> String? {
        let written = String(decoding: content, as: UTF8.self)
        let escape = "\\" + String(repeating: "#", count: hashes)
        guard written.contains(escape) else { return written }
        var text = ""
        var rest = Substring(written)
        while let range = rest.range(of: escape) {
            text += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
            guard let first = rest.first else { return nil }
            rest = rest.dropFirst()
            if first == "u" {
                guard rest.first == "{", let close = rest.firstIndex(of: "}"),
                    let value = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16),
                    let scalar = Unicode.Scalar(value)
                else { return nil }
                text.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: close)...]
            } else if let scalar = escapedScalar[first] {
                text.unicodeScalars.append(scalar)
            } else {
                return nil
            }
        }
        return text + rest
    }
}
