/// Single-line Swift string literals, written and read back: how record mode writes a diagram
/// into a test's source, and checks that the literal it replaces holds the diagram the test ran.
enum SwiftStringLiteral {
    /// `text` as a plain Swift string literal: `"-a-|"`, with `\`, `"` and control characters
    /// escaped.
    static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    literal += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

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
            switch first {
            case "\\": text += "\\"
            case "\"": text += "\""
            case "'": text += "'"
            case "n": text += "\n"
            case "r": text += "\r"
            case "t": text += "\t"
            case "0": text += "\0"
            case "u":
                guard rest.first == "{", let close = rest.firstIndex(of: "}"),
                    let value = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16),
                    let scalar = Unicode.Scalar(value)
                else { return nil }
                text.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: close)...]
            default:
                return nil
            }
        }
        return text + rest
    }
}
