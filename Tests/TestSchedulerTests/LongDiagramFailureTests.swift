import IOViewModel
import TestScheduler
import Testing

/// A long diagram's failure stays short: it shows the frames around the first difference.
@Suite struct LongDiagramFailureTests {
    @Test func aHundredThousandFrameMismatchInTheLastFrameShowsItsRegion() throws {
        let frames = 100_000
        let input = String(repeating: "a", count: frames)
        let expected = String(repeating: "a", count: frames - 1) + "b"
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().validate(input, { $0 }, expected: expected, record: false)
        }
        let message = try #require(failures.first?.message)
        #expect(failures.count == 1)
        #expect(message.utf8.count < 10_000)
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let window = String(repeating: "a", count: 40)
        #expect(
            Array(lines.prefix(6)) == [
                "Marble mismatch:",
                "expected: …" + window + "b",
                "actual:   …" + window + "a",
                "          " + String(repeating: " ", count: 41) + "^",
                #"at 99999: expected next("b"), got next("a")"#,
                "(the drawing shows frames 99959 to 99999 only, around the first difference; … marks the frames cut)",
            ])
        #expect(lines.contains("  … 99989 earlier events"))
        #expect(lines.contains(#"  next("b") @ 99999"#))
    }

    /// The failure's cost is linear in the diagram's length: each event is compared with its
    /// counterpart a bounded number of times, and only the frames shown are drawn (drawing looks
    /// each value up among the named ones, which would compare every event again).
    @Test func aLongMismatchComparesEachEventABoundedNumberOfTimes() throws {
        final class Comparisons { var count = 0 }
        let comparisons = Comparisons()
        let frames = 100_000
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().validate(
                String(repeating: "a", count: frames), values: ["a": 1], { $0 },
                expected: String(repeating: "a", count: frames - 1) + "b", values: ["a": 1, "b": 2],
                by: { (lhs: Int, rhs: Int) in
                    comparisons.count += 1
                    return lhs == rhs
                }, record: false)
        }
        #expect(failures.count == 1)
        // Each event compared once to find the first difference, then the drawn frames' values
        // looked up among the named ones.
        #expect(comparisons.count <= frames + 1_000, "\(comparisons.count) comparisons")
    }

    /// Thousands of events in one frame draw as a group of its first few: the message stays short.
    @Test func aFrameWithThousandsOfEventsShowsItsFirstFew() throws {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                test.expect(Observable.range(start: 0, count: 5_000), "(ab)", values: ["a": 0, "b": 1])
            }
        }
        let message = try #require(failures.first?.message)
        #expect(failures.count == 1)
        #expect(message.utf8.count < 10_000, "\(message.utf8.count) bytes")
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "expected: (ab)-------")
        #expect(lines[2] == "actual:   (abcdefgh…)")
        #expect(lines.contains("(a frame with more than 8 events shows its first 8, then …)"))
    }

    /// The timeline the failure attaches shows the frames the text shows: a picture of a few
    /// dozen kilobytes, whatever the diagram's length.
    @Test func aHundredThousandFrameMismatchDrawsTheFramesTheTextShows() throws {
        let frames = 100_000
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().validate(
                String(repeating: "a", count: frames), { $0 },
                expected: String(repeating: "a", count: frames - 1) + "b", record: false)
        }
        let svg = try #require(failures.first?.timelineSVG)
        #expect(svg.utf8.count < 40_000, "\(svg.utf8.count) bytes")
        #expect(svg.contains(#"id="first-difference" data-frame="99999""#))
        #expect(svg.contains(">frames 99959 to 99999 only, around the first difference; … marks the frames cut</text>"))
        // Frames 99959 to 99999 of the input, the expected and the actual output: a marble each.
        #expect(svg.components(separatedBy: "<circle").count - 1 == 3 * 41)
        #expect(svg.contains(">99960</text>") && !svg.contains(">99955</text>"))
    }

    @Test func aMismatchInTheMiddleShowsFramesOnBothSides() throws {
        let input = String(repeating: "a", count: 1000)
        let expected = String(repeating: "a", count: 500) + "b" + String(repeating: "a", count: 499)
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().validate(input, { $0 }, expected: expected, record: false)
        }
        let lines = try #require(failures.first?.message).split(separator: "\n").map(String.init)
        let side = String(repeating: "a", count: 40)
        #expect(lines[1] == "expected: …" + side + "b" + side + "…")
        #expect(lines[2] == "actual:   …" + side + "a" + side + "…")
        #expect(lines.contains("  … 490 earlier events"))
        #expect(lines.contains("  … 489 later events"))
    }
    @Test func aHundredThousandFrameDraftShowsItsFirstFramesAndPointsToRecordMode() throws {
        let input = String(repeating: "a", count: 100_000)
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().validate(input, { $0 }, expected: "", record: false)
        }
        let message = try #require(failures.first?.message)
        #expect(failures.count == 1)
        #expect(message.utf8.count < 10_000)
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("actual:   " + String(repeating: "a", count: 500) + "…"))
        #expect(
            lines.contains(
                "(the drawing shows frames 0 to 499 only; … marks the frames cut. Run the test with MARBLES_RECORD=1 to write the whole diagram into it)"
            ))
        #expect(lines.contains("  … 99989 later events"))
    }

    @Test func aDraftThatFitsIsShownWhole() throws {
        let input = String(repeating: "a", count: 900)
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().validate(input, { $0 }, expected: "", record: false)
        }
        let lines = try #require(failures.first?.message).split(separator: "\n").map(String.init)
        #expect(lines.contains("actual:   " + input))
        #expect(!lines.contains { $0.contains("MARBLES_RECORD") })
    }
}
