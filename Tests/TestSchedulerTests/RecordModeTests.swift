import Foundation
import IOViewModel
import Testing
@testable import TestScheduler

/// Record mode end to end: failing expectations in this file rewrite their diagrams in a scratch
/// copy of this file (never the file itself), the rewritten diagrams pass, and calls record mode
/// cannot rewrite safely are refused with the copy left byte for byte as it was.
@Suite struct RecordModeTests {
    @Test func aWrongDiagramIsRewrittenWithWhatTheOutputDidAndTheRerunPasses() throws {
        let scratch = try ScratchSource()
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(record: true) { test in
                    let source = test.hot("-a---b--", values: ["a": 1, "b": 2])
                    test.expect(source.map { $0 * 10 }, "-x---x--", values: ["x": 10, "y": 20])
                }
            }
        }
        let call = try #require(failures.first?.callSite)
        #expect(failures.map(\.message) == [
            """
            Record mode: wrote what the output did in place of the expected diagram, at \
            TestSchedulerTests/RecordModeTests.swift:\(call.line):\(call.column + 25):
              "-x---x--" → "-x---y--"
            Review the change (git diff), then run the test again: it checks the recorded diagram.
            """
        ])
        #expect(scratch.changedLines == [Int(call.line)])
        let line = Int(call.line) - 1
        #expect(scratch.lines[line] == scratch.originalLines[line].replacingOccurrences(of: "\"-x---x--\"", with: "\"-x---y--\""))
        #expect(scratch.otherFiles.isEmpty, "no temporary file is left behind")

        let recorded = try #require(scratch.diagram(line: call.line, column: call.column))
        let rerun = TestFailureReporting.captureFailures {
            TestScheduler().marbles(record: true) { test in
                let source = test.hot("-a---b--", values: ["a": 1, "b": 2])
                test.expect(source.map { $0 * 10 }, recorded, values: ["x": 10, "y": 20])
            }
        }
        #expect(rerun.isEmpty)
    }

    @Test func aDiagramNotWrittenYetIsFilledInToTheEndOfTheRun() throws {
        let scratch = try ScratchSource()
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(record: true) { test in
                    let source = test.hot("-a---b-----", values: ["a": 1, "b": 2])
                    test.expect(source.filter { $0 > 1 }, "", values: ["b": 2])
                }
            }
        }
        let call = try #require(failures.first?.callSite)
        #expect(failures.first?.message.contains("\"\" → \"-----b-----\"") == true)
        #expect(scratch.diagram(line: call.line, column: call.column) == "-----b-----")
    }

    @Test func validateRewritesItsExpectedLiteralNotAnInputThatReadsTheSame() throws {
        let scratch = try ScratchSource()
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().validate("-a-b-|", { $0.filter { $0 == "b" } }, expected: "-a-b-|", record: true)
            }
        }
        let call = try #require(failures.first?.callSite)
        #expect(failures.first?.message.contains("\"-a-b-|\" → \"---b-|\"") == true)
        let line = Int(call.line) - 1
        #expect(scratch.lines[line] == scratch.originalLines[line].replacingOccurrences(
            of: "expected: \"-a-b-|\"", with: "expected: \"---b-|\""))
        #expect(scratch.diagram(line: call.line, column: call.column, argument: .validate) == "---b-|")
    }

    @Test func severalExpectationsOnOneLineAndAcrossLinesAreAllRewritten() throws {
        let scratch = try ScratchSource()
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(record: true) { test in
                    let source = test.hot("-a-b-c-|")
                    test.expect(source, "-a|"); test.expect(source.map { $0.uppercased() }, "-A|")
                    test.expect(
                        source.filter { $0 != "b" },
                        "-a-b-c-|")
                }
            }
        }
        #expect(failures.count == 3)
        #expect(failures.allSatisfy { $0.message.hasPrefix("Record mode: wrote") })
        let calls = failures.map(\.callSite)
        #expect(Set(scratch.changedLines) == Set(calls.map { Int($0.line) }).union([Int(calls[2].line) + 2]).subtracting([Int(calls[2].line)]))
        // The second call's column moved when the first literal grew; it was still found.
        #expect(scratch.diagram(line: calls[0].line, column: calls[0].column) == "-a-b-c-|")
        #expect(scratch.diagram(line: calls[1].line, column: calls[1].column + 6) == "-A-B-C-|")
        #expect(scratch.diagram(line: calls[2].line, column: calls[2].column) == "-a---c-|")
    }

    @Test func aCallRecordedTwiceWithDifferentOutputsIsRefusedTheSecondTime() throws {
        let scratch = try ScratchSource()
        func check(_ offset: Int) -> [TestFailure] {
            TestFailureReporting.captureFailures {
                TestScheduler().validate("-a-|", values: ["a": 1], { $0.map { $0 + offset } }, expected: "-a-|", values: ["a": 1, "b": 2, "c": 3], record: true)
            }
        }
        let first = scratch.recording { check(1) }
        let same = scratch.recording { check(1) }
        let bytes = scratch.bytes
        let other = scratch.recording { check(2) }
        #expect(first.first?.message.contains("\"-a-|\" → \"-b-|\"") == true)
        #expect(same.first?.message.hasPrefix("Record mode: this call already recorded \"-b-|\"") == true)
        #expect(other.first?.message.contains(
            "this call was already recorded in this run as \"-b-|\", and now produced \"-c-|\"") == true)
        #expect(scratch.bytes == bytes)
    }

    // MARK: Refusals: the copy is left byte for byte as it was

    @Test func aDiagramInAVariableIsRefused() throws {
        let scratch = try ScratchSource()
        let diagram = "-x-|"
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(record: true) { test in
                    test.expect(test.cold("-y-|"), diagram)
                }
            }
        }
        let call = try #require(failures.first?.callSite)
        #expect(failures.first?.message == """
            Record mode left the expected diagram at TestSchedulerTests/RecordModeTests.swift:\(call.line) as it was: \
            the diagram is not a string literal in the call (a variable, or built at run time).
            Write what the output did by hand: "-y-|"

            Marble mismatch:
            expected: -x-|
            actual:   -a-|
                       ^
            at 1: expected next("x"), got next("y")
            where a = "y"

            expected events:
              next("x") @ 1
              completed @ 3
            actual events:
              next("y") @ 1
              completed @ 3
            """)
        #expect(scratch.bytes == scratch.original)
    }

    @Test func interpolatedConcatenatedAndMultilineLiteralsAreRefused() throws {
        let scratch = try ScratchSource()
        let x = "x"
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(record: true) { test in
                    test.expect(test.cold("-y-|"), "-\(x)-|")
                    test.expect(test.cold("-y-|"), "-x" + "-|")
                    test.expect(test.cold("-y-|"), """
                        -x-|
                        """)
                }
            }
        }
        let reasons = failures.map { $0.message.split(separator: "\n").first.map(String.init) ?? "" }
        #expect(reasons.count == 3)
        #expect(reasons[0].hasSuffix("the diagram is an interpolated string literal."))
        #expect(reasons[1].hasSuffix("the diagram is not a string literal in the call (a variable, or built at run time)."))
        #expect(reasons[2].hasSuffix("the diagram is a multi-line (\"\"\") string literal."))
        #expect(scratch.bytes == scratch.original)
    }

    @Test func valuesTheTableDoesNotNameAreAddedToItsLiteralWithKeysFromTheirDescriptions() throws {
        let scratch = try ScratchSource()
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(record: true) { test in
                    let source = test.hot("-a-b-c-", values: ["a": "foo", "b": "bar", "c": "foo"])
                    test.expect(source.map { Optional($0) }, "", values: ["x": nil])
                }
            }
        }
        let call = try #require(failures.first?.callSite)
        let message = try #require(failures.first?.message)
        #expect(message.contains("\"\" → \"-f-b-f-\""))
        #expect(message.contains(#"values: ["x": nil] → ["x": nil, "f": "foo", "b": "bar"]"#))
        #expect(scratch.changedLines == [Int(call.line)])
        let line = Int(call.line) - 1
        #expect(scratch.lines[line] == scratch.originalLines[line]
            .replacingOccurrences(
                of: "\"\", values: [\"x\": nil])",
                with: #""-f-b-f-", values: ["x": nil, "f": "foo", "b": "bar"])"#))
    }

    @Test func aGeneratedEmptyTableGetsEveryValueOfEachTypeTheGeneratorWrites() throws {
        let scratch = try ScratchSource()
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(record: true) { test in
                    let source = test.hot("-a-b-", values: ["a": 1, "b": 2])
                    test.expect(source.map { $0 * 7 }, "", values: [:])
                    test.expect(source.map { $0 == 1 ? nil : $0 }, "", values: [:])
                    test.expect(source.map { Array(repeating: "x\($0)", count: $0 - 1) }, "", values: [:])
                    test.expect(source.map { Double($0) / 2 }, "", values: [:])
                }
            }
        }
        let call = try #require(failures.first?.callSite)
        let lines = scratch.lines
        #expect(lines[Int(call.line) - 1].hasSuffix(#"test.expect(source.map { $0 * 7 }, "-a-b-", values: ["a": 7, "b": 14])"#))
        #expect(lines[Int(call.line)].hasSuffix(#"test.expect(source.map { $0 == 1 ? nil : $0 }, "-n-a-", values: ["n": nil, "a": 2])"#))
        #expect(lines[Int(call.line) + 1].hasSuffix(#"test.expect(source.map { Array(repeating: "x\($0)", count: $0 - 1) }, "-a-x-", values: ["a": [], "x": ["x2"]])"#))
        #expect(lines[Int(call.line) + 2].hasSuffix(#"test.expect(source.map { Double($0) / 2 }, "-a-b-", values: ["a": 0.5, "b": 1.0])"#))
    }

    @Test func aTableThatIsNotALiteralOrValuesWithoutALiteralAreRefusedAndNothingIsWritten() throws {
        struct Point: Equatable { var x: Int }
        let scratch = try ScratchSource()
        let table: [Character: Int] = ["x": 7]
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(record: true) { test in
                    let source = test.hot("-a-b-", values: ["a": 1, "b": 2])
                    test.expect(source.map { $0 * 7 }, "-x---", values: table)
                    test.expect(source.map { Point(x: $0) }, "-p---", values: ["p": Point(x: 1)])
                }
            }
        }
        let firstLines = failures.map { $0.message.split(separator: "\n").first.map(String.init) ?? "" }
        #expect(firstLines.count == 2)
        #expect(firstLines.first?.contains("that argument is not a dictionary literal written in the call") == true)
        #expect(failures.first?.message.contains(#"Write what the output did by hand: "-x-a-", adding "a": 14 to `values:`"#) == true)
        #expect(firstLines.last?.contains("`values:` has no key for Point(x: 2), and record mode writes Swift literals only for") == true)
        #expect(scratch.bytes == scratch.original)
    }

    @Test func aReadOnlyFileIsRefused() throws {
        let scratch = try ScratchSource()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: scratch.file.path)
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().validate("-a-|", { $0 }, expected: "-b-|", record: true)
            }
        }
        #expect(failures.first?.message.contains("is not writable (it is read-only).") == true)
        #expect(failures.first?.message.contains("Write what the output did by hand: \"-a-|\"") == true)
        #expect(scratch.bytes == scratch.original)
        #expect(scratch.otherFiles.isEmpty)
    }

    @Test func aMissingFileIsRefused() throws {
        let scratch = try ScratchSource()
        try FileManager.default.removeItem(at: scratch.file)
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().validate("-a-|", { $0 }, expected: "-b-|", record: true)
            }
        }
        #expect(failures.first?.message.contains("the test's source file is not at \(scratch.file.path)") == true)
        #expect(scratch.otherFiles.isEmpty)
    }

    // MARK: Without recording, nothing is written

    @Test func withoutRecordingAFailureWritesNothing() throws {
        let scratch = try ScratchSource()
        let before = try FileManager.default.attributesOfItem(atPath: scratch.file.path)[.modificationDate] as? Date
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                // `record: false`, and `nil` (the default) inside captureFailures, never record.
                TestScheduler().validate("-a-|", { $0 }, expected: "-b-|", record: false)
                TestScheduler().validate("-a-|", { $0 }, expected: "-b-|")
                TestScheduler().marbles { test in test.expect(test.cold("-a-|"), "") }
            }
        }
        #expect(failures.count == 3)
        #expect(failures.allSatisfy { !$0.message.contains("Record mode") })
        #expect(failures.first?.message.hasPrefix("Marble mismatch:") == true)
        #expect(scratch.bytes == scratch.original)
        #expect(scratch.otherFiles.isEmpty)
        let after = try FileManager.default.attributesOfItem(atPath: scratch.file.path)[.modificationDate] as? Date
        #expect(before == after)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["MARBLES_RECORD"] == nil, "MARBLES_RECORD is set"))
    func aFailureReportedForRealWritesNothingWithoutTheVariable() throws {
        let scratch = try ScratchSource()
        scratch.recording {
            withKnownIssue {
                TestScheduler().validate("-a-|", { $0 }, expected: "-b-|")
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("Marble mismatch:\nexpected: -b-|") }
            }
        }
        #expect(scratch.bytes == scratch.original)
        #expect(scratch.otherFiles.isEmpty)
    }

    @Test func theEnvironmentVariableTurnsRecordingOnWithOneTrueOrYes() {
        for on in ["1", "true", "TRUE", "yes"] { #expect(RecordMode.isOn(environmentValue: on), "\(on)") }
        for off in [nil, "", "0", "false", "no", "2"] { #expect(!RecordMode.isOn(environmentValue: off), "\(String(describing: off))") }
        #expect(RecordMode.isOn(true))
        #expect(!RecordMode.isOn(false))
    }
}

/// The rewriter on its own: source text and a call's location in, new text or a refusal out.
@Suite struct DiagramLiteralRewriterTests {
    func rewrite(_ source: String, line: Int = 1, column: Int, _ argument: DiagramArgument = .expect,
                 from old: String, to new: String) -> Result<String, RecordRefusal> {
        DiagramLiteralRewriter.rewrite(source, line: line, column: column, argument: argument, from: old, to: new)
    }

    @Test func theCallIsFoundAtItsParenthesisAndItsDiagramArgumentRewritten() {
        let source = #"    test.expect(viewModel.outputs.isEmailValid, "-n---v--", values: ["n": .notValid, "v": .valid])"#
        #expect(rewrite(source, column: 16, from: "-n---v--", to: "-n---n--")
            == .success(#"    test.expect(viewModel.outputs.isEmailValid, "-n---n--", values: ["n": .notValid, "v": .valid])"#))
    }

    @Test func linesEndAsTheCompilerCountsThemAtLFCRLFOrALoneCR() {
        // `#line` counts a carriage return alone as a line break, and CR LF as one.
        for newline in ["\n", "\r\n", "\r"] {
            let source = ["let a = 1", #"    test.expect(x, "-a-")"#, "let b = 2"].joined(separator: newline)
            let rewritten = ["let a = 1", #"    test.expect(x, "-b-")"#, "let b = 2"].joined(separator: newline)
            #expect(rewrite(source, line: 2, column: 16, from: "-a-", to: "-b-") == .success(rewritten))
        }
    }

    @Test func theColumnChoosesAmongCallsOnOneLine() {
        let source = #"a.expect(x, "-a-"); b.expect(y, "-a-")"#
        #expect(rewrite(source, column: 29, from: "-a-", to: "-b-") == .success(#"a.expect(x, "-a-"); b.expect(y, "-b-")"#))
        #expect(rewrite(source, column: 9, from: "-a-", to: "-c--") == .success(#"a.expect(x, "-c--"); b.expect(y, "-a-")"#))
    }

    @Test func aLiteralOnAFollowingLineWithCommentsAndNestedCallsIsFound() {
        let source = """
            test.expect(
                source.map { f($0, "(,") } /* a, b */, // "x"
                "-a-", values: v)
            """
        #expect(rewrite(source, column: 12, from: "-a-", to: "-b-") == .success(source.replacingOccurrences(of: #""-a-""#, with: #""-b-""#)))
    }

    @Test func validateRewritesTheExpectedLabel() {
        let source = #"s.validate("-a|", { $0 }, expected: "-a|")"#
        #expect(rewrite(source, column: 11, .validate, from: "-a|", to: "-b|") == .success(#"s.validate("-a|", { $0 }, expected: "-b|")"#))
    }

    @Test func rawLiteralsStayRawAndEscapesAreReadAndWritten() {
        #expect(rewrite(##"t.expect(x, #"-a-"#)"##, column: 9, from: "-a-", to: "-b-") == .success(##"t.expect(x, #"-b-"#)"##))
        #expect(rewrite(#"t.expect(x, "-\u{61}-")"#, column: 9, from: "-a-", to: #"-"-"#) == .success(#"t.expect(x, "-\"-")"#))
    }

    @Test func unrewritableCallsAreRefused() {
        #expect(rewrite(#"t.expect(x, d)"#, column: 9, from: "-a-", to: "-b-") == .failure(.notALiteral))
        #expect(rewrite(#"t.expect(x, "-\(a)-")"#, column: 9, from: "-a-", to: "-b-") == .failure(.interpolated))
        #expect(rewrite(#"t.expect(x, "-a" + "-")"#, column: 9, from: "-a-", to: "-b-") == .failure(.notALiteral))
        #expect(rewrite("t.expect(x, \"\"\"\n-a-\n\"\"\")", column: 9, from: "-a-", to: "-b-") == .failure(.multiline))
        #expect(rewrite(#"t.expect(x, "-a-")"#, column: 8, from: "-a-", to: "-b-") == .failure(.noCall(line: 1, column: 8)))
        #expect(rewrite(#"t.expect(x, "-a-")"#, line: 2, column: 9, from: "-a-", to: "-b-") == .failure(.noCall(line: 2, column: 9)))
        #expect(rewrite(#"check(x, "-a-")"#, column: 6, from: "-a-", to: "-b-")
            == .failure(.anotherFunction(found: "check", expected: "expect")))
        #expect(rewrite(#"t.expect(x, "-z-")"#, column: 9, from: "-a-", to: "-b-")
            == .failure(.literalDiffers(found: #""-z-""#, expected: #""-a-""#)))
        #expect(rewrite(#"t.expect(x, "-a-""#, column: 9, from: "-a-", to: "-b-") == .failure(.unbalancedCall))
        #expect(rewrite(#"t.expect(x)"#, column: 9, from: "-a-", to: "-b-") == .failure(.noDiagramArgument(.expect)))
        #expect(rewrite(#"t.expect(x, label: "-a-")"#, column: 9, from: "-a-", to: "-b-") == .failure(.noDiagramArgument(.expect)))
        #expect(RecordRefusal.noDiagramArgument(.expect).description == "the call has no diagram as its unlabeled argument 2")
        #expect(RecordRefusal.noDiagramArgument(.validate).description == "the call has no `expected:` argument")
    }

    @Test func entriesAreAddedToAValuesLiteralOfAnyShapeAndOtherwiseRefused() {
        func add(_ source: String) -> Result<String, RecordRefusal> {
            DiagramLiteralRewriter.rewrite(source, line: 1, column: 9, argument: .expect, from: "", to: "-b-", addingValues: #""b": 2"#)
        }
        #expect(add(#"t.expect(x, "", values: [:])"#) == .success(#"t.expect(x, "-b-", values: ["b": 2])"#))
        #expect(add(#"t.expect(x, "", values: [ : ])"#) == .success(#"t.expect(x, "-b-", values: ["b": 2])"#))
        #expect(add(#"t.expect(x, "", values: ["a": 1])"#) == .success(#"t.expect(x, "-b-", values: ["a": 1, "b": 2])"#))
        #expect(add("t.expect(x, \"\", values: [\n  \"a\": 1,\n])") == .success("t.expect(x, \"-b-\", values: [\n  \"a\": 1, \"b\": 2,\n])"))
        #expect(add(#"t.expect(x, "", values: ["a": "]"] /* ] */)"#) == .success(#"t.expect(x, "-b-", values: ["a": "]", "b": 2] /* ] */)"#))
        #expect(add(#"t.expect(x, "", values: table)"#) == .failure(.valuesNotALiteral))
        #expect(add(#"t.expect(x, "", values: [:].merging(m) { a, _ in a })"#) == .failure(.valuesNotALiteral))
        #expect(add(#"t.expect(x, "")"#) == .failure(.valuesNotALiteral))
    }

    @Test func aLaterRewriteOnALineAnEarlierOneLengthenedIsFoundAtItsShiftedColumn() {
        let entry = DiagramRecorder.Entry(
            line: 1, column: 9, change: .diagram(old: "-a-", new: "-a-b-", addingValues: nil, argument: .expect),
            edits: [DiagramLiteralRewriter.Edit(line: 1, column: 13, delta: 2)])
        #expect(DiagramRecorder.shift([entry], line: 1, before: 28) == 2)
        #expect(DiagramRecorder.shift([entry], line: 1, before: 9) == 0)
        #expect(DiagramRecorder.shift([entry], line: 2, before: 28) == 0)
        #expect(DiagramRecorder.original([entry], line: 1, column: 34) == 32)
        #expect(DiagramRecorder.original([entry], line: 1, column: 5) == 5)
    }

    @Test func aCallBelowInsertedLinesIsFoundAtItsShiftedLine() {
        let entry = DiagramRecorder.Entry(
            line: 3, column: 20, change: .expectations([]), edits: [], inserted: (afterLine: 5, count: 2))
        #expect(DiagramRecorder.current([entry], line: 5) == 5)
        #expect(DiagramRecorder.current([entry], line: 6) == 8)
        #expect(DiagramRecorder.original([entry], line: 5) == 5)
        #expect(DiagramRecorder.original([entry], line: 8) == 6)
    }
}
