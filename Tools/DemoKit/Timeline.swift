/// A live marble diagram: one column per frame (a keystroke), one row per stream.
///
/// Each row shows `-` where its stream was silent and a one-letter marble where it emitted, so a
/// learner watching the demo sees inputs flow into outputs on one time axis.
public struct Timeline: Equatable, Sendable {
    /// The rows' names, top to bottom.
    public let rows: [String]
    /// For each frame, the marble each row emitted (if any).
    public private(set) var frames: [[String: Character]] = [[:]]

    /// A timeline with the given rows and one frame, frame zero (subscription time).
    public init(rows: [String]) {
        self.rows = rows
    }

    /// Starts a new frame.
    public mutating func advance() {
        frames.append([:])
    }

    /// Puts `marble` on `row` in the current frame.
    public mutating func mark(_ row: String, _ marble: Character) {
        frames[frames.count - 1][row] = marble
    }

    /// The diagram's lines, names padded to one column, showing at most the last `width` frames.
    public func lines(width: Int) -> [String] {
        let shown = frames.suffix(max(1, width))
        let nameWidth = rows.map(\.count).max() ?? 0
        return rows.map { row in
            let name = row.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            return name + "  " + String(shown.map { $0[row] ?? "-" })
        }
    }
}
