import Foundation
import SigninFeature
import Testing
@testable import TestScheduler

/// The record mode article shows a real recording: this test records the article's draft, placed
/// in a test file of a scratch directory, and compares the failure and the change with the
/// article's `text` and `diff` blocks, character for character. Then it runs the recorded diagram.
@Suite struct RecordingOutputTests {
    static let article = "Sources/TestScheduler/TestScheduler.docc/RecordingDiagrams.md"

    @Test func theArticleShowsTheRealRecordingAndItsDiff() throws {
        let blocks = CodeBlock.all(in: try Repository.read(Self.article), file: Self.article)
        let draft = try #require(blocks.first { $0.language == "swift" })
        let shownFailure = blocks.filter { $0.lines.first?.hasPrefix("Record mode") == true }
        let shownDiff = try #require(blocks.first { $0.language == "diff" })

        // The draft as the body of a test in AppTests/EmailTests.swift.
        let header = ["import SigninFeature", "import TestScheduler", "import Testing", "",
                      "@Test func emailValidation() {", "    let scheduler = TestScheduler()"]
        let fileLines = header + draft.lines.map { "    " + $0 } + ["}", ""]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("EmailTests.swift")
        try fileLines.joined(separator: "\n").write(to: file, atomically: false, encoding: .utf8)

        let expectIndex = try #require(fileLines.firstIndex { $0.contains("test.expect(") })
        let line = UInt(expectIndex + 1)
        let column = UInt(try #require(Array(fileLines[expectIndex].utf8).firstIndex(of: UInt8(ascii: "(")))) + 1
        let failures = DiagramRecorder.$redirection.withValue(["\(#filePath)": file.path]) {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(SigninViewModel(), record: true) { test, viewModel in
                    test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
                    test.expect(viewModel.outputs.isEmailValid, "", values: ["n": .notValid, "v": .valid],
                                fileID: "AppTests/EmailTests.swift", line: line, column: column)
                    test.expect(viewModel.outputs.emailNotValidErr, "-e---o--", values: ["e": "Entered email is not valid.", "o": ""])
                    test.expect(viewModel.outputs.isSigninEnabled, "f-------", values: ["f": false])
                }
            }
        }
        #expect(shownFailure.count == 1, "the article should quote exactly one recording")
        #expect(failures.map { $0.message } == shownFailure.map { $0.text })

        let recorded = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let changed = zip(fileLines, recorded).filter { $0 != $1 }
        #expect(changed.flatMap { ["-" + $0.0, "+" + $0.1] } == shownDiff.lines)

        // The rerun, on the recorded diagram, passes.
        let diagram = try #require(recorded[expectIndex].split(separator: "\"").dropFirst().first.map(String.init))
        let rerun = TestFailureReporting.captureFailures {
            TestScheduler().marbles(SigninViewModel()) { test, viewModel in
                test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
                test.expect(viewModel.outputs.isEmailValid, diagram, values: ["n": .notValid, "v": .valid])
                test.expect(viewModel.outputs.emailNotValidErr, "-e---o--", values: ["e": "Entered email is not valid.", "o": ""])
                test.expect(viewModel.outputs.isSigninEnabled, "f-------", values: ["f": false])
            }
        }
        #expect(rerun.isEmpty)
    }

    static let exhaustiveArticle = "Sources/TestScheduler/TestScheduler.docc/ExhaustiveTests.md"

    /// The exhaustive tests article's test without its `ignore` line, recorded: the failure and
    /// the line written are the article's `text` and `diff` blocks, character for character.
    @Test func theExhaustiveArticleShowsTheRealRecordingOfTheLineItLacks() throws {
        let blocks = CodeBlock.all(in: try Repository.read(Self.exhaustiveArticle), file: Self.exhaustiveArticle)
        let test = try #require(blocks.first { $0.language == "swift" })
        let shownFailure = blocks.filter { $0.lines.first?.hasPrefix("Record mode") == true }
        let shownDiff = try #require(blocks.first { $0.language == "diff" })

        // The article's test without its ignore line, as the body of a test in AppTests/EmailTests.swift.
        let draft = test.lines.filter { !$0.contains("test.ignore(") }
        #expect(draft.count == test.lines.count - 1)
        let header = ["import SigninFeature", "import TestScheduler", "import Testing", "", "@Test func emailValidation() {"]
        let fileLines = header + draft.map { "    " + $0 } + ["}", ""]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("EmailTests.swift")
        try fileLines.joined(separator: "\n").write(to: file, atomically: false, encoding: .utf8)

        let marblesIndex = try #require(fileLines.firstIndex { $0.contains("scheduler.marbles(") })
        let marbles = Array(fileLines[marblesIndex].utf8)
        let name = Array("marbles(".utf8)
        let start = try #require((0...(marbles.count - name.count)).first { Array(marbles[$0..<($0 + name.count)]) == name })
        let line = UInt(marblesIndex + 1)
        let column = UInt(start + name.count)
        let failures = DiagramRecorder.$redirection.withValue(["\(#filePath)": file.path]) {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(
                    SigninViewModel(), record: true, fileID: "AppTests/EmailTests.swift", line: line, column: column
                ) { test, viewModel in
                    test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
                    test.expect(viewModel.outputs.isEmailValid, "-n---v--", values: ["n": .notValid, "v": .valid])
                    test.expect(viewModel.outputs.isSigninEnabled, "f-------", values: ["f": false])
                }
            }
        }
        #expect(shownFailure.count == 1, "the article should quote exactly one recording")
        #expect(failures.map { $0.message } == shownFailure.map { $0.text })

        let recorded = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        #expect(recorded.count == fileLines.count + 1)
        let inserted = try #require(fileLines.indices.first { recorded[$0] != fileLines[$0] })
        var without = recorded
        without.remove(at: inserted)
        #expect(without == fileLines)
        // The article's block is indented one level less than the test's body.
        #expect(shownDiff.lines == ["+" + recorded[inserted].dropFirst(4)])

        // The rerun, with the recorded line, passes.
        let rerun = TestFailureReporting.captureFailures {
            TestScheduler().marbles(SigninViewModel()) { test, viewModel in
                test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
                test.expect(viewModel.outputs.isEmailValid, "-n---v--", values: ["n": .notValid, "v": .valid])
                test.expect(viewModel.outputs.isSigninEnabled, "f-------", values: ["f": false])
                test.expect(viewModel.outputs.emailNotValidErr, "-e---a--", values: ["e": "Entered email is not valid.", "a": ""])
            }
        }
        #expect(rerun.isEmpty, "\(rerun)")
        #expect(recorded[inserted].trimmingCharacters(in: .whitespaces) == #"test.expect(viewModel.outputs.emailNotValidErr, "-e---a--", values: ["e": "Entered email is not valid.", "a": ""])"#)
    }
}
