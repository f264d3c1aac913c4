/// A diagram's characters as the parser reads them: one code per character, its ASCII byte (0
/// for any other character), so that telling the marks apart compares bytes.
///
/// A diagram of printable ASCII, the usual case, is read byte by byte, each byte being one
/// character; any other diagram is split into characters (grapheme clusters) once.
@usableFromInline
struct MarbleText {
    /// One code per character: its ASCII byte, or 0 when it is not a single ASCII scalar.
    let codes: [UInt8]
    /// The characters, when the diagram is not all printable ASCII; empty otherwise.
    private let characters: [Character]

    init(_ diagram: String) {
        if diagram.utf8.allSatisfy(Self.isPrintableASCII) {
            codes = Array(diagram.utf8)
            characters = []
        } else {
            characters = Array(diagram)
            codes = characters.map { character in
                let scalars = character.unicodeScalars
                guard scalars.count == 1, let scalar = scalars.first, scalar.isASCII else { return 0 }
                return UInt8(scalar.value)
            }
        }
    }

    /// The character at `index`.
    subscript(index: Int) -> Character {
        characters.isEmpty ? Character(Unicode.Scalar(codes[index])) : characters[index]
    }

    /// Whether `diagram` has anything but whitespace: an expected diagram that has not is one not
    /// written yet.
    @usableFromInline
    static func isDrawn(_ diagram: String) -> Bool {
        // A printable ASCII byte other than a space always starts a character of its own that is
        // not whitespace; only a diagram without one needs its characters looked at.
        diagram.utf8.contains { $0 > 0x20 && $0 < 0x7F } || !diagram.allSatisfy(\.isWhitespace)
    }

    /// What makes `char` unreadable as a value, naming the code point, or `nil` when it can be
    /// seen: a character made only of invisible code points (controls, format characters, spaces
    /// and separators other than the ASCII space, default-ignorable and unassigned code points),
    /// or a visible one carrying an invisible code point it does not need (an emoji's joiners,
    /// variation selectors and tags are part of it).
    static func invisibleProblem(_ char: Character) -> String? {
        let scalars = char.unicodeScalars
        guard let first = scalars.first else { return nil }
        if scalars.allSatisfy(isInvisible) {
            return
                "unexpected invisible character \(scalars.map(codePoint).joined(separator: " ")): use '-' or a space for time"
        }
        // The scalar that shows: a prepended mark (U+0600 ARABIC NUMBER SIGN) comes before it.
        let base = scalars.first { !isInvisible($0) } ?? first
        let isEmoji = base.properties.isEmoji && scalars.count > 1
        for scalar in scalars where isInvisible(scalar) && !(isEmoji && isEmojiComponent(scalar)) {
            return
                "invisible character \(codePoint(scalar)) attached to '\(String(base))', which makes it a different value: remove it"
        }
        return nil
    }

    /// `U+200B ZERO WIDTH SPACE`: the code point and, when Unicode gives one, its name.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        guard let name = scalar.properties.name ?? scalar.properties.nameAlias ?? controlNames[scalar.value] else {
            return code
        }
        return code + " " + name
    }

    /// The names of the control characters a diagram is most likely to hold (Unicode names none).
    private static let controlNames: [UInt32: String] = [
        0x00: "NULL", 0x07: "BELL", 0x08: "BACKSPACE", 0x09: "CHARACTER TABULATION", 0x0A: "LINE FEED",
        0x0B: "LINE TABULATION", 0x0C: "FORM FEED", 0x0D: "CARRIAGE RETURN", 0x1B: "ESCAPE", 0x7F: "DELETE",
        0x85: "NEXT LINE",
    ]

    /// Whether nothing shows for `scalar` on its own.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate:
            return true
        default:
            return properties.isDefaultIgnorableCodePoint || properties.isWhitespace
        }
    }

    /// The invisible code points an emoji is built with: the zero width joiner, the variation
    /// selectors and the tags of subdivision flags.
    private static func isEmojiComponent(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200D || scalar.value == 0xFE0E || scalar.value == 0xFE0F
            || (0xE0020...0xE007F).contains(scalar.value)
    }

    /// Whether `code` is a printable ASCII character (a space included): never invisible, and
    /// always one character on its own.
    static func isPrintableASCII(_ code: UInt8) -> Bool {
        code >= 0x20 && code < 0x7F
    }
}
