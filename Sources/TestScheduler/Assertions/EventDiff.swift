import IOViewModel

/// Compares two event lists and, when they differ, writes the failure a person can read:
/// aligned marble lines with a caret under the first differing frame, that difference in words,
/// then both event lists.
///
/// The comparison is `@inlinable`, so that a marble test compares its outputs in code
/// specialized for their element type; the failure text is drawn only when they differ.
@usableFromInline
struct EventDiff<Value> {
    @usableFromInline let expected: [Recorded<Event<Value>>]
    @usableFromInline let actual: [Recorded<Event<Value>>]
    @usableFromInline let areEquivalent: (Value, Value) -> Bool

    @usableFromInline
    init(
        expected: [Recorded<Event<Value>>], actual: [Recorded<Event<Value>>],
        areEquivalent: @escaping (Value, Value) -> Bool
    ) {
        self.expected = expected
        self.actual = actual
        self.areEquivalent = areEquivalent
    }

    /// Whether two events are the same: same case, equivalent values, matching errors.
    @inlinable
    func same(_ lhs: Event<Value>, _ rhs: Event<Value>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let l), .next(let r)): return areEquivalent(l, r)
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsMatch(l, r)
        default: return false
        }
    }

    /// The index of the first record that differs, or `nil` when the lists match.
    @inlinable
    var firstDifference: Int? {
        let common = min(expected.count, actual.count)
        for index in 0..<common {
            if expected[index].time != actual[index].time || !same(expected[index].value, actual[index].value) {
                return index
            }
        }
        return expected.count == actual.count ? nil : common
    }

    /// The failure text, or `nil` when the lists match.
    ///
    /// Times are shown relative to `origin`; `values` supplies the symbols to draw with.
    /// `firstDifference` is the index of the first record that differs, when the caller has found
    /// it already.
    func failureMessage(
        title: String, values: [Character: Value], format: MarbleFormat, nanosecondsPerTick: Int64,
        origin: TestTime = 0, endFrame: Int? = nil, firstDifference known: Int? = nil
    ) -> String? {
        mismatch(
            title: title, values: values, format: format, nanosecondsPerTick: nanosecondsPerTick, origin: origin,
            endFrame: endFrame, firstDifference: known)?.message
    }

    /// The failure, its text and what its picture draws, or `nil` when the lists match; the
    /// arguments are those of ``failureMessage(title:values:format:nanosecondsPerTick:origin:endFrame:firstDifference:)``.
    func mismatch(
        title: String, values: [Character: Value], format: MarbleFormat, nanosecondsPerTick: Int64,
        origin: TestTime = 0, endFrame: Int? = nil, firstDifference known: Int? = nil
    ) -> EventMismatch? {
        guard let index = known ?? firstDifference else { return nil }
        var table = SymbolTable(values: values, equal: areEquivalent)
        let (time, words) = difference(at: index, origin: origin)
        let frame = format.frame(at: time).frame

        // Every mark takes a column at least: lists with more events than a drawing may be wide
        // are cut to the frames around the first difference before anything is drawn, so that
        // the cost of a failure does not grow with the length of the diagram.
        let isWide = max(expected.count, actual.count) > Self.maxDrawingWidth
        var expectedMarks: (line: MarbleLayout.Line, exact: Bool)
        var actualMarks: (line: MarbleLayout.Line, exact: Bool)
        var startFrame: Int
        var lastMarkFrame: Int?
        if isWide {
            let expectedSpan = span(expected, format: format, origin: origin)
            let actualSpan = span(actual, format: format, origin: origin)
            startFrame = min(0, expectedSpan.first ?? 0, actualSpan.first ?? 0)
            lastMarkFrame = [expectedSpan.last, actualSpan.last].compactMap { $0 }.max()
            let shown = window(around: frame, startFrame: startFrame, lastMarkFrame: lastMarkFrame, endFrame: endFrame)
            expectedMarks = marks(expected, format: format, origin: origin, in: shown) { table.symbol(for: $0) }
            actualMarks = marks(actual, format: format, origin: origin, in: shown) { table.symbol(for: $0) }
            expectedMarks.exact = expectedMarks.exact && expectedSpan.exact
            actualMarks.exact = actualMarks.exact && actualSpan.exact
        } else {
            expectedMarks = marks(expected, format: format, origin: origin) { table.symbol(for: $0) }
            actualMarks = marks(actual, format: format, origin: origin) { table.symbol(for: $0) }
            startFrame = min(0, expectedMarks.line.map(\.frame).min() ?? 0, actualMarks.line.map(\.frame).min() ?? 0)
            lastMarkFrame = [expectedMarks.line.map(\.frame).max(), actualMarks.line.map(\.frame).max()]
                .compactMap { $0 }.max()
        }
        // A frame's group is drawn with its first few events: thousands at one instant would
        // make a line of thousands of columns.
        let (expectedDrawn, expectedCut) = Self.cappingGroups(expectedMarks.line)
        let (actualDrawn, actualCut) = Self.cappingGroups(actualMarks.line)
        var layout = MarbleLayout(
            lines: isWide ? [[], []] : [expectedDrawn, actualDrawn], format: format,
            nanosecondsPerTick: nanosecondsPerTick, startFrame: startFrame, endFrame: isWide ? nil : endFrame)

        // A drawing too wide to read is cut to the frames around the first difference.
        var (before, after) = ("", "")
        var window: ClosedRange<Int>?
        // The last frame with a cell: the diagram's end is the frame after its last one.
        let lastFrame = max((endFrame ?? startFrame) - 1, lastMarkFrame ?? startFrame)
        if isWide || layout.lines[0].count > Self.maxDrawingWidth {
            let shown = self.window(
                around: frame, startFrame: startFrame, lastMarkFrame: lastMarkFrame, endFrame: endFrame)
            window = shown
            layout = MarbleLayout(
                lines: [
                    expectedDrawn.filter { shown.contains($0.frame) },
                    actualDrawn.filter { shown.contains($0.frame) },
                ], format: format, nanosecondsPerTick: nanosecondsPerTick, startFrame: shown.lowerBound,
                endFrame: shown.upperBound == lastFrame ? endFrame : shown.upperBound)
            if shown.lowerBound > startFrame { before = "…" }
            if shown.upperBound < lastFrame { after = "…" }
        }
        let column =
            layout.columns[frame]
            ?? layout.columns.filter { $0.key <= frame }.max { $0.key < $1.key }?.value
            ?? 0

        var lines = [title]
        lines.append("expected: \(before)\(layout.lines[0])\(after)")
        lines.append("actual:   \(before)\(layout.lines[1])\(after)")
        lines.append("          \(String(repeating: " ", count: before.count + column))^")
        lines.append(words)
        if !table.legend.isEmpty {
            lines.append("where " + table.legend.joined(separator: ", "))
        }
        if let window {
            lines.append(
                "(the drawing shows frames \(window.lowerBound) to \(window.upperBound) only, around the first difference; … marks the frames cut)"
            )
        }
        if expectedCut || actualCut {
            lines.append(
                "(a frame with more than \(Self.maxGroupMarks) events shows its first \(Self.maxGroupMarks), then …)")
        }
        if !layout.isExact || !expectedMarks.exact || !actualMarks.exact || expectedCut || actualCut {
            lines.append(
                "(the drawing is approximate: some events fall between frames or inside a group; the lists below are exact)"
            )
        }
        lines.append("")
        lines.append("expected events:")
        lines.append(contentsOf: list(expected, origin: origin, around: index))
        lines.append("actual events:")
        lines.append(contentsOf: list(actual, origin: origin, around: index))

        // What the picture's expected and actual lanes say their symbols stand for: only the
        // symbols drawn, so that a long diagram costs no more than its window.
        var legend: [Character: String] = [:]
        for mark in expectedMarks.line + actualMarks.line where legend[mark.symbol] == nil {
            if let text = table.valueText(for: mark.symbol) { legend[mark.symbol] = text }
        }
        return EventMismatch(
            message: lines.joined(separator: "\n"), difference: words, frame: frame, startFrame: startFrame,
            lastFrame: lastFrame, window: window, expected: expectedMarks.line, actual: actualMarks.line,
            legend: legend)
    }

    /// A frame's group shows at most this many events of a failure's drawing, then `…`.
    static var maxGroupMarks: Int { 8 }

    /// `line` with each frame's marks past ``maxGroupMarks`` replaced by one `…`; and whether any
    /// frame had more.
    static func cappingGroups(_ line: MarbleLayout.Line) -> (line: MarbleLayout.Line, cut: Bool) {
        var drawn: MarbleLayout.Line = []
        var cut = false
        var current = (frame: Int.min, count: 0)
        for mark in line {
            current = current.frame == mark.frame ? (mark.frame, current.count + 1) : (mark.frame, 1)
            if current.count <= maxGroupMarks {
                drawn.append(mark)
            } else if current.count == maxGroupMarks + 1 {
                drawn.append((mark.frame, "…"))
                cut = true
            }
        }
        return (drawn, cut)
    }
    /// Drawings wider than this many columns are cut to the frames around the first difference.
    static var maxDrawingWidth: Int { 160 }
    /// How many frames a cut drawing shows on each side of the first difference.
    static var contextFrames: Int { 40 }
    /// Drafts wider than this many columns are cut after their first frames.
    static var maxDraftWidth: Int { 1000 }
    /// Event lists longer than this are cut to the events around the first difference.
    static var maxListedEvents: Int { 40 }
    /// How many events a cut list shows on each side of the first difference.
    static var contextEvents: Int { 10 }

    /// The message for an expectation whose diagram is not written yet (`""`): what the source
    /// did, drawn as a diagram to paste in, with made-up letters for values `values` lacks.
    /// `defaultFrames` is the run's length when no other diagram set it; `endFrame`, the frame the
    /// run ended at, to which the drawing runs, as record mode writes it.
    func draftMessage(
        values: [Character: Value], format: MarbleFormat, nanosecondsPerTick: Int64, origin: TestTime = 0,
        defaultFrames: Int? = nil, endFrame: Int? = nil
    ) -> String {
        var table = SymbolTable(values: values, equal: areEquivalent)
        // A draft with more events than it may be wide is cut after its first frames before
        // anything is drawn: record mode writes it whole.
        let isLong = actual.count > Self.maxDraftWidth
        var actualMarks: (line: MarbleLayout.Line, exact: Bool)
        let startFrame: Int
        if isLong {
            let actualSpan = span(actual, format: format, origin: origin)
            startFrame = min(0, actualSpan.first ?? 0)
            actualMarks = marks(
                actual, format: format, origin: origin, in: startFrame...(startFrame + Self.maxDraftWidth / 2 - 1)
            ) { table.symbol(for: $0) }
            actualMarks.exact = actualMarks.exact && actualSpan.exact
        } else {
            actualMarks = marks(actual, format: format, origin: origin) { table.symbol(for: $0) }
            startFrame = min(0, actualMarks.line.map(\.frame).min() ?? 0)
        }
        var layout = MarbleLayout(
            lines: [isLong ? [] : actualMarks.line], format: format,
            nanosecondsPerTick: nanosecondsPerTick, startFrame: startFrame, endFrame: endFrame)
        // A draft too long to paste is cut after its first frames: record mode writes it whole.
        var cutAfterFrame: Int?
        if isLong || layout.lines[0].count > Self.maxDraftWidth {
            let lastShown = startFrame + Self.maxDraftWidth / 2 - 1
            cutAfterFrame = lastShown
            layout = MarbleLayout(
                lines: [actualMarks.line.filter { $0.frame <= lastShown }], format: format,
                nanosecondsPerTick: nanosecondsPerTick, startFrame: startFrame, endFrame: lastShown)
        }
        var lines: [String]
        if actual.isEmpty {
            lines = [
                "No expected diagram yet, and the output emitted nothing: if that is what you expect, write",
                "dashes (\"---\"); else drive the inputs that should make it emit.",
            ]
        } else {
            lines = [
                "No expected diagram yet: this is what the output did. Check it, then write the diagram you",
                "expect in place of \"\":",
                "actual:   \(layout.lines[0])\(cutAfterFrame == nil ? "" : "…")",
            ]
            if !table.legend.isEmpty {
                lines.append("where " + table.legend.joined(separator: ", "))
            }
            if let cutAfterFrame {
                lines.append(
                    "(the drawing shows frames \(startFrame) to \(cutAfterFrame) only; … marks the frames cut. Run the test with MARBLES_RECORD=1 to write the whole diagram into it)"
                )
            }
            if !layout.isExact || !actualMarks.exact {
                lines.append("(the drawing is approximate: some events fall between frames or inside a group)")
            }
            lines.append("")
            lines.append("actual events:")
            lines.append(contentsOf: list(actual, origin: origin, around: 0))
        }
        if let defaultFrames {
            lines.append(
                "(No other diagram sets the test's length, so it ran \(defaultFrames) frames, the default: write the diagram as long as you want the test to run.)"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// The frames a cut drawing shows: ``contextFrames`` on each side of `frame`, within the
    /// diagram (from `startFrame` to its last cell, the frame before `endFrame` or the last mark).
    func window(around frame: Int, startFrame: Int, lastMarkFrame: Int?, endFrame: Int?) -> ClosedRange<Int> {
        let lastFrame = max((endFrame ?? startFrame) - 1, lastMarkFrame ?? startFrame)
        let lower = max(startFrame, frame - Self.contextFrames)
        return lower...max(lower, min(lastFrame, frame + Self.contextFrames))
    }

    /// The first and last frames `records` fall in, and whether each falls exactly on a frame,
    /// found without drawing anything.
    private func span(
        _ records: [Recorded<Event<Value>>], format: MarbleFormat, origin: TestTime
    ) -> (first: Int?, last: Int?, exact: Bool) {
        var first: Int?
        var last: Int?
        var exact = true
        for record in records {
            let (frame, onFrame) = format.frame(at: record.time - origin)
            first = min(first ?? frame, frame)
            last = max(last ?? frame, frame)
            exact = exact && onFrame
        }
        return (first, last, exact)
    }

    /// The time of the first difference and the sentence describing it.
    private func difference(at index: Int, origin: TestTime) -> (TestTime, String) {
        let expectedRecord = index < expected.count ? expected[index] : nil
        let actualRecord = index < actual.count ? actual[index] : nil
        switch (expectedRecord, actualRecord) {
        case (let e?, let a?):
            let eTime = e.time - origin
            let aTime = a.time - origin
            if eTime == aTime {
                return (eTime, "at \(eTime): expected \(describe(e.value)), got \(describe(a.value))")
            }
            if eTime < aTime {
                return (
                    eTime,
                    "at \(eTime): expected \(describe(e.value)), got nothing (next actual event: \(describe(a.value)) at \(aTime))"
                )
            }
            return (
                aTime,
                "at \(aTime): expected nothing, got \(describe(a.value)) (next expected event: \(describe(e.value)) at \(eTime))"
            )
        case (let e?, nil):
            let eTime = e.time - origin
            return (eTime, "at \(eTime): expected \(describe(e.value)), got nothing")
        case (nil, let a?):
            let aTime = a.time - origin
            return (aTime, "at \(aTime): expected nothing, got \(describe(a.value))")
        case (nil, nil):
            return (0, "the lists match")
        }
    }

    /// The events as the failure lists them; a long list is cut to the events around `index`
    /// (the first difference), the count of those left out written in their place.
    private func list(_ records: [Recorded<Event<Value>>], origin: TestTime, around index: Int? = nil) -> [String] {
        if records.isEmpty { return ["  (none)"] }
        var shown = records.indices
        if let index, records.count > Self.maxListedEvents {
            let center = min(index, records.count - 1)
            shown = max(0, center - Self.contextEvents)..<min(records.count, center + Self.contextEvents + 1)
        }
        var lines: [String] = []
        if shown.lowerBound > 0 {
            lines.append("  … \(shown.lowerBound) earlier event\(shown.lowerBound == 1 ? "" : "s")")
        }
        lines += records[shown].map { "  \(describe($0.value)) @ \($0.time - origin)" }
        let later = records.count - shown.upperBound
        if later > 0 { lines.append("  … \(later) later event\(later == 1 ? "" : "s")") }
        return lines
    }
}

/// Fails the test, at the caller, unless `actual` equals `expected`, with a readable failure:
/// aligned marble lines, the first difference in words, and both event lists.
///
/// ```swift
/// let observer = scheduler.start { xs.map { $0 * 2 } }
/// assertEvents(observer.events, [.next(210, 2), .completed(300)])
/// ```
///
/// `values` names values in the drawing (others get fresh letters, listed under the lines);
/// `frame` is the drawing's frame length in ticks, at least 1 (a smaller one fails the test).
public func assertEvents<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    values: [Character: Element] = [:],
    frame: TestTime = 1,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertEvents(
        actual, expected, values: values, frame: frame, by: ==,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Fails the test, at the caller, unless `actual` matches `expected` with values compared by
/// `areEquivalent`: for elements that are not `Equatable`.
public func assertEvents<Element>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    values: [Character: Element] = [:],
    frame: TestTime = 1,
    by areEquivalent: @escaping (Element, Element) -> Bool,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let problem = MarbleFormat.frameProblem(frame, in: "assertEvents") {
        TestFailureReporting.report(problem, at: callSite)
        return
    }
    let diff = EventDiff(expected: expected, actual: actual, areEquivalent: areEquivalent)
    let format = MarbleFormat(frame: frame)
    if let message = diff.failureMessage(
        title: "Events differ:", values: values, format: format, nanosecondsPerTick: format.nanosecondsPerTick)
    {
        TestFailureReporting.report(message, at: callSite)
    }
}

/// Fails the test, at the caller, unless `actual` equals `expected`, drawing both as
/// subscription diagrams.
public func assertSubscriptions(
    _ actual: [Subscription],
    _ expected: [Subscription],
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    guard actual != expected else { return }
    TestFailureReporting.report(
        subscriptionMismatch(actual: actual, expected: expected, origin: 0, format: MarbleFormat()),
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func subscriptionMismatch(
    actual: [Subscription], expected: [Subscription], origin: TestTime, format: MarbleFormat
) -> String {
    func shifted(_ subscription: Subscription) -> Subscription {
        if let end = subscription.unsubscribe {
            return Subscription(subscription.subscribe - origin, end - origin)
        }
        return Subscription(subscription.subscribe - origin)
    }
    func draw(_ list: [Subscription]) -> [String] {
        if list.isEmpty { return ["  (none)"] }
        return list.map { subscription in
            let relative = shifted(subscription)
            let drawing = relative.subscribe >= 0 ? "  \"\(Marbles.render(relative, format: format))\"" : ""
            return "  \(relative.debugDescription)\(drawing)"
        }
    }
    var lines = ["Subscriptions differ:"]
    lines.append("expected:")
    lines.append(contentsOf: draw(expected))
    lines.append("actual:")
    lines.append(contentsOf: draw(actual))
    return lines.joined(separator: "\n")
}

/// A failed comparison of two event lists: the failure's text, and what the picture of its
/// timeline draws (the marks and the window the text's drawing shows, in frames from frame zero).
struct EventMismatch {
    /// The failure text.
    var message: String
    /// The first difference in words: `at 5: expected next(valid), got next(notValid)`.
    var difference: String
    /// The frame the first difference falls in.
    var frame: Int
    /// The first frame of the drawing, were it not cut.
    var startFrame: Int
    /// The last frame with a cell in the drawing, were it not cut.
    var lastFrame: Int
    /// The frames the text's drawing shows when it is cut around the first difference.
    var window: ClosedRange<Int>?
    /// The expected events' marks: all of them, or those of the window for a list too long to
    /// draw whole.
    var expected: MarbleLayout.Line
    /// The actual events' marks, as ``expected``.
    var actual: MarbleLayout.Line
    /// What each value symbol of the marks stands for, as the failure text prints values.
    var legend: [Character: String]
}
