import IOViewModel
@testable import TestScheduler
import XCTest

/// TestScheduler helpers report through `XCTFail(file:line:)` when called from an XCTest test.
/// This test case captures its own failures to check the path without failing.
final class XCTestReportingTests: XCTestCase {
    private var capturing = false
    private var captured: [(message: String, file: String, line: Int)] = []

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        captured.append((issue.compactDescription, issue.sourceCodeContext.location?.fileURL.path ?? "",
                         issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, filePath, lineNumber))
    }
    #endif

    func testMarbleMismatchIsReportedThroughXCTFailAtTheCallersLine() {
        let scheduler = TestScheduler()
        capturing = true
        // A failure this test expects: never recorded, even with MARBLES_RECORD=1.
        scheduler.validate("-a-b|", { $0 }, expected: "-a-c|", record: false); let line = #line
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertEqual(captured.first?.file, "\(#filePath)")
        XCTAssertTrue(captured.first?.message.contains("at 3: expected next(\"c\"), got next(\"b\")") == true)
    }

    func testAFailedPropertyIsReportedThroughXCTFailAtTheCallersLine() {
        capturing = true
        TestScheduler.property(runs: 10, seed: 1) { run in
            run.input("ignore", values: ["a": 1], into: { _ in })
            run.check("never") { false }
        }; let line = #line
        capturing = false
        XCTAssertEqual(captured.map(\.line), [line - 3])
        XCTAssertTrue(captured.first?.message.contains("Property failed on run 1 (seed: 0x1): \"never\" is false.") == true)
    }

    func testPassingMarbleTestReportsNothing() {
        let scheduler = TestScheduler()
        capturing = true
        scheduler.validate("-a-b|", { $0 }, expected: "-a-b|")
        let observer = ValueRecorder<Int>()
        observer.onNext(1)
        observer.assertValues([1])
        capturing = false
        XCTAssertTrue(captured.isEmpty)
    }

    func testRecorderAssertionThroughXCTFail() {
        let observer = ValueRecorder<String>()
        capturing = true
        observer.assertDidEmitValue(); let line = #line
        capturing = false
        XCTAssertEqual(captured.map(\.line), [line])
        XCTAssertTrue(captured.first?.message.contains("assertDidEmitValue failed: no value was emitted") == true)
    }

    func testRxTestStyleEventsCompareWithXCTAssertEqual() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let observer = scheduler.start { xs.map { $0 + 1 } }
        XCTAssertEqual(observer.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    /// Record mode from XCTest: the failure says what was recorded, through `XCTFail` at the call,
    /// and the expected literal is rewritten (in a scratch copy of this file); the rerun passes.
    func testRecordModeRewritesTheDiagramAndFailsThroughXCTFail() throws {
        let scratch = try ScratchSource()
        capturing = true
        scratch.recording {
            TestScheduler().validate("-a-b|", { $0.map { $0.uppercased() } }, expected: "-a-b|", record: true)
        }
        let line = #line - 2
        capturing = false
        XCTAssertEqual(captured.map(\.line), [line])
        XCTAssertEqual(captured.first?.file, "\(#filePath)")
        XCTAssertTrue(captured.first?.message.contains("\"-a-b|\" → \"-A-B|\"") == true, captured.first?.message ?? "")
        XCTAssertEqual(scratch.changedLines, [line])
        XCTAssertEqual(
            scratch.lines[line - 1],
            scratch.originalLines[line - 1].replacingOccurrences(of: "expected: \"-a-b|\"", with: "expected: \"-A-B|\""))

        let recorded = try XCTUnwrap(scratch.diagram(line: UInt(line), column: 37, argument: .validate))
        capturing = true
        TestScheduler().validate("-a-b|", { $0.map { $0.uppercased() } }, expected: recorded, record: true)
        capturing = false
        XCTAssertEqual(captured.count, 1, "the rerun with the recorded diagram passes")
    }
}
