import IOViewModel

/// A marble test's timelines, frame by frame, ready to be drawn by ``MarbleSVG``: the
/// documentation's pictures (a passing run of each scenario) and the picture a failing test
/// attaches (its inputs, the expected and actual output, the first difference marked).
///
/// Frames count from the moment the outputs were subscribed (frame zero), so they line up with
/// the columns of the diagrams. A hot input with a `^` has marks at negative frames.
package struct MarblePicture: Equatable, Sendable {
    /// A sentence saying what the picture shows (the SVG's title, for screen readers).
    package var title: String
    /// The text of the box drawn between the inputs and the outputs, if any.
    package var caption: String?
    /// The first frame drawn: zero, or earlier when a hot input starts before its `^`, or the
    /// first frame of the window a failure shows.
    package var startFrame: Int
    /// The last frame drawn: where the run ended and the outputs were disposed, or the last
    /// frame of the window a failure shows.
    package var endFrame: Int
    /// How long a frame lasts, in nanoseconds of virtual time; `nil` when too long to say.
    package var nanosecondsPerFrame: Int64?
    /// How many ticks a frame lasts, said by the ruler when ``nanosecondsPerFrame`` cannot be.
    package var ticksPerFrame: TestTime = 1
    /// The timelines, inputs first, in the order the test declared them.
    package var lanes: [Lane]
    /// The frame a failure's first difference falls in, marked across every lane.
    package var firstDifference: Int?
    /// Whether frames before ``startFrame`` were cut: the picture shows a window of a longer run.
    package var isCutBefore = false
    /// Whether frames after ``endFrame`` were cut.
    package var isCutAfter = false
    /// A line under the ruler (which frames a cut picture shows), if any.
    package var note: String?

    /// A picture from its parts.
    package init(
        title: String, caption: String?, startFrame: Int, endFrame: Int, nanosecondsPerFrame: Int64?,
        lanes: [Lane]
    ) {
        self.title = title
        self.caption = caption
        self.startFrame = startFrame
        self.endFrame = endFrame
        self.nanosecondsPerFrame = nanosecondsPerFrame
        self.lanes = lanes
    }

    /// The lane labelled `label`, if any.
    package subscript(label: String) -> Lane? {
        lanes.first { $0.label == label }
    }

    /// A failure's picture wider than this many frames shows only the frames around its mark,
    /// as a failure's text does when its drawing is wider than this many columns.
    package static var maxFrames: Int { EventDiff<Never>.maxDrawingWidth }
    /// How many frames a cut picture shows on each side of its mark, as a cut text does.
    package static var contextFrames: Int { EventDiff<Never>.contextFrames }
    /// The longest caption a failure's picture writes; longer ones are cut with `…`.
    package static let maxCaptionLength = 160
    /// The longest label or legend value a failure's picture writes.
    package static let maxTextLength = 60

    /// `text`, cut to `limit` characters with a `…` when longer, its line breaks made spaces.
    package static func shortened(_ text: String, to limit: Int = maxTextLength) -> String {
        var result = ""
        var count = 0
        for char in text {
            if count == limit - 1 {
                result.append("…")
                return result
            }
            result.append(char.isNewline ? " " : char)
            count += 1
        }
        return result
    }

    /// The frames a cut picture shows: ``contextFrames`` on each side of `frame`, within `span`.
    package static func window(around frame: Int, in span: ClosedRange<Int>) -> ClosedRange<Int> {
        let lower = max(span.lowerBound, min(frame, span.upperBound) - contextFrames)
        return lower...max(lower, min(span.upperBound, frame + contextFrames))
    }

    /// The picture cut to the frames of `window` that it has: marks outside it are left out, as
    /// is a cold lane subscribed only outside it (the part of a subscription inside it is drawn),
    /// the cut sides are marked `…` and a note says which frames are shown.
    package func cut(to window: ClosedRange<Int>) -> MarblePicture {
        let lower = max(window.lowerBound, startFrame)
        var upper = max(lower, min(window.upperBound, endFrame))
        // The end frame is where the run ended, after the last frame with events: a window that
        // reaches that last frame cuts nothing after it.
        if upper >= endFrame - 1 { upper = endFrame }
        let shown = lower...upper
        guard shown != startFrame...endFrame else { return self }
        var cut = self
        cut.startFrame = shown.lowerBound
        cut.endFrame = shown.upperBound
        cut.isCutBefore = isCutBefore || shown.lowerBound > startFrame
        cut.isCutAfter = isCutAfter || shown.upperBound < endFrame
        cut.lanes = lanes.compactMap { lane in
            var lane = lane
            if let span = lane.subscription {
                guard span.upperBound >= shown.lowerBound, span.lowerBound <= shown.upperBound else { return nil }
            }
            lane.marks = lane.marks.filter { shown.contains($0.frame) }
            let symbols = Set(lane.marks.map(\.symbol))
            lane.legend = lane.legend.filter { symbols.contains($0.symbol) }
            return lane
        }
        if let frame = firstDifference, !shown.contains(frame) { cut.firstDifference = nil }
        let last = shown.upperBound == endFrame ? max(shown.lowerBound, endFrame - 1) : shown.upperBound
        cut.note = "frames \(shown.lowerBound) to \(last) only, around the first difference; … marks the frames cut"
        return cut
    }

    /// How long `frame` ticks of `nanosecondsPerTick` last, in nanoseconds; `nil` on overflow.
    package static func nanoseconds(ofFrame frame: TestTime, nanosecondsPerTick: Int64) -> Int64? {
        let (product, overflow) = Int64(max(1, frame)).multipliedReportingOverflow(by: nanosecondsPerTick)
        return overflow ? nil : product
    }
}

extension MarblePicture {
    /// One timeline: an input fed to the code under test, or an output it produced.
    package struct Lane: Equatable, Sendable {
        /// Whether the lane was fed to the code under test, recorded from it, or expected of it.
        package enum Kind: Equatable, Sendable {
            /// A diagram the test played: an input method's calls, or a test observable's events.
            case input
            /// The events an output actually produced.
            case output
            /// The events a failing test expected of an output.
            case expected
        }

        /// The lane's name: an input method, an output property, a source's name.
        package var label: String
        /// Input, output or expected output.
        package var kind: Kind
        /// The events, in the order they happened.
        package var marks: [Mark]
        /// What each symbol stands for, in order of first appearance; empty when the symbols speak
        /// for themselves.
        package var legend: [LegendEntry]
        /// For one subscription to a cold observable: the frames it started and ended (`nil` while
        /// still subscribed at the end of the run). The lane is drawn solid over that span only.
        package var subscription: ClosedRange<Int>?
        /// Whether the subscription was still open when the run ended.
        package var isOpenEnded: Bool

        /// A lane from its parts.
        package init(
            label: String, kind: Kind, marks: [Mark], legend: [LegendEntry] = [],
            subscription: ClosedRange<Int>? = nil, isOpenEnded: Bool = false
        ) {
            self.label = label
            self.kind = kind
            self.marks = marks
            self.legend = legend
            self.subscription = subscription
            self.isOpenEnded = isOpenEnded
        }

        /// The lanes of a cold observable's diagram, one per subscription: `relative` (its marks
        /// from its own frame zero) played from each subscription's frame, up to its end or, for
        /// one still open, to `endFrame`. `subscriptions` are in frames from the picture's frame
        /// zero, `nil` ends for those still open.
        package static func cold(
            label: String, relative: [Mark], subscriptions: [(start: Int, end: Int?)], endFrame: Int,
            describe: (Character) -> String?
        ) -> [Lane] {
            subscriptions.map { subscription in
                let start = subscription.start
                let end = subscription.end
                let shifted =
                    relative
                    .map { Mark(frame: $0.frame + start, event: $0.event) }
                    .filter { mark in end.map { mark.frame <= $0 } ?? (mark.frame < endFrame) }
                return Lane(
                    label: label, kind: .input, marks: shifted,
                    legend: MarblePicture.legend(for: shifted, describe: describe),
                    subscription: start...(end ?? endFrame), isOpenEnded: end == nil)
            }
        }

        /// The lane as a marble diagram, one tick per frame: how a test compares a recording with a
        /// diagram it expects. Marks before frame zero put a `^` at frame zero.
        package var diagram: String {
            let events = marks.map { mark -> Recorded<IOViewModel.Event<Character>> in
                switch mark.event {
                case .value(let symbol): return .next(mark.frame, symbol)
                case .completed: return .completed(mark.frame)
                case .error: return .error(mark.frame, TestError())
                }
            }
            var symbols: [Character: Character] = [:]
            for case .value(let symbol) in marks.map(\.event) { symbols[symbol] = symbol }
            return Marbles.render(events, values: symbols)
        }
    }

    /// One event on a lane.
    package struct Mark: Equatable, Sendable {
        /// What happened.
        package enum Event: Equatable, Sendable {
            /// An element, drawn as a marble with this symbol.
            case value(Character)
            /// Completion, drawn as a vertical bar.
            case completed
            /// An error, drawn as a cross.
            case error
        }

        /// The frame it happened at.
        package var frame: Int
        /// The event.
        package var event: Event

        /// A mark from its parts.
        package init(frame: Int, event: Event) {
            self.frame = frame
            self.event = event
        }

        /// The mark of a recorded `event`, its value drawn as the marble `symbol` gives it.
        package init<Value>(frame: Int, event: IOViewModel.Event<Value>, symbol: (Value) -> Character) {
            switch event {
            case .next(let value): self.init(frame: frame, event: .value(symbol(value)))
            case .completed: self.init(frame: frame, event: .completed)
            case .error: self.init(frame: frame, event: .error)
            }
        }

        /// The mark a failure's drawing writes as `symbol`: `|` completes, `#` fails, any other
        /// character is a value.
        init(frame: Int, symbol: Character) {
            switch symbol {
            case "|": self.init(frame: frame, event: .completed)
            case "#": self.init(frame: frame, event: .error)
            default: self.init(frame: frame, event: .value(symbol))
            }
        }

        /// Whether this is a completion or an error.
        package var isTerminal: Bool {
            if case .value = event { return false }
            return true
        }

        /// The character a marble diagram uses for this mark: the value's symbol, `|` or `#`.
        package var symbol: Character {
            switch event {
            case .value(let symbol): return symbol
            case .completed: return "|"
            case .error: return "#"
            }
        }
    }

    /// "`v` = valid": what a marble's symbol stands for.
    package struct LegendEntry: Equatable, Sendable {
        /// The symbol drawn in the marble.
        package var symbol: Character
        /// The value, as the legend prints it.
        package var value: String

        /// An entry from its parts.
        package init(symbol: Character, value: String) {
            self.symbol = symbol
            self.value = value
        }
    }

    /// How the documentation's legends print a value: strings quoted, everything else as
    /// `String(describing:)`.
    package static func legendText(_ value: Any) -> String {
        if let string = value as? String { return string.debugDescription }
        return String(describing: value)
    }

    /// The legend for the symbols of `marks`, in order of first appearance, leaving out symbols
    /// that stand for themselves (the string "a" drawn as `a`) and values with nothing to say
    /// (`Void`).
    package static func legend(for marks: [Mark], describe: (Character) -> String?) -> [LegendEntry] {
        var seen: Set<Character> = []
        var entries: [LegendEntry] = []
        for mark in marks {
            guard case .value(let symbol) = mark.event, seen.insert(symbol).inserted else { continue }
            guard let text = describe(symbol), text != String(symbol), text != "\"\(symbol)\"" else { continue }
            entries.append(LegendEntry(symbol: symbol, value: text))
        }
        return entries
    }
}
