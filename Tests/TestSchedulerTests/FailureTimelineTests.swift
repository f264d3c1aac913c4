import Foundation
import IOViewModel
import Testing

@testable import TestScheduler

/// A failing marble test carries a picture of its timeline (inputs, expected and actual output,
/// the first difference marked), drawn by the renderer of the documentation's pictures; Swift
/// Testing gets it as an attachment named after the test.
@Suite struct FailureTimelineTests {
    /// The README's sign-in test, expecting `foo@bar` to be a valid email.
    static func emailValidationFailures() -> [TestFailure] {
        let viewModel = SampleSigninViewModel()
        return TestFailureReporting.captureFailures {
            TestScheduler().marbles(record: false) { test in
                test.input("-a---b--", values: ["a": "foo", "b": "foo@bar"], into: viewModel.inputs.didChange(email:))
                test.expect(viewModel.outputs.isEmailValid, "-n---v--", values: ["n": .notValid, "v": .valid])
            }
        }
    }

    @Test func aMismatchDrawsTheInputsTheExpectedAndTheActualOutput() throws {
        let failures = Self.emailValidationFailures()
        #expect(failures.count == 1)
        let failure = try #require(failures.first)
        let picture = try #require(failure.picture)
        #expect(picture.lanes.map(\.label) == ["input", "expected", "actual"])
        #expect(picture.lanes.map(\.kind) == [.input, .expected, .output])
        #expect(picture["input"]?.diagram == "-a---b")
        #expect(picture["expected"]?.diagram == "-n---v")
        #expect(picture["actual"]?.diagram == "-n---n")
        #expect(picture["input"]?.legend.map { "\($0.symbol) = \($0.value)" } == [#"a = "foo""#, #"b = "foo@bar""#])
        #expect(picture["expected"]?.legend.map { "\($0.symbol) = \($0.value)" } == ["n = notValid", "v = valid"])
        #expect(picture["actual"]?.legend.map { "\($0.symbol) = \($0.value)" } == ["n = notValid"])
        #expect(picture.firstDifference == 5)
        #expect(picture.startFrame == 0 && picture.endFrame == 8)
        #expect(picture.caption == "at 5: expected next(valid), got next(notValid)")
        #expect(picture.title == "Marble mismatch at 5: expected next(valid), got next(notValid)")
        #expect(picture.note == nil && !picture.isCutBefore && !picture.isCutAfter)
    }

    @Test func theSVGHasTheLanesAndMarksTheFirstDifference() throws {
        let svg = try #require(Self.emailValidationFailures().first?.timelineSVG)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("<title>Marble mismatch at 5: expected next(valid), got next(notValid)</title>"))
        for label in ["input", "expected", "actual"] {
            #expect(svg.contains(">\(label)</text>"), "no \(label) lane")
        }
        // One red band, at frame 5, and frame 5's number in red on the ruler.
        #expect(svg.components(separatedBy: "id=\"first-difference\"").count == 2)
        #expect(svg.contains(#"id="first-difference" data-frame="5""#))
        #expect(svg.contains(##"font-weight="bold" fill="#c0392b">5</text>"##))
        #expect(svg.contains(">at 5: expected next(valid), got next(notValid)</text>"))
        #expect(svg.contains("n = notValid · v = valid"))
        #expect(svg.contains("a = &quot;foo&quot; · b = &quot;foo@bar&quot;"))
    }

    @Test func theMarkSitsOnTheFrameOfTheFirstDifference() throws {
        // The band's left edge is frame 5's column: a frame is 36 wide, after the labels.
        let svg = try #require(Self.emailValidationFailures().first?.timelineSVG)
        let marble = try #require(svg.firstRange(of: #"<circle cx=""#))
        let firstMarble = try #require(Int(svg[marble.upperBound...].prefix { $0.isNumber }))  // frame 1's centre
        let band = try #require(svg.firstRange(of: #"data-frame="5" x=""#))
        let bandLeft = try #require(Int(svg[band.upperBound...].prefix { $0.isNumber }))
        #expect(bandLeft == firstMarble + 4 * 36 - 18)
    }

    @Test func aPassingTestHasNoFailureAndDrawsNothing() {
        let viewModel = SampleSigninViewModel()
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
                test.expect(viewModel.outputs.isEmailValid, "-n---v--", values: ["n": .notValid, "v": .valid])
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func failuresThatAreNotMismatchesHaveNoTimeline() {
        let failures = TestFailureReporting.captureFailures {
            // A malformed diagram, a leak, a draft: no expected and actual output to draw.
            TestScheduler().validate("-a-b-|", { $0 }, expected: "-a-(b|", record: false)
            TestScheduler().validate("-a-", { $0 }, expected: "", record: false)
            TestScheduler().marbles { test in
                test.expect(Observable<String>.never().do(onSubscribe: { _ = PublishSubject<Int>().subscribe() }), "---")
            }
            TestFailureReporting.report("A helper's own failure.", at: CallSite())
        }
        #expect(failures.count >= 3)
        #expect(failures.allSatisfy { $0.timelineSVG == nil }, "\(failures.map(\.message))")
    }

    @Test func validateDrawsItsColdInputFromItsSubscription() throws {
        let failure = try #require(
            TestFailureReporting.captureFailures {
                TestScheduler().validate(
                    "-a-b-|", values: ["a": 1, "b": 2], { $0.map { $0 * 10 } }, expected: "-A-C-|",
                    values: ["A": 10, "C": 30], record: false)
            }.first)
        let picture = try #require(failure.picture)
        #expect(picture.lanes.map(\.label) == ["input", "expected", "actual"])
        #expect(picture["input"]?.subscription == 0...5)
        #expect(picture["input"]?.diagram == "-a-b-|")
        #expect(picture["expected"]?.diagram == "-A-C-|")
        // A value without a key gets the failure text's fresh letter, explained in the legend.
        #expect(picture["actual"]?.diagram == "-A-a-|")
        #expect(picture["actual"]?.legend == [.init(symbol: "A", value: "10"), .init(symbol: "a", value: "20")])
        #expect(failure.message.contains("where a = 20"))
        #expect(picture.firstDifference == 3)
    }

    @Test func namedAndSeveralInputsAreLabelledAndAHotInputKeepsItsEarlyFrames() throws {
        let failure = try #require(
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(record: false) { test in
                    let left = test.hot("a-^-b-", name: "left")
                    let right = test.hot("--^c--")
                    let clicks = PublishRelay<String>()
                    test.input("----x", into: clicks.accept)
                    test.expect(Observable.merge(left.asObservable(), right.asObservable(), clicks.asObservable()), "-cb-y-")
                }
            }.first)
        let picture = try #require(failure.picture)
        #expect(picture.lanes.map(\.label) == ["left", "input 1", "input 2", "expected", "actual"])
        #expect(picture.startFrame == -2)
        #expect(picture["left"]?.marks.first == .init(frame: -2, event: .value("a")))
        #expect(picture.firstDifference == 4)
    }

    @Test func aPropertyCounterexampleDrawsItsInputsAndOutputsAndMarksTheFalseFrame() throws {
        let failure = try #require(
            TestFailureReporting.captureFailures {
                TestScheduler.property(runs: 20, seed: 1, frames: 6) { run in
                    let relay = PublishRelay<Int>()
                    run.input("relay.accept", values: ["a": 1, "b": 2], into: relay.accept)
                    let output = run.output("relay.map { $0 * 10 }", relay.map { $0 * 10 }, values: ["t": 10])
                    run.always("nothing after frame 2") { time in output.latest(at: time) == nil || time < 2 }
                }
            }.first)
        let picture = try #require(failure.picture)
        #expect(picture.lanes.map(\.label) == ["relay.accept", "relay.map { $0 * 10 }"])
        #expect(picture.lanes.map(\.kind) == [.input, .output])
        // The shrunk case: a call at frame 0, in a run of three frames.
        #expect(failure.message.contains(#"test.input(                        "a--", values: ["a": 1], into: relay.accept)"#))
        #expect(picture.startFrame == 0 && picture.endFrame == 3)
        #expect(picture["relay.accept"]?.diagram == "a")
        #expect(picture["relay.accept"]?.legend == [.init(symbol: "a", value: "1")])
        #expect(picture["relay.map { $0 * 10 }"]?.diagram == "t")
        #expect(picture["relay.map { $0 * 10 }"]?.legend == [.init(symbol: "t", value: "10")])
        #expect(picture.firstDifference == 2)
        #expect(picture.caption == #""nothing after frame 2" is false at 2"#)
        let svg = try #require(failure.timelineSVG)
        #expect(svg.contains(#"id="first-difference" data-frame="2""#))
        #expect(svg.contains("<title>Property failed: &quot;nothing after frame 2&quot; is false at 2</title>"))
    }

    @Test func aWholeRunPropertyCheckIsDrawnWithoutAMark() throws {
        let failure = try #require(
            TestFailureReporting.captureFailures {
                TestScheduler.property(runs: 20, seed: 1, frames: 5) { run in
                    let relay = PublishRelay<String>()
                    run.input("relay.accept", values: ["a": "x", "b": "y"], into: relay.accept)
                    let output = run.output("relay", relay.asObservable())
                    run.check("at most one call") { output.events.count <= 1 }
                }
            }.first)
        let picture = try #require(failure.picture)
        #expect(picture.firstDifference == nil)
        #expect(picture.lanes.count == 2)
        #expect(failure.timelineSVG?.contains("first-difference") == false)
    }

    @Test func aLongSilenceIsCutAroundTheFirstDifference() throws {
        // The text compresses the silence; the picture, a frame per column, shows 40 frames on
        // each side of the first difference.
        let failure = try #require(
            TestFailureReporting.captureFailures {
                TestScheduler().validate(
                    "a" + String(repeating: "-", count: 500) + "b|", { $0 },
                    expected: "a" + String(repeating: "-", count: 500) + "c|", record: false)
            }.first)
        let picture = try #require(failure.picture)
        #expect(picture.startFrame == 461 && picture.endFrame == 503)
        #expect(picture.isCutBefore && !picture.isCutAfter)
        #expect(picture.note == "frames 461 to 502 only, around the first difference; … marks the frames cut")
        #expect(picture["expected"]?.marks == [.init(frame: 501, event: .value("c")), .init(frame: 502, event: .completed)])
        #expect(picture["input"]?.subscription == 0...502)
        #expect(picture["input"]?.marks == [.init(frame: 501, event: .value("b")), .init(frame: 502, event: .completed)])
    }

    @Test func manyEventsInOneFrameAreCounted() throws {
        let failure = try #require(
            TestFailureReporting.captureFailures {
                TestScheduler().validate(
                    "-a-|", { $0.flatMap { _ in Observable.from((0..<1000).map(String.init)) } }, expected: "-x-|",
                    record: false)
            }.first)
        let svg = try #require(failure.timelineSVG)
        // Three marbles and a count for the thousand values of frame 1; a legend of twelve.
        #expect(svg.contains(">+997</text>"))
        #expect(svg.components(separatedBy: "<circle").count - 1 == 1 + 1 + 3)
        #expect(svg.contains("· 37 more</text>"))
        #expect(svg.utf8.count < 10_000)
    }

    @Test func textAnSVGCannotHoldIsReplaced() throws {
        let failure = try #require(
            TestFailureReporting.captureFailures {
                TestScheduler().validate(
                    "-a-|", values: ["a": "\u{0}<&>\u{FFFF}"], { $0 }, expected: "-b-|", values: ["b": "ok"],
                    record: false)
            }.first)
        let svg = try #require(failure.timelineSVG)
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!svg.unicodeScalars.contains { $0.value == 0xFFFF })
        #expect(svg.contains("&lt;&amp;&gt;"))
    }

    @Test func recordModeStillAttachesTheTimeline() throws {
        // The test still fails once record mode has rewritten its diagram (here in a scratch
        // copy of this file): the timeline shows the mismatch it recorded.
        let scratch = try ScratchSource()
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().validate("-a-|", { $0 }, expected: "-b-|", record: true)
            }
        }
        let failure = try #require(failures.first)
        #expect(failure.message.hasPrefix("Record mode: wrote"))
        #expect(failure.picture?.firstDifference == 1)
        #expect(failure.picture?["actual"]?.diagram == "-a-|")
    }

    @Test func theAttachmentIsNamedAfterTheTestFunction() {
        #expect(TestFailureReporting.timelineAttachmentName(forTestNamed: "emailValidation()") == "emailValidation-timeline.svg")
        #expect(TestFailureReporting.timelineAttachmentName(forTestNamed: "scenario(_:name:)") == "scenario-timeline.svg")
        #expect(TestFailureReporting.timelineAttachmentName(forTestNamed: "`a raw name`()") == "a_raw_name-timeline.svg")
        #expect(TestFailureReporting.timelineAttachmentName(forTestNamed: "ユーザー登録()") == "ユーザー登録-timeline.svg")
        #expect(TestFailureReporting.timelineAttachmentName(forTestNamed: "a/b:c") == "a_b_c-timeline.svg")
        #expect(TestFailureReporting.timelineAttachmentName(forTestNamed: "()") == "test-timeline.svg")
    }
}
