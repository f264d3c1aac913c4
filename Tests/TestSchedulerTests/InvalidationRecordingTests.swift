#if canImport(Observation)
import Foundation
import IOViewModel
import Observation
import Testing
@testable import TestScheduler

/// A screen state's property, as a test draws its invalidations.
@MainActor @Observable
private final class CounterState {
    var count = 0
}

/// Record mode writes `expectInvalidations`' diagrams as it writes `expect`'s.
@Suite struct InvalidationRecordingTests {
    @MainActor
    @Test func recordModeWritesAnInvalidationDiagramAndTheRerunPasses() throws {
        let scratch = try ScratchSource()
        let state = CounterState()
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                TestScheduler().marbles(record: true) { test in
                    test.input("-a--b---", values: ["a": 1, "b": 2], into: { state.count = $0 })
                    test.expectInvalidations(of: { _ = state.count }, "")
                }
            }
        }
        let call = try #require(failures.first?.callSite)
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("Record mode: wrote what the output did") == true)
        #expect(failures.first?.message.contains(#""" → "-x--x---""#) == true)
        #expect(
            scratch.diagram(line: call.line, column: call.column, argument: .expectInvalidations) == "-x--x---")
        #expect(scratch.changedLines == [Int(call.line)])
    }
}
#endif
