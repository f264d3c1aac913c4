/// Draws a ``ScenarioRecording`` as an SVG marble diagram.
///
/// One horizontal timeline per lane, inputs above the caption box and outputs below it, all on
/// one frame grid: values are coloured marbles carrying their symbol, completion is a vertical
/// bar, an error is a cross, and events in the same frame are drawn side by side. A cold
/// observable's lane is solid only while it was subscribed. Under each lane a legend says what
/// the symbols stand for; a ruler at the bottom numbers the frames.
///
/// The output depends only on the recording (integer coordinates, no fonts measured), so the
/// same run gives the same bytes on every platform, and a committed picture can be compared with
/// a fresh one.
public enum MarbleSVG {
    /// The SVG document for `recording`.
    public static func render(_ recording: ScenarioRecording) -> String {
        Drawing(recording).document
    }
}

private struct Drawing {
    static let padding = 16
    static let frameWidth = 36
    static let radius = 13
    static let laneHeight = 46
    static let legendHeight = 18
    static let captionHeight = 34
    static let rulerHeight = 30
    static let charWidth = 15  // in half pixels: 12 px monospace glyphs are about 7.5 px wide
    static let palette = ["#f6c85f", "#8ecae6", "#b7e4a0", "#f4a6c0", "#cdb4f0", "#ffc9a0", "#9ee6df", "#e9ec8f"]

    let recording: ScenarioRecording
    var elements: [String] = []
    let timelineX: Int
    let width: Int
    var y = padding

    init(_ recording: ScenarioRecording) {
        self.recording = recording
        let labels = recording.lanes.map {
            max($0.label.count, Self.showsSpan($0) ? Self.spanText($0).count * 5 / 6 : 0)
        }
        let labelWidth = max(80, (labels.max() ?? 0) * Self.charWidth / 2 + 20)
        timelineX = Self.padding + labelWidth
        let frames = recording.endFrame - recording.startFrame + 1
        let timelineEnd = timelineX + frames * Self.frameWidth + 16
        let legends = recording.lanes.map { Self.legendLine($0).count * 13 / 2 }
        let caption = (recording.caption?.count ?? 0) * 8 + 40
        width = max(timelineEnd, timelineX + (legends.max() ?? 0), timelineX + caption) + Self.padding
        draw()
    }

    var document: String {
        let height = y + Self.padding
        var lines = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" viewBox="0 0 \##(width) \##(height)" role="img" aria-label="\##(escape(recording.title))">"##,
            "<title>\(escape(recording.title))</title>",
            ##"<rect x="0.5" y="0.5" width="\##(width - 1)" height="\##(height - 1)" rx="8" fill="#ffffff" stroke="#d0d0d0"/>"##,
            ##"<g font-family="ui-monospace, Menlo, Consolas, 'DejaVu Sans Mono', monospace" font-size="12">"##,
        ]
        lines += elements
        lines += ["</g>", "</svg>"]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Layout

    func x(_ frame: Int) -> Int {
        timelineX + (frame - recording.startFrame) * Self.frameWidth + Self.frameWidth / 2
    }

    mutating func draw() {
        let inputs = recording.lanes.filter { $0.kind == .input }
        let outputs = recording.lanes.filter { $0.kind == .output }
        for lane in inputs { drawLane(lane) }
        if let caption = recording.caption { drawCaption(caption) }
        for lane in outputs { drawLane(lane) }
        drawRuler()
    }

    mutating func drawLane(_ lane: Lane) {
        let center = y + Self.laneHeight / 2
        let start = x(recording.startFrame) - Self.frameWidth / 2
        let end = x(recording.endFrame) + 8
        let color = lane.kind == .input ? "#1f5a96" : "#8c3a0e"
        elements.append(
            ##"<text x="\##(timelineX - 14)" y="\##(center + 4)" text-anchor="end" fill="\##(color)">\##(escape(lane.label))</text>"##
        )
        if let span = lane.subscription {
            if Self.showsSpan(lane) {
                elements.append(
                    ##"<text x="\##(timelineX - 14)" y="\##(center + 18)" text-anchor="end" font-size="10" fill="#777777">\##(escape(Self.spanText(lane)))</text>"##
                )
            }
            elements.append(line(start, center, end, center, stroke: "#c8c8c8", width: 1, dash: true))
            let spanStart = x(span.lowerBound)
            let spanEnd = lane.isOpenEnded ? end : x(span.upperBound)
            elements.append(line(spanStart, center, spanEnd, center, stroke: "#444444", width: 2))
            // The subscription starts at a caret under the line, as `^` in a subscription diagram.
            elements.append(caret(at: spanStart, center))
            let terminated = lane.marks.contains { $0.frame == span.upperBound && $0.isTerminal }
            if !lane.isOpenEnded && !terminated {
                // Disposed without a terminal event: a small cross, as `!` in a subscription
                // diagram, beside the marble of that frame if there is one.
                let cross = lane.marks.contains { $0.frame == span.upperBound } ? spanEnd + Self.radius + 8 : spanEnd
                elements.append(line(cross - 5, center - 5, cross + 5, center + 5, stroke: "#888888", width: 1.5))
                elements.append(line(cross - 5, center + 5, cross + 5, center - 5, stroke: "#888888", width: 1.5))
            }
        } else {
            elements.append(line(start, center, end, center, stroke: "#444444", width: 2))
            if lane.kind == .input && recording.startFrame < 0 {
                // Frame zero of a lane that starts earlier: the `^` of a hot diagram.
                elements.append(caret(at: x(0), center))
            }
        }
        elements.append(
            ##"<path d="M\##(end) \##(center - 5) L\##(end + 9) \##(center) L\##(end) \##(center + 5) Z" fill="#444444"/>"##
        )
        drawMarks(lane.marks, at: center)
        y += Self.laneHeight
        if !lane.legend.isEmpty {
            elements.append(
                ##"<text x="\##(timelineX)" y="\##(y + 2)" font-size="11" fill="#555555">\##(escape(Self.legendLine(lane)))</text>"##
            )
            y += Self.legendHeight
        }
    }

    mutating func drawMarks(_ marks: [Mark], at center: Int) {
        var index = 0
        while index < marks.count {
            let frame = marks[index].frame
            var values: [Character] = []
            var terminal: Mark.Event?
            while index < marks.count, marks[index].frame == frame {
                if case .value(let symbol) = marks[index].event {
                    values.append(symbol)
                } else {
                    terminal = marks[index].event
                }
                index += 1
            }
            let middle = x(frame)
            let first = middle - (values.count - 1) * 10
            for (offset, symbol) in values.enumerated() {
                drawMarble(symbol, at: first + offset * 20, center)
            }
            if let terminal {
                let at = values.isEmpty ? middle : first + (values.count - 1) * 20 + Self.radius + 7
                drawTerminal(terminal, at: at, center)
            }
        }
    }

    mutating func drawMarble(_ symbol: Character, at x: Int, _ center: Int) {
        let fill = Self.palette[Int(symbol.unicodeScalars.first?.value ?? 0) % Self.palette.count]
        elements.append(
            ##"<circle cx="\##(x)" cy="\##(center)" r="\##(Self.radius)" fill="\##(fill)" stroke="#222222" stroke-width="1.5"/>"##
        )
        elements.append(
            ##"<text x="\##(x)" y="\##(center + 5)" text-anchor="middle" font-size="14" font-weight="bold" fill="#111111">\##(escape(String(symbol)))</text>"##
        )
    }

    mutating func drawTerminal(_ event: Mark.Event, at x: Int, _ center: Int) {
        switch event {
        case .completed:
            elements.append(line(x, center - 13, x, center + 13, stroke: "#222222", width: 3))
        case .error:
            elements.append(line(x - 9, center - 9, x + 9, center + 9, stroke: "#c0392b", width: 3))
            elements.append(line(x - 9, center + 9, x + 9, center - 9, stroke: "#c0392b", width: 3))
        case .value:
            break
        }
    }

    mutating func drawCaption(_ caption: String) {
        y += 6
        let left = timelineX - 6
        let right = x(recording.endFrame) + 14
        elements.append(
            ##"<rect x="\##(left)" y="\##(y)" width="\##(right - left)" height="\##(Self.captionHeight)" rx="6" fill="#f3f0e8" stroke="#9a8f74"/>"##
        )
        elements.append(
            ##"<text x="\##((left + right) / 2)" y="\##(y + Self.captionHeight / 2 + 5)" text-anchor="middle" font-size="13" fill="#222222">\##(escape(caption))</text>"##
        )
        y += Self.captionHeight + 6
    }

    mutating func drawRuler() {
        y += 4
        let unit =
            recording.millisecondsPerFrame == 1000 ? "frame (1 s)" : "frame (\(recording.millisecondsPerFrame) ms)"
        elements.append(
            ##"<text x="\##(timelineX - 14)" y="\##(y + 14)" text-anchor="end" font-size="10" fill="#777777">\##(unit)</text>"##
        )
        elements.append(
            line(
                x(recording.startFrame) - Self.frameWidth / 2, y, x(recording.endFrame) + 8, y, stroke: "#bbbbbb",
                width: 1))
        for frame in recording.startFrame...recording.endFrame {
            let labelled = frame % 5 == 0
            elements.append(line(x(frame), y, x(frame), y + (labelled ? 6 : 3), stroke: "#bbbbbb", width: 1))
            if labelled {
                elements.append(
                    ##"<text x="\##(x(frame))" y="\##(y + 18)" text-anchor="middle" font-size="10" fill="#777777">\##(frame)</text>"##
                )
            }
        }
        y += Self.rulerHeight - 4
    }

    // MARK: Helpers

    /// Whether a cold lane's subscription needs saying: not when it runs from frame zero to the
    /// lane's own terminal event, as a plain source's does.
    static func showsSpan(_ lane: Lane) -> Bool {
        guard let span = lane.subscription else { return false }
        let ends = lane.marks.last.map { $0.frame == span.upperBound && $0.isTerminal } ?? false
        return span.lowerBound != 0 || !ends || lane.isOpenEnded
    }

    static func spanText(_ lane: Lane) -> String {
        guard let span = lane.subscription else { return "" }
        return lane.isOpenEnded
            ? "subscribed at \(span.lowerBound)" : "subscribed \(span.lowerBound)–\(span.upperBound)"
    }

    static func legendLine(_ lane: Lane) -> String {
        lane.legend.map { "\($0.symbol) = \($0.value)" }.joined(separator: " · ")
    }

    /// A `^` under the timeline at `x`: a subscription starts there.
    func caret(at x: Int, _ center: Int) -> String {
        ##"<path d="M\##(x - 6) \##(center + 14) L\##(x) \##(center + 6) L\##(x + 6) \##(center + 14)" fill="none" stroke="#444444" stroke-width="2"/>"##
    }

    func line(_ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int, stroke: String, width: Double, dash: Bool = false) -> String {
        let dashes = dash ? ##" stroke-dasharray="4 4""## : ""
        return
            ##"<line x1="\##(x1)" y1="\##(y1)" x2="\##(x2)" y2="\##(y2)" stroke="\##(stroke)" stroke-width="\##(width)"\##(dashes)/>"##
    }

    func escape(_ text: String) -> String {
        var escaped = ""
        for char in text {
            switch char {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(char)
            }
        }
        return escaped
    }
}
