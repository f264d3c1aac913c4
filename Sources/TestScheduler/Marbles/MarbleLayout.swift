import IOViewModel

/// Chooses a character for each value when drawing events: the key the `values` dictionary gives
/// it, else a fresh letter (listed in ``legend``). A key that is a mark, or that nobody could see,
/// is not drawn: its value gets a fresh letter.
struct SymbolTable<Value> {
    private var known: [(symbol: Character, value: Value)]
    private(set) var fresh: [(symbol: Character, value: Value)] = []
    private let equal: (Value, Value) -> Bool
    private var pool: [Character]

    init(values: [Character: Value], equal: @escaping (Value, Value) -> Bool) {
        known = values.filter { !MarbleSyntax.isReserved($0.key) && MarbleText.invisibleProblem($0.key) == nil }
            .map { ($0.key, $0.value) }
            .sorted { $0.symbol < $1.symbol }
        self.equal = equal
        let used = Set(values.keys)
        pool = Array("abcdefghijklnopqrtuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ").filter { !used.contains($0) }
    }

    mutating func symbol(for value: Value) -> Character {
        if let match = known.first(where: { equal($0.value, value) }) { return match.symbol }
        if let match = fresh.first(where: { equal($0.value, value) }) { return match.symbol }
        guard !pool.isEmpty else { return "?" }
        let symbol = pool.removeFirst()
        fresh.append((symbol, value))
        return symbol
    }

    /// The value `symbol` stands for, as failures print it, or `nil` when it stands for none
    /// (a mark, or a symbol this table did not give).
    func valueText(for symbol: Character) -> String? {
        if let match = known.first(where: { $0.symbol == symbol }) { return describe(match.value) }
        if let match = fresh.first(where: { $0.symbol == symbol }) { return describe(match.value) }
        return nil
    }

    /// `x = 42` lines for the values that had no key.
    var legend: [String] {
        fresh.map { "\($0.symbol) = \(describe($0.value))" }
    }
}

enum MarbleSyntax {
    static func isReserved(_ char: Character) -> Bool {
        "-()|#^! ".contains(char)
    }
}

/// Draws one or more timelines on a shared column layout, so that a frame sits at the same column
/// on every line.
struct MarbleLayout {
    /// One line's marks: (frame, symbol), in the order they happened.
    typealias Line = [(frame: Int, symbol: Character)]

    var lines: [String]
    /// Frame → 0-based column where that frame's cell starts.
    var columns: [Int: Int]
    /// Whether every line parses back to exactly its marks.
    var isExact: Bool

    /// Gaps longer than this many frames are drawn as a time progression (when `format` can
    /// express them).
    static let compressionThreshold = 32

    /// Lays out `input`. Frames start at `startFrame` (default: zero, or the earliest mark) and
    /// every line is drawn up to `endFrame` at least. `shared` draws the lines on one layout even
    /// when each could be drawn on its own, so that a group on one line moves what follows it on
    /// every line alike.
    ///
    /// When no silence needs compressing, each line is drawn on its own in exact diagram syntax,
    /// where a column is a frame, so the lines line up by themselves. Otherwise they share one
    /// layout (a group on one line widens that frame on all lines) and long silences become the
    /// same time progression on every line.
    init(
        lines input: [Line], format: MarbleFormat, nanosecondsPerTick: Int64,
        startFrame: Int? = nil, endFrame: Int? = nil, shared: Bool = false
    ) {
        let allFrames = Set(input.flatMap { $0.map(\.frame) })
        let start = startFrame ?? min(0, allFrames.min() ?? 0)
        let sorted = allFrames.sorted()
        var boundaries = [start] + sorted
        if let endFrame { boundaries.append(endFrame) }
        let compress = zip(boundaries, boundaries.dropFirst()).contains { $1 - $0 > Self.compressionThreshold + 1 }
        if input.count > 1, !compress, !shared {
            let single = input.map {
                MarbleLayout(
                    lines: [$0], format: format, nanosecondsPerTick: nanosecondsPerTick,
                    startFrame: start, endFrame: endFrame)
            }
            let drawn = single.map { $0.lines[0] }
            let width = drawn.map(\.count).max() ?? 0
            self.init(
                drawn: drawn.map { $0 + String(repeating: "-", count: width - $0.count) },
                columns: single.reduce(into: [:]) { columns, layout in
                    columns.merge(layout.columns) { first, _ in first }
                },
                isExact: single.allSatisfy(\.isExact))
            return
        }
        self.init(joint: input, format: format, nanosecondsPerTick: nanosecondsPerTick, start: start, end: endFrame)
    }

    private init(joint input: [Line], format: MarbleFormat, nanosecondsPerTick: Int64, start: Int, end: Int?) {
        var grouped: [[Int: [Character]]] = Array(repeating: [:], count: input.count)
        var allFrames = Set<Int>()
        for (index, line) in input.enumerated() {
            for mark in line {
                grouped[index][mark.frame, default: []].append(mark.symbol)
                allFrames.insert(mark.frame)
            }
        }
        var output = Array(repeating: "", count: input.count)
        var columns: [Int: Int] = [:]
        var exact = true
        var position = start
        // The lines' common length in characters, kept as they grow: counting a string's
        // characters walks it, which would make drawing a long diagram quadratic.
        var width = 0

        func append(_ text: String) {
            for index in output.indices { output[index] += text }
            width += text.count
        }
        // A digit followed by 'm', 's' or '.' would read as a time progression: separate them.
        func needsSpace(after previous: Character?, before next: Character?) -> Bool {
            guard let previous, let next else { return false }
            return previous.isASCII && previous.isNumber && (next == "m" || next == "s" || next == ".")
        }
        func skip(to frame: Int) {
            let gap = frame - position
            let ticks = gap.multipliedReportingOverflow(by: format.ticksPerFrame)
            let nanoseconds = Int64(ticks.partialValue).multipliedReportingOverflow(by: nanosecondsPerTick)
            if gap <= Self.compressionThreshold {
                append(String(repeating: "-", count: gap))
            } else if !ticks.overflow, !nanoseconds.overflow {
                append((width == 0 ? "" : " ") + formatDuration(nanoseconds.partialValue) + " ")
            } else {
                // Too long to write down: draw a bounded gap (the lists under a failure are exact).
                append(String(repeating: "-", count: Self.compressionThreshold))
                exact = false
            }
            position = frame
        }

        for frame in allFrames.sorted() {
            if frame < position {
                exact = false
            } else if frame > position {
                skip(to: frame)
            }
            let cells = grouped.map { symbols -> String in
                let symbols = symbols[frame] ?? []
                guard symbols.count > 1 else { return symbols.first.map { String($0) } ?? "" }
                var text = "("
                var previous: Character?
                for symbol in symbols {
                    if needsSpace(after: previous, before: symbol) { text += " " }
                    text.append(symbol)
                    previous = symbol
                }
                return text + ")"
            }
            if cells.indices.contains(where: { needsSpace(after: output[$0].last, before: cells[$0].first) }) {
                append(" ")
            }
            let cellWidth = cells.map(\.count).max() ?? 1
            columns[frame] = width
            for index in output.indices {
                output[index] += cells[index] + String(repeating: "-", count: cellWidth - cells[index].count)
            }
            width += cellWidth
            position += cellWidth
        }
        if let end, end > position { skip(to: end) }
        self.init(drawn: output, columns: columns, isExact: exact)
    }

    private init(drawn: [String], columns: [Int: Int], isExact: Bool) {
        self.lines = drawn
        self.columns = columns
        self.isExact = isExact
    }
}

/// Converts recorded events into drawable marks, given the frame length and frame zero; with
/// `frames`, only the events that fall in those frames (the others get no symbol).
func marks<Value>(
    _ events: [Recorded<Event<Value>>],
    format: MarbleFormat,
    origin: TestTime = 0,
    in frames: ClosedRange<Int>? = nil,
    symbol: (Value) -> Character
) -> (line: MarbleLayout.Line, exact: Bool) {
    var exact = true
    var line: MarbleLayout.Line = []
    for record in events {
        let (frame, onFrame) = format.frame(at: record.time - origin)
        if let frames, !frames.contains(frame) { continue }
        exact = exact && onFrame
        let mark: Character
        switch record.value {
        case .next(let value): mark = symbol(value)
        case .completed: mark = "|"
        case .error: mark = "#"
        }
        line.append((frame, mark))
    }
    return (line, exact)
}

/// An event as failure messages print it: `next("foo")`, `completed`, `error(TestError)`.
func describe<Value>(_ event: Event<Value>) -> String {
    switch event {
    case .next(let value): return "next(\(describe(value)))"
    case .completed: return "completed"
    case .error(let error): return "error(\(error))"
    }
}
