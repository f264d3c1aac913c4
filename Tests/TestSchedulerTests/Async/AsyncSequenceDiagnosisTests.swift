import Dispatch
import Foundation
import IOViewModel
import Synchronization
import Testing
@testable import TestScheduler

/// A screen that shows the seconds a ticker counts: an async sequence, as an app's timer is.
private final class ElapsedViewModel {
    /// The line of the bridge below: the origin a diagnosis names.
    static let bridgeLine = #line + 5

    let elapsed: Observable<String>

    init<Ticks: AsyncSequence & Sendable>(ticks: Ticks) where Ticks.Element == Int {
        elapsed = Observable.from(ticks).map { "\($0)s" }
    }
}

/// Counts the seconds on `clock`: an element every `interval`, as a timer in an app.
private struct Ticker: AsyncSequence, Sendable {
    let clock: any Clock<Duration>
    let interval: Duration

    struct AsyncIterator: AsyncIteratorProtocol {
        let clock: any Clock<Duration>
        let interval: Duration
        var count = 0

        mutating func next() async throws -> Int? {
            try await clock.sleep(for: interval)
            count += 1
            return count
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(clock: clock, interval: interval)
    }
}


/// One element, 1, once `gate` opens, then the end: its element comes from whatever thread opens
/// the gate.
private struct GatedTick: AsyncSequence, Sendable {
    let gate: Gate

    struct AsyncIterator: AsyncIteratorProtocol {
        let gate: Gate
        var done = false

        mutating func next() async -> Int? {
            guard !done else { return nil }
            done = true
            await gate.wait()
            return 1
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(gate: gate)
    }
}

/// A task reading an async sequence (`Observable.from(asyncSequence)`) may wait for its next
/// element without anything being wrong (a stream the test feeds, idle), or wait on real time (a
/// timer on `ContinuousClock`): the scheduler cannot tell them apart, so such a wait fails no test
/// of its own, but a test that fails names the task as a possible cause, with its origin and fix.
@Suite struct AsyncSequenceDiagnosisTests {
    static let origin = "TestSchedulerTests/AsyncSequenceDiagnosisTests.swift:\(ElapsedViewModel.bridgeLine)"

    /// The failures of a marble test of a ticker on the real clock.
    static func realClockTickerFailures() -> [TestFailure] {
        // An element an hour of real time: none comes during the run, however slow the machine,
        // and disposing the subscription at the end cancels the sleep.
        let viewModel = ElapsedViewModel(ticks: Ticker(clock: ContinuousClock(), interval: .seconds(3600)))
        return TestFailureReporting.captureFailures {
            TestScheduler(resolution: 1).marbles { test in
                test.expect(viewModel.elapsed, "-a-b-", values: ["a": "1s", "b": "2s"])
            }
        }
    }

    @Test func aSequenceWaitingOnTheRealClockIsNamedWhenTheTestFails() {
        let failures = Self.realClockTickerFailures()
        #expect(failures.count == 2)
        #expect(failures.first?.message.hasPrefix("Marble mismatch:") == true)
        #expect(failures.first?.message.hasSuffix(MarbleTest.gotNothingHint) == true)
        #expect(
            failures.dropFirst().first?.message == """
                TestScheduler: the task that Observable.from(asyncSequence) started at 0 (\(Self.origin)) may be stalled on real time: when the test ended at 5, it was still waiting for the next element of its async sequence, on nothing that virtual time drives (no sleep on scheduler.virtualClock, no fake service). A sequence whose elements come on real time (a ContinuousClock timer, a producer that calls Task.sleep) yields nothing while the scheduler runs, in microseconds, so its elements are missing from the outputs. (A sequence the test feeds in virtual time may just be idle: it is named only because the test failed.)
                  Fix: give the sequence the scheduler's clock (scheduler.virtualClock, a Clock<Duration>) instead of ContinuousClock or Task.sleep, or fake it with a stream the test feeds in virtual time: let (stream, continuation) = AsyncStream.makeStream(of: Element.self), and test.input("-a-b", values: ["a": a, "b": b], into: { continuation.yield($0) }).
                """)
    }

    @Test func theAsyncTestingGuideShowsTheRealMessage() throws {
        let guide = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Async
            .deletingLastPathComponent()  // TestSchedulerTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
            .appendingPathComponent("Docs/IOViewModelGuide.docc/TestingAsyncViewModels.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let message = try #require(Self.realClockTickerFailures().last?.message)
        #expect(text.contains("```\n" + message + "\n```\n"))
    }

    @Test func theSameSequenceOnTheVirtualClockPasses() {
        let scheduler = TestScheduler(resolution: 1)
        let viewModel = ElapsedViewModel(ticks: Ticker(clock: scheduler.virtualClock, interval: .seconds(2)))
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.expect(viewModel.elapsed, "--a-b-", values: ["a": "1s", "b": "2s"])
            }
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func aSequenceSleepingOnTheVirtualClockIsNotNamedWhenTheTestFails() {
        let scheduler = TestScheduler(resolution: 1)
        let viewModel = ElapsedViewModel(ticks: Ticker(clock: scheduler.virtualClock, interval: .seconds(2)))
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.expect(viewModel.elapsed, "-a-b-", values: ["a": "1s", "b": "2s"])
            }
        }
        // The task sleeps on the scheduler's clock: the mismatch is the whole story.
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("Marble mismatch:") == true)
    }

    @Test func aStreamTheTestFeedsInVirtualTimeMayBeIdleAtTheEnd() {
        // The fake that the fix suggests, as it writes it.
        typealias Element = Int
        let (a, b) = (1, 2)
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        let viewModel = ElapsedViewModel(ticks: stream)
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                test.input("-a-b", values: ["a": a, "b": b], into: { continuation.yield($0) })
                test.expect(viewModel.elapsed, "-a-b---", values: ["a": "1s", "b": "2s"])
            }
        }
        #expect(failures.map(\.message) == [])
        #expect(
            TestScheduler.sequenceFix.contains(
                #"let (stream, continuation) = AsyncStream.makeStream(of: Element.self), and test.input("-a-b", values: ["a": a, "b": b], into: { continuation.yield($0) })"#
            ))
    }

    @Test func aStreamIdleAtTheEndOfStartIsNoFailure() {
        let scheduler = TestScheduler()
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        scheduler.scheduleAt(300) { continuation.yield(1) }
        var observer: TestableObserver<String>?
        let failures = TestFailureReporting.captureFailures {
            observer = scheduler.start { ElapsedViewModel(ticks: stream).elapsed }
        }
        #expect(failures.map(\.message) == [])
        #expect(observer?.events == [.next(300, "1s")])
    }

    @Test func anIdleStreamIsNamedOnlyAsAPossibleCauseWhenTheTestFailsOtherwise() {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let viewModel = ElapsedViewModel(ticks: stream)
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                test.input("-a---", values: ["a": 1], into: { continuation.yield($0) })
                test.expect(viewModel.elapsed, "-a---", values: ["a": "2s"])
            }
        }
        // Nothing tells an idle stream from one on real time: the note says "may".
        #expect(failures.count == 2)
        #expect(failures.first?.message.hasPrefix("Marble mismatch:") == true)
        #expect(
            failures.dropFirst().first?.message.hasPrefix(
                "TestScheduler: the task that Observable.from(asyncSequence) started at 0 (\(Self.origin)) may be stalled on real time"
            ) == true)
    }

    @Test func aSequenceResumedFromAnotherThreadIsNamedAsOneThatMayWaitOnRealTime() {
        let gate = Gate()
        let viewModel = ElapsedViewModel(ticks: GatedTick(gate: gate))
        let opened = DispatchSemaphore(value: 0)
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                // At frame 2 another thread opens the gate, as a timer's thread would, and the run
                // waits until it has: the element then comes at frame 2.
                test.input(
                    "--o--",
                    into: { _ in
                        DispatchQueue.global().async {
                            gate.open()
                            opened.signal()
                        }
                        opened.wait()
                    })
                test.expect(viewModel.elapsed, "--(a|)", values: ["a": "1s"])
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                TestScheduler: a task was resumed from outside virtual time: another thread queued its next step while the scheduler ran. It waited on something the scheduler does not drive (Task.sleep, ContinuousClock, a real network call, the main actor), so where its result lands depends on the machine's speed.
                  Tasks running then: the task that Observable.from(asyncSequence) started at 0 (\(Self.origin)), waiting for the next element of an async sequence that may wait on real time.
                  A sequence that waits on real time (a ContinuousClock timer, a producer that calls Task.sleep) yields its next element from another thread, whenever the real clock says.
                \(TestScheduler.sequenceFix)
                """
            ])
    }
}
