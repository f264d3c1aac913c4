/// The smallest failing case a property test found: its input diagrams, the outputs they
/// produced, what broke, and the `seed` that finds it again. Its ``description`` is the failure
/// the test reports.
public struct PropertyCounterexample: Sendable, CustomStringConvertible {
    /// The property test's `seed`: passed back as `seed:`, it draws the same runs again.
    public let seed: UInt64
    /// Which run, counting from 1, failed first.
    public let run: Int
    /// How many smaller cases in a row still failed while shrinking.
    public let shrinkSteps: Int
    /// How many input calls the failing run had before shrinking.
    public let originalEvents: Int
    /// Each input's shrunk diagram, in the order the property declared them, all drawn to the same
    /// length.
    public let inputs: [String]
    /// Each output's diagram in the shrunk case, as it came.
    public let outputs: [String]
    /// What broke, in words.
    public let failure: String
    /// The shrunk case as a marble test (inputs above, the outputs as they came below), ready to
    /// paste into a test that sets up `scheduler` and `viewModel` as the property does.
    public let marbleTest: String

    struct Picture {
        var inputs: [String]
        var outputs: [String]
        var header: String
        var lines: [String]
        /// The 0-based column of each diagram's first frame within `lines`.
        var diagramColumn = 0
        /// The 0-based column of a frame within the diagrams.
        var frameColumn: (Int) -> Int = { $0 }
        /// Whether the diagrams, parsed back, are exactly the case that ran: its calls at their
        /// frames, the outputs' events at theirs, and the run's length.
        var isFaithful = true
        /// The case the diagrams say when they are not faithful, to run instead.
        var stretched: PropertyCase?
        /// The inputs and outputs as a picture draws them, the run's frames from zero to its end.
        var timeline: MarblePicture?
    }

    /// The picture of the counterexample a failure attaches: its inputs and outputs, the frame
    /// where the invariant is first false marked (the frames around it only, for a long run).
    let timeline: MarblePicture?

    init(
        seed: UInt64, run: Int, failure: PropertyRunner.Failure, shrinkSteps: Int, originalEvents: Int,
        frame: TestTime, picture: Picture
    ) {
        self.seed = seed
        self.run = run
        self.shrinkSteps = shrinkSteps
        self.originalEvents = originalEvents
        self.inputs = picture.inputs
        self.outputs = picture.outputs
        var lines = [picture.header]
        lines += picture.lines.map { "    " + $0 }
        switch failure {
        case .invariant(let name, let time):
            if let time {
                let frameIndex = Int(time / frame)
                self.failure = "\"\(name)\" is false at \(time)"
                lines.append(
                    "    //"
                        + String(
                            repeating: " ", count: max(0, picture.diagramColumn + picture.frameColumn(frameIndex) - 2))
                        + "^ \"\(name)\" is false here")
            } else {
                self.failure = "\"\(name)\" is false"
            }
        case .leak(let report):
            self.failure = "subscriptions are left once the run and its view model are gone:\n" + report
        case .unhandledError(let error):
            self.failure = "an error reached a subscription without an error handler: \(error)"
        case .unasserted(let names):
            self.failure =
                "\(names.joined(separator: ", ")) emitted, and the property neither reads nor ignores \(names.count == 1 ? "it" : "them"): read it with run.output (the test below shows what it did) or ignore it with run.ignore"
        case .stillAlive(let typeName):
            self.failure = OwnedViewModel.stillAlive(typeName, after: "the run")
        }
        lines.append("}")
        self.marbleTest = lines.joined(separator: "\n")
        let words = self.failure
        self.timeline = picture.timeline.map { Self.timeline($0, failure: words, at: failure, frame: frame) }
    }

    /// `timeline` titled with what broke, the frame of an invariant's first false tick marked; a
    /// run longer than a failure's drawing may be wide is cut around that frame.
    private static func timeline(
        _ timeline: MarblePicture, failure words: String, at failure: PropertyRunner.Failure, frame: TestTime
    ) -> MarblePicture {
        var picture = timeline
        let sentence = MarblePicture.shortened(words, to: MarblePicture.maxCaptionLength)
        picture.title = MarblePicture.shortened("Property failed: " + words, to: FailureHeadline.limit)
        picture.caption = sentence
        var marked = 0
        if case .invariant(_, let time?) = failure {
            marked = Int(time / max(1, frame))
            picture.firstDifference = marked
        }
        let span = picture.startFrame...picture.endFrame
        guard span.count > MarblePicture.maxFrames else { return picture }
        return picture.cut(to: MarblePicture.window(around: marked, in: span))
    }

    /// The `seed` as Swift source: `0x5EED`.
    public var seedLiteral: String {
        "0x" + String(seed, radix: 16, uppercase: true)
    }

    /// The failure as a test reports it: what broke, the shrunk case as a marble test, and how
    /// to run it again.
    public var description: String {
        let events = inputs.reduce(0) { count, diagram in count + diagram.filter { $0 != "-" }.count }
        return """
            Property failed on run \(run) (seed: \(seedLiteral)): \(failure).
            Shrunk in \(shrinkSteps) step\(shrinkSteps == 1 ? "" : "s") from \(originalEvents) input call\(originalEvents == 1 ? "" : "s") to \(events). The smallest failing case, with the outputs as they came:

            \(marbleTest)

            Run the same cases again with `seed: \(seedLiteral)`.
            """
    }
}
