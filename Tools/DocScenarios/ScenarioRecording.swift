import IOViewModel
import TestScheduler

/// What one run of a ``Scenario`` recorded: its timelines, frame by frame, ready to be drawn.
///
/// Frames count from the moment the outputs were subscribed (frame zero), so they line up with
/// the columns of the scenario's diagrams. A hot input with a `^` has marks at negative frames.
public struct ScenarioRecording: Equatable, Sendable {
    /// The scenario's file name, without extension.
    public var name: String
    /// A sentence saying what the picture shows (the SVG's title, for screen readers).
    public var title: String
    /// The text of the box drawn between the inputs and the outputs, if any.
    public var caption: String?
    /// The first frame drawn: zero, or earlier when a hot input starts before its `^`.
    public var startFrame: Int
    /// The frame at which the run ended and the outputs were disposed.
    public var endFrame: Int
    /// How long a frame lasts, in milliseconds of virtual time.
    public var millisecondsPerFrame: Int
    /// The timelines, inputs first, in the order the scenario declared them.
    public var lanes: [Lane]

    /// A recording from its parts.
    public init(
        name: String, title: String, caption: String?, startFrame: Int, endFrame: Int,
        millisecondsPerFrame: Int, lanes: [Lane]
    ) {
        self.name = name
        self.title = title
        self.caption = caption
        self.startFrame = startFrame
        self.endFrame = endFrame
        self.millisecondsPerFrame = millisecondsPerFrame
        self.lanes = lanes
    }

    /// The lane labelled `label`, if any.
    public subscript(label: String) -> Lane? {
        lanes.first { $0.label == label }
    }
}

/// One timeline of a recording: an input fed to the code under test, or an output it produced.
public struct Lane: Equatable, Sendable {
    /// Whether the lane was fed to the code under test or recorded from it.
    public enum Kind: Equatable, Sendable {
        /// A diagram the test played: an input method's calls, or a test observable's events.
        case input
        /// The events an expected output actually produced.
        case output
    }

    /// The lane's name: an input method, an output property, a source's name.
    public var label: String
    /// Input or output.
    public var kind: Kind
    /// The events, in the order they happened.
    public var marks: [Mark]
    /// What each symbol stands for, in order of first appearance; empty when the symbols speak
    /// for themselves.
    public var legend: [LegendEntry]
    /// For one subscription to a cold observable: the frames it started and ended (`nil` while
    /// still subscribed at the end of the run). The lane is drawn solid over that span only.
    public var subscription: ClosedRange<Int>?
    /// Whether the subscription was still open when the run ended.
    public var isOpenEnded: Bool

    /// A lane from its parts.
    public init(
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

    /// The lane as a marble diagram, one tick per frame: how a test compares a recording with a
    /// diagram it expects. Marks before frame zero put a `^` at frame zero.
    public var diagram: String {
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
public struct Mark: Equatable, Sendable {
    /// What happened.
    public enum Event: Equatable, Sendable {
        /// An element, drawn as a marble with this symbol.
        case value(Character)
        /// Completion, drawn as a vertical bar.
        case completed
        /// An error, drawn as a cross.
        case error
    }

    /// The frame it happened at.
    public var frame: Int
    /// The event.
    public var event: Event

    /// A mark from its parts.
    public init(frame: Int, event: Event) {
        self.frame = frame
        self.event = event
    }

    /// The mark of a recorded `event`, its value drawn as the marble `symbol` gives it.
    init<Value>(frame: Int, event: IOViewModel.Event<Value>, symbol: (Value) -> Character) {
        switch event {
        case .next(let value): self.init(frame: frame, event: .value(symbol(value)))
        case .completed: self.init(frame: frame, event: .completed)
        case .error: self.init(frame: frame, event: .error)
        }
    }

    /// Whether this is a completion or an error.
    public var isTerminal: Bool {
        if case .value = event { return false }
        return true
    }

    /// The character a marble diagram uses for this mark: the value's symbol, `|` or `#`.
    public var symbol: Character {
        switch event {
        case .value(let symbol): return symbol
        case .completed: return "|"
        case .error: return "#"
        }
    }
}

/// "`v` = valid": what a marble's symbol stands for.
public struct LegendEntry: Equatable, Sendable {
    /// The symbol drawn in the marble.
    public var symbol: Character
    /// The value, as the legend prints it (strings in quotes).
    public var value: String

    /// An entry from its parts.
    public init(symbol: Character, value: String) {
        self.symbol = symbol
        self.value = value
    }
}

/// How a legend prints a value: strings quoted, everything else as `String(describing:)`.
func legendText(_ value: Any) -> String {
    if let string = value as? String { return string.debugDescription }
    return String(describing: value)
}

/// The legend for the symbols of `marks`, in order of first appearance, leaving out symbols that
/// stand for themselves (the string "a" drawn as `a`) and values with nothing to say (`Void`).
func legend(for marks: [Mark], describe: (Character) -> String?) -> [LegendEntry] {
    var seen: Set<Character> = []
    var entries: [LegendEntry] = []
    for mark in marks {
        guard case .value(let symbol) = mark.event, seen.insert(symbol).inserted else { continue }
        guard let text = describe(symbol), text != String(symbol), text != "\"\(symbol)\"" else { continue }
        entries.append(LegendEntry(symbol: symbol, value: text))
    }
    return entries
}
