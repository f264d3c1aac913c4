import IOViewModel

/// An input or a test observable of a marble test, kept as declared (its parsed diagram, no
/// copy) for the picture a failure of the test attaches. Nothing is drawn unless a test fails.
struct TimelineInput {
    /// The name the test gave a test observable, if any.
    let name: String?
    /// The diagram, its times relative to frame zero (the `^` of a hot diagram).
    let diagram: ParsedDiagram
    /// A cold observable's subscriptions, read once the test has run; `nil` for a diagram played
    /// on the test's time axis (an input, a hot observable).
    let subscriptions: (() -> [Subscription])?
    /// What a symbol stands for, as failures print values; `nil` when each symbol is its own
    /// one-character string.
    let describe: ((Character) -> String?)?
}

extension MarbleTest {
    /// Keeps an input's or a test observable's parsed diagram for the picture of a failure.
    @usableFromInline
    func keepForTimeline<Value>(
        _ diagram: ParsedDiagram, values: [Character: Value]?, name: String? = nil,
        subscriptions: (() -> [Subscription])? = nil
    ) {
        var describeSymbol: ((Character) -> String?)?
        if let values {
            describeSymbol = { symbol in values[symbol].map { MarblePicture.shortened(describe($0)) } }
        }
        timelineInputs.append(
            TimelineInput(name: name, diagram: diagram, subscriptions: subscriptions, describe: describeSymbol))
    }

    /// The marks of `diagram` that fall in `frames`, found by bisection (its tokens are in time
    /// order), so that drawing a window of a long diagram costs the window, not the diagram.
    static func timelineMarks(
        of diagram: ParsedDiagram, in frames: ClosedRange<Int>, format: MarbleFormat
    ) -> [MarblePicture.Mark] {
        let tokens = diagram.tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if format.frame(at: tokens[middle].time).frame < frames.lowerBound {
                low = middle + 1
            } else {
                high = middle
            }
        }
        var marks: [MarblePicture.Mark] = []
        for token in tokens[low...] {
            let frame = format.frame(at: token.time).frame
            guard frame <= frames.upperBound else { break }
            switch token.mark {
            case .value(let symbol): marks.append(MarblePicture.Mark(frame: frame, event: .value(symbol)))
            case .completed: marks.append(MarblePicture.Mark(frame: frame, event: .completed))
            case .error: marks.append(MarblePicture.Mark(frame: frame, event: .error))
            case .subscribe, .unsubscribe: break
            }
        }
        return marks
    }

    /// The picture of a failed expectation: the test's inputs, then the expected and the actual
    /// output, on one time axis from frame zero to the end of the run, the first difference's frame
    /// marked. A run longer than a failure's drawing may be wide shows the frames the text shows
    /// (or, for a text that fits, the same number around the first difference).
    func timeline(
        of mismatch: EventMismatch, format: MarbleFormat, nanosecondsPerTick: Int64, origin: TestTime
    ) -> MarblePicture {
        let perFrame = format.ticksPerFrame
        let endFrame = max(Int(latest / perFrame), mismatch.lastFrame)
        var startFrame = mismatch.startFrame
        for input in timelineInputs where input.subscriptions == nil {
            if let first = input.diagram.tokens.first {
                startFrame = min(startFrame, format.frame(at: first.time).frame)
            }
        }
        let span = startFrame...max(startFrame, endFrame)
        let window =
            mismatch.window
            ?? (span.count > MarblePicture.maxFrames ? MarblePicture.window(around: mismatch.frame, in: span) : span)

        let unnamed = timelineInputs.filter { $0.name == nil }.count
        var number = 0
        var lanes: [MarblePicture.Lane] = []
        for input in timelineInputs {
            var label = input.name.map { MarblePicture.shortened($0) } ?? "input"
            if input.name == nil, unnamed > 1 {
                number += 1
                label += " \(number)"
            }
            let describe = input.describe ?? { _ in nil }
            guard let subscriptions = input.subscriptions else {
                let marks = Self.timelineMarks(of: input.diagram, in: window, format: format)
                lanes.append(
                    MarblePicture.Lane(
                        label: label, kind: .input, marks: marks,
                        legend: MarblePicture.legend(for: marks, describe: describe)))
                continue
            }
            // A cold diagram is played from each subscription: the frames of it that fall in the
            // window are found apart for each.
            for subscription in subscriptions() {
                let start = format.frame(at: subscription.subscribe - origin).frame
                let end = subscription.unsubscribe.map { format.frame(at: $0 - origin).frame }
                let relative = Self.timelineMarks(
                    of: input.diagram, in: (window.lowerBound - start)...(window.upperBound - start), format: format)
                lanes += MarblePicture.Lane.cold(
                    label: label, relative: relative, subscriptions: [(start, end)], endFrame: endFrame,
                    describe: describe)
            }
        }
        func outputLane(_ label: String, _ kind: MarblePicture.Lane.Kind, _ line: MarbleLayout.Line) {
            let marks = line.filter { window.contains($0.frame) }.map {
                MarblePicture.Mark(frame: $0.frame, symbol: $0.symbol)
            }
            let legend = MarblePicture.legend(for: marks) { mismatch.legend[$0].map { MarblePicture.shortened($0) } }
            lanes.append(MarblePicture.Lane(label: label, kind: kind, marks: marks, legend: legend))
        }
        outputLane("expected", .expected, mismatch.expected)
        outputLane("actual", .output, mismatch.actual)
        var picture = MarblePicture(
            title: MarblePicture.shortened("Marble mismatch " + mismatch.difference, to: FailureHeadline.limit),
            caption: MarblePicture.shortened(mismatch.difference, to: MarblePicture.maxCaptionLength),
            startFrame: span.lowerBound, endFrame: span.upperBound,
            nanosecondsPerFrame: MarblePicture.nanoseconds(
                ofFrame: format.frame, nanosecondsPerTick: nanosecondsPerTick),
            lanes: lanes)
        picture.ticksPerFrame = perFrame
        picture.firstDifference = mismatch.frame
        return picture.cut(to: window)
    }
}
