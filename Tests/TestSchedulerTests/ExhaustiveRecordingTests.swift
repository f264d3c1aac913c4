import Foundation
import IOViewModel
import Testing
@testable import TestScheduler

/// Record mode in an exhaustive test: the outputs the test neither expects nor ignores get their
/// `expect` lines written into a scratch copy of this file, inside the test's closure, in the
/// same write as the test's diagram rewrites; the lines written are the ones a rerun needs.
@Suite struct ExhaustiveRecordingTests {
    @Test func twoUnassertedOutputsAreWrittenInTheOneWriteThatRewritesTheDiagram() throws {
        let scratch = try ScratchSource()
        let call = #line + 3
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(TallyViewModel(), record: true) { test, viewModel in
                    test.input("-t-t-", values: ["t": ()], into: viewModel.inputs.didTap)
                    test.expect(viewModel.outputs.reachedTwo, "-x---")
                }
            }
        }
        #expect(DiagramRecorder.shared.writeCount(of: scratch.file.path) == 1)
        let expectLine = call + 2
        let indentation = String(scratch.originalLines[expectLine - 1].prefix { $0 == " " })
        let inserted = [
            #"test.expect(viewModel.outputs.count, "-a-b-", values: ["a": 1, "b": 2])"#,
            #"test.expect(viewModel.outputs.isEven, "-f-t-", values: ["f": false, "t": true])"#,
        ]
        var expected = scratch.originalLines
        expected[expectLine - 1] = expected[expectLine - 1].replacingOccurrences(of: "\"-x---\"", with: "\"---x-\"")
        expected.insert(contentsOf: inserted.map { indentation + $0 }, at: expectLine)
        #expect(scratch.lines == expected)
        #expect(scratch.otherFiles.isEmpty, "no temporary file is left behind")

        let marblesColumn = try #require(failures.last?.callSite.column)
        #expect(
            failures.map(\.message) == [
                """
                Record mode: wrote what the output did in place of the expected diagram, at \
                TestSchedulerTests/ExhaustiveRecordingTests.swift:\(expectLine):63:
                  "-x---" → "---x-"
                Review the change (git diff), then run the test again: it checks the recorded diagram.
                """,
                """
                Record mode: wrote the expectation of count, an output the test neither expected nor ignored, at \
                TestSchedulerTests/ExhaustiveRecordingTests.swift:\(expectLine + 1):
                    \(inserted[0])
                Review the change (git diff), then run the test again: it checks the recorded diagram.
                """,
                """
                Record mode: wrote the expectation of isEven, an output the test neither expected nor ignored, at \
                TestSchedulerTests/ExhaustiveRecordingTests.swift:\(expectLine + 2):
                    \(inserted[1])
                Review the change (git diff), then run the test again: it checks the recorded diagram.
                """,
            ])
        #expect(failures.map(\.callSite.line) == [UInt(expectLine), UInt(call), UInt(call)])
        #expect(failures.last?.callSite.column == marblesColumn)
    }

    @Test func theRecordedTestRerunsClean() throws {
        let scratch = try ScratchSource()
        let call = #line + 3
        _ = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(TallyViewModel(), record: true) { test, viewModel in
                    test.input("-t-t-", values: ["t": ()], into: viewModel.inputs.didTap)
                }
            }
        }
        // The rerun below is the recorded test, line for line: the closure above with the lines
        // record mode wrote.
        let rerunCall = #line + 2
        let rerun = TestFailureReporting.captureFailures {
            TestScheduler().marbles(TallyViewModel()) { test, viewModel in
                test.input("-t-t-", values: ["t": ()], into: viewModel.inputs.didTap)
                test.expect(viewModel.outputs.count, "-a-b-", values: ["a": 1, "b": 2])
                test.expect(viewModel.outputs.isEven, "-f-t-", values: ["f": false, "t": true])
                test.expect(viewModel.outputs.reachedTwo, "---x-")
            }
        }
        #expect(rerun.isEmpty, "\(rerun)")
        let recorded = Array(scratch.lines[call..<(call + 4)])
        let rerunBody = Array(scratch.originalLines[rerunCall..<(rerunCall + 4)])
        let indent = { (lines: [String]) in lines.map { $0.drop { $0 == " " } } }
        #expect(indent(recorded) == indent(rerunBody))
        #expect(scratch.lines.count == scratch.originalLines.count + 3)
    }

    @Test func theLinesUseTheNamesTheClosureGivesItsParameters() throws {
        let scratch = try ScratchSource()
        let call = #line + 3
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(TallyViewModel(), record: true) { (check, tally) in
                    check.input("-t-", values: ["t": ()], into: tally.inputs.didTap)
                    check.expect(tally.outputs.isEven, "-f-", values: ["f": false])
                }
            }
        }
        #expect(failures.count == 1, "\(failures)")
        #expect(scratch.lines[call + 2].trimmingCharacters(in: .whitespaces) == #"check.expect(tally.outputs.count, "-a-", values: ["a": 1])"#)
        #expect(scratch.lines.count == scratch.originalLines.count + 1)
    }

    @Test func aFileWithCRLFLineEndingsKeepsThem() throws {
        let scratch = try ScratchSource()
        let crlf = Array(String(decoding: scratch.original, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        try Data(crlf).write(to: scratch.file)
        let call = #line + 3
        _ = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(TallyViewModel(), record: true) { test, viewModel in
                    test.input("-t-", values: ["t": ()], into: viewModel.inputs.didTap)
                    test.ignore(viewModel.outputs.isEven)
                }
            }
        }
        let lines = String(decoding: scratch.bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let before = String(decoding: crlf, as: UTF8.self).components(separatedBy: "\r\n")
        #expect(lines.count == before.count + 1)
        #expect(lines[call + 2].trimmingCharacters(in: .whitespaces) == #"test.expect(viewModel.outputs.count, "-a-", values: ["a": 1])"#)
        #expect(!lines.contains { $0.contains("\n") || $0.contains("\r") }, "every line ends with CRLF")
        var without = lines
        without.remove(at: call + 2)
        #expect(without == before)
    }

    @Test func aClosureThatDoesNotNameItsParametersIsRefusedWithTheLineToPaste() throws {
        let scratch = try ScratchSource()
        let call = #line + 3
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(TallyViewModel(), record: true) {
                    $0.input("-t-", values: ["t": ()], into: $1.inputs.didTap)
                    $0.expect($1.outputs.count, "-a-", values: ["a": 1])
                }
            }
        }
        #expect(scratch.bytes == scratch.original)
        #expect(DiagramRecorder.shared.writeCount(of: scratch.file.path) == 0)
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.callSite.line == UInt(call))
        #expect(
            failure.message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
                "Record mode left the test at \(failure.callSite) as it was: the `marbles` call's closure does not name its two parameters (`{ test, viewModel in`), so record mode cannot write lines that use them. Write the line that expects isEven by hand.",
                "",
                "Unasserted output: isEven emitted during the test, which neither expects nor ignores it.",
                "Every output of the view model the test owns must be expected, or ignored by name.",
                "actual:   -f-",
                "Expect it (check what it did first):",
                #"    test.expect(viewModel.outputs.isEven, "-f-", values: ["f": false])"#,
                "Or ignore it:",
                "    test.ignore(viewModel.outputs.isEven)",
            ])
    }

    @Test func withoutRecordModeNothingIsWritten() throws {
        let scratch = try ScratchSource()
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(TallyViewModel(), record: false) { test, viewModel in
                    test.input("-t-", values: ["t": ()], into: viewModel.inputs.didTap)
                }
            }
        }
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.message.hasPrefix("Unasserted output:") })
        #expect(scratch.bytes == scratch.original)
    }

    // MARK: The insertion alone

    @Test func anEmptyClosureGetsItsLinesAtItsTop() throws {
        let source = "scheduler.marbles(Model()) { test, viewModel in\n}\n"
        let insertion = try ExpectationInsertion.insert(
            Array(source.utf8), line: 1, column: 18,
            expectations: [.init(name: "ready", diagram: "-x-", values: nil)]
        ).get()
        #expect(String(decoding: insertion.source, as: UTF8.self) == "scheduler.marbles(Model()) { test, viewModel in\n    test.expect(viewModel.outputs.ready, \"-x-\")\n}\n")
        #expect(insertion.afterLine == 1)
    }

    @Test func aViewModelReachedDirectlyGetsItsOutputsReachedDirectly() throws {
        let source = "s.marbles(M()) { t, m in\n    t.input(\"-a-\", into: m.didTap)\n}\n"
        let insertion = try ExpectationInsertion.insert(
            Array(source.utf8), line: 1, column: 10, expectations: [.init(name: "ready", diagram: "-x-", values: nil)]
        ).get()
        #expect(insertion.lines == [#"t.expect(m.ready, "-x-")"#])
    }

    @Test func aCallInACommentOrAStringIsNotTheLastCall() throws {
        let source = "s.marbles(M()) { t, m in\n    t.input(\"-a-\", into: m.inputs.tap)\n    // t.expect(m.outputs.x, \"-\")\n    let s = \"t.expect(\"\n}\n"
        let insertion = try ExpectationInsertion.insert(
            Array(source.utf8), line: 1, column: 10, expectations: [.init(name: "ready", diagram: "-x-", values: nil)]
        ).get()
        #expect(insertion.afterLine == 2)
    }

    @Test func aOneLineClosureIsRefused() {
        let source = "s.marbles(M()) { t, m in t.input(\"-a-\", into: m.inputs.tap) }\n"
        let result = ExpectationInsertion.insert(
            Array(source.utf8), line: 1, column: 10, expectations: [.init(name: "ready", diagram: "-x-", values: nil)])
        #expect(result.map(\.lines) == .failure(.closureOnOneLine))
    }

    @Test func aCallWithoutAClosureIsRefused() {
        let source = "s.marbles(M(), body)\n"
        let result = ExpectationInsertion.insert(
            Array(source.utf8), line: 1, column: 10, expectations: [.init(name: "ready", diagram: "-x-", values: nil)])
        #expect(result.map(\.lines) == .failure(.noClosure))
    }
}
