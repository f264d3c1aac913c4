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

    /// Whether `code` is a printable ASCII character (a space included): never invisible, and
    /// always one character on its own.
    static func isPrintableASCII(_ code: UInt8) -> Bool {
        code >= 0x20 && code < 0x7F
    }
}
