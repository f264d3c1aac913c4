/// Turns the bytes a terminal in raw mode sends into ``DemoKey``s, one per keystroke.
///
/// UTF-8 text may arrive split across reads, so incomplete characters wait for their remaining
/// bytes. Escape sequences (arrow keys and the like) are recognised whole; up and down arrows
/// switch fields, the others are ignored.
public struct KeyDecoder {
    private var pending: [UInt8] = []

    /// A decoder with nothing pending.
    public init() {}

    /// The keys completed by `bytes`.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [DemoKey] {
        pending.append(contentsOf: bytes)
        var keys: [DemoKey] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case 0x03, 0x04:
                keys.append(.quit)
                index += 1
            case 0x09:
                keys.append(.nextField)
                index += 1
            case 0x0A, 0x0D:
                keys.append(.enter)
                index += 1
            case 0x08, 0x7F:
                keys.append(.backspace)
                index += 1
            case 0x1B:
                guard let length = escapeLength(at: index) else {
                    pending.removeFirst(index)
                    return keys
                }
                switch pending[index + length - 1] {
                case UInt8(ascii: "A"), UInt8(ascii: "Z"): keys.append(.previousField)
                case UInt8(ascii: "B"): keys.append(.nextField)
                default: break
                }
                index += length
            case 0x00..<0x20:
                index += 1
            default:
                let length = utf8Length(leading: byte)
                guard index + length <= pending.count else {
                    pending.removeFirst(index)
                    return keys
                }
                let scalarBytes = pending[index..<index + length]
                // One key per scalar, so pasted text is a keystroke per character on the timeline.
                keys.append(.text(String(decoding: scalarBytes, as: UTF8.self)))
                index += length
            }
        }
        pending.removeAll()
        return keys
    }

    /// The length of the escape sequence starting at `index`, or `nil` if it is not complete yet.
    private func escapeLength(at index: Int) -> Int? {
        guard index + 1 < pending.count else { return nil }
        guard pending[index + 1] == UInt8(ascii: "[") || pending[index + 1] == UInt8(ascii: "O") else {
            return 2
        }
        var end = index + 2
        while end < pending.count {
            if (0x40...0x7E).contains(pending[end]) { return end - index + 1 }
            end += 1
        }
        return nil
    }

    private func utf8Length(leading byte: UInt8) -> Int {
        switch byte {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}
