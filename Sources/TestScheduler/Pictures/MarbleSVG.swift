/// Draws a ``MarblePicture`` as an SVG marble diagram: the documentation's pictures, and the
/// timeline a failing marble test attaches.
///
/// One horizontal timeline per lane, inputs above the caption box and outputs below it, all on
/// one frame grid: values are coloured marbles carrying their symbol, completion is a vertical
/// bar, an error is a cross, and events in the same frame are drawn side by side. A cold
/// observable's lane is solid only while it was subscribed. Under each lane a legend says what
/// the symbols stand for; a ruler at the bottom numbers the frames. A failure's picture also
/// marks the frame of its first difference with a red band across the lanes (and its number on
/// the ruler), and a picture cut to a window of a longer run has `…` on the cut sides.
///
/// The output depends only on the picture (integer coordinates, no fonts measured), so the
/// same run gives the same bytes on every platform, and a committed picture can be compared with
/// a fresh one.
package enum MarbleSVG {
    /// The SVG document for `picture`.
    package static func render(_ picture: MarblePicture) -> String {
        Drawing(picture).document
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
    /// The most marbles drawn in one frame of a lane: more are counted (`+12`), not drawn.
    static let maxMarblesPerFrame = 4
    /// The most entries a lane's legend lists: more are counted.
    static let maxLegendEntries = 12
    static let mismatchColor = "#c0392b"

    let picture: MarblePicture
    var elements: [String] = []
    let timelineX: Int
    /// Where the lanes' labels end: left of the `…` of a picture cut before its first frame.
    let labelEnd: Int
    let width: Int
    var y = padding

    init(_ picture: MarblePicture) {
        self.picture = picture
        let labels = picture.lanes.map {
            max($0.label.count, Self.showsSpan($0) ? Self.spanText($0).count * 5 / 6 : 0)
        }
        let cutWidth = picture.isCutBefore ? 16 : 0
        let labelWidth = max(80, (labels.max() ?? 0) * Self.charWidth / 2 + 20) + cutWidth
        timelineX = Self.padding + labelWidth
        labelEnd = timelineX - 14 - cutWidth
        let frames = picture.endFrame - picture.startFrame + 1
        let timelineEnd = timelineX + frames * Self.frameWidth + 16 + (picture.isCutAfter ? 16 : 0)
        let legends = picture.lanes.map { Self.legendLine($0).count * 13 / 2 }
        let caption = (picture.caption?.count ?? 0) * 8 + 40
        let note = (picture.note?.count ?? 0) * 13 / 2
        width =
            max(timelineEnd, timelineX + (legends.max() ?? 0), timelineX + caption, timelineX + note) + Self.padding
        draw()
    }

    var document: String {
        let height = y + Self.padding
        var lines = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" viewBox="0 0 \##(width) \##(height)" role="img" aria-label="\##(escape(picture.title))">"##,
            "<title>\(escape(picture.title))</title>",
            ##"<rect x="0.5" y="0.5" width="\##(width - 1)" height="\##(height - 1)" rx="8" fill="#ffffff" stroke="#d0d0d0"/>"##,
            ##"<g font-family="ui-monospace, Menlo, Consolas, 'DejaVu Sans Mono', monospace" font-size="12">"##,
        ]
        lines += elements
        lines += ["</g>", "</svg>"]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Layout

    func x(_ frame: Int) -> Int {
        timelineX + (frame - picture.startFrame) * Self.frameWidth + Self.frameWidth / 2
    }

    mutating func draw() {
        let inputs = picture.lanes.filter { $0.kind == .input }
        let outputs = picture.lanes.filter { $0.kind != .input }
        for lane in inputs { drawLane(lane) }
        if let caption = picture.caption { drawCaption(caption) }
        for lane in outputs { drawLane(lane) }
        let rulerY = y + 4
        drawRuler()
        if let note = picture.note { drawNote(note) }
        if let frame = picture.firstDifference { markFirstDifference(at: frame, rulerY: rulerY) }
    }

    mutating func drawLane(_ lane: MarblePicture.Lane) {
        let center = y + Self.laneHeight / 2
        let start = x(picture.startFrame) - Self.frameWidth / 2
        let end = x(picture.endFrame) + 8
        let color: String
        switch lane.kind {
        case .input: color = "#1f5a96"
        case .output: color = "#8c3a0e"
        case .expected: color = "#1e6b34"
        }
        elements.append(
            ##"<text x="\##(labelEnd)" y="\##(center + 4)" text-anchor="end" fill="\##(color)">\##(escape(lane.label))</text>"##
        )
        if picture.isCutBefore {
            elements.append(
                ##"<text x="\##(start - 4)" y="\##(center + 4)" text-anchor="end" fill="#777777">…</text>"##)
        }
        if picture.isCutAfter {
            elements.append(##"<text x="\##(end + 12)" y="\##(center + 4)" fill="#777777">…</text>"##)
        }
        if let span = lane.subscription {
            if Self.showsSpan(lane) {
                elements.append(
                    ##"<text x="\##(labelEnd)" y="\##(center + 18)" text-anchor="end" font-size="10" fill="#777777">\##(escape(Self.spanText(lane)))</text>"##
                )
            }
            elements.append(line(start, center, end, center, stroke: "#c8c8c8", width: 1, dash: true))
            // A picture cut to a window of a longer run draws the part of the span inside it.
            let startsEarlier = span.lowerBound < picture.startFrame
            let endsLater = lane.isOpenEnded || span.upperBound > picture.endFrame
            let spanStart = startsEarlier ? start : x(span.lowerBound)
            let spanEnd = endsLater ? end : x(span.upperBound)
            elements.append(line(spanStart, center, spanEnd, center, stroke: "#444444", width: 2))
            // The subscription starts at a caret under the line, as `^` in a subscription diagram.
            if !startsEarlier { elements.append(caret(at: spanStart, center)) }
            let terminated = lane.marks.contains { $0.frame == span.upperBound && $0.isTerminal }
            if !endsLater && !terminated {
                // Disposed without a terminal event: a small cross, as `!` in a subscription
                // diagram, beside the marble of that frame if there is one.
                let cross = lane.marks.contains { $0.frame == span.upperBound } ? spanEnd + Self.radius + 8 : spanEnd
                elements.append(line(cross - 5, center - 5, cross + 5, center + 5, stroke: "#888888", width: 1.5))
                elements.append(line(cross - 5, center + 5, cross + 5, center - 5, stroke: "#888888", width: 1.5))
            }
        } else {
            elements.append(line(start, center, end, center, stroke: "#444444", width: 2))
            if lane.kind == .input && picture.startFrame < 0 {
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

    mutating func drawMarks(_ marks: [MarblePicture.Mark], at center: Int) {
        var index = 0
        while index < marks.count {
            let frame = marks[index].frame
            var values: [Character] = []
            var terminal: MarblePicture.Mark.Event?
            while index < marks.count, marks[index].frame == frame {
                if case .value(let symbol) = marks[index].event {
                    values.append(symbol)
                } else {
                    terminal = marks[index].event
                }
                index += 1
            }
            let middle = x(frame)
            // A frame with more marbles than fit shows the first ones and counts the rest (`+12`)
            // after them.
            let hidden = values.count > Self.maxMarblesPerFrame ? values.count - (Self.maxMarblesPerFrame - 1) : 0
            let shown = values.prefix(values.count - hidden)
            let first = middle - (values.count - hidden - 1) * 10
            for (offset, symbol) in shown.enumerated() {
                drawMarble(symbol, at: first + offset * 20, center)
            }
            // Where the frame's marks end: the last marble's edge, or the count's.
            var edge = first + (shown.count - 1) * 20 + Self.radius
            if hidden > 0 {
                elements.append(
                    ##"<text x="\##(edge + 3)" y="\##(center + 4)" font-size="10" fill="#555555">+\##(hidden)</text>"##)
                edge += 3 + "+\(hidden)".count * 6
            }
            if let terminal {
                let at = values.isEmpty ? middle : edge + 7
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

    mutating func drawTerminal(_ event: MarblePicture.Mark.Event, at x: Int, _ center: Int) {
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
        // As wide as the timelines, or as the text when it is wider (13 px glyphs, 8 px apart).
        let right = max(x(picture.endFrame) + 14, left + caption.count * 8 + 24)
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
        let unit = Self.unitText(picture)
        elements.append(
            ##"<text x="\##(labelEnd)" y="\##(y + 14)" text-anchor="end" font-size="10" fill="#777777">\##(unit)</text>"##
        )
        elements.append(
            line(
                x(picture.startFrame) - Self.frameWidth / 2, y, x(picture.endFrame) + 8, y, stroke: "#bbbbbb",
                width: 1))
        for frame in picture.startFrame...picture.endFrame {
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

    /// A line of small text under the ruler: which frames a cut picture shows.
    mutating func drawNote(_ note: String) {
        elements.append(
            ##"<text x="\##(timelineX)" y="\##(y + 8)" font-size="11" fill="#555555">\##(escape(note))</text>"##)
        y += Self.legendHeight
    }

    /// A red band across every lane at `frame`, under the marbles, and the frame's number in red
    /// on the ruler (at `rulerY`): where a failure's first difference is.
    mutating func markFirstDifference(at frame: Int, rulerY: Int) {
        let left = x(frame) - Self.frameWidth / 2
        let top = Self.padding - 4
        let color = Self.mismatchColor
        elements.insert(
            ##"<rect id="first-difference" data-frame="\##(frame)" x="\##(left)" y="\##(top)" width="\##(Self.frameWidth)" height="\##(rulerY - top)" fill="\##(color)" fill-opacity="0.12" stroke="\##(color)" stroke-dasharray="3 3"/>"##,
            at: 0)
        elements.append(
            ##"<text x="\##(x(frame))" y="\##(rulerY + 18)" text-anchor="middle" font-size="10" font-weight="bold" fill="\##(color)">\##(frame)</text>"##
        )
    }

    // MARK: Helpers

    /// Whether a cold lane's subscription needs saying: not when it runs from frame zero to the
    /// lane's own terminal event, as a plain source's does.
    static func showsSpan(_ lane: MarblePicture.Lane) -> Bool {
        guard let span = lane.subscription else { return false }
        let ends = lane.marks.last.map { $0.frame == span.upperBound && $0.isTerminal } ?? false
        return span.lowerBound != 0 || !ends || lane.isOpenEnded
    }

    static func spanText(_ lane: MarblePicture.Lane) -> String {
        guard let span = lane.subscription else { return "" }
        return lane.isOpenEnded
            ? "subscribed at \(span.lowerBound)" : "subscribed \(span.lowerBound)–\(span.upperBound)"
    }

    /// What a frame lasts, as the ruler says it: `frame (1 s)`, `frame (100 ms)`.
    static func unitText(_ picture: MarblePicture) -> String {
        guard let nanoseconds = picture.nanosecondsPerFrame else { return "frame (\(picture.ticksPerFrame) ticks)" }
        if nanoseconds == 1_000_000_000 { return "frame (1 s)" }
        if nanoseconds % 1_000_000 == 0 { return "frame (\(nanoseconds / 1_000_000) ms)" }
        if nanoseconds % 1_000 == 0 { return "frame (\(nanoseconds / 1_000) µs)" }
        return "frame (\(nanoseconds) ns)"
    }

    static func legendLine(_ lane: MarblePicture.Lane) -> String {
        var entries = lane.legend.prefix(maxLegendEntries).map { "\($0.symbol) = \($0.value)" }
        if lane.legend.count > maxLegendEntries { entries.append("\(lane.legend.count - maxLegendEntries) more") }
        return entries.joined(separator: " · ")
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

    /// Whether XML 1.0 cannot hold `scalar`, even escaped.
    static func isUnwritable(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE
            || scalar.value == 0xFFFF
    }

    func escape(_ text: String) -> String {
        var escaped = ""
        for char in text {
            switch char {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            // XML has no way to write most control characters, nor U+FFFE and U+FFFF.
            case _ where char.unicodeScalars.contains(where: Self.isUnwritable): escaped += "\u{FFFD}"
            default: escaped.append(char)
            }
        }
        return escaped
    }
}
