import Dispatch
import Foundation
import IOViewModel
import Synchronization
import Testing
@testable import TestScheduler


/// A view model that starts a `Task {}` of its own: its work runs on the global executor, outside
/// virtual time. Here the task waits for `gate` before it delivers, then signals `landed`.
private final class TaskStartingViewModel {
    let name: Observable<String>
    private let nameRelay = PublishRelay<String>()
    private let gate: Gate
    private let landed: DispatchSemaphore

    init(gate: Gate, landed: DispatchSemaphore) {
        self.gate = gate
        self.landed = landed
        name = nameRelay.asObservable()
    }

    func didTapLoad() {
        Task { [nameRelay, gate, landed] in
            await gate.wait()
            nameRelay.accept("ada")
            landed.signal()
        }
    }
}

/// Runs `body` on a thread of its own, outside the cooperative pool, so that blocking it starves
/// no task.
private func onOwnThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}

/// A marble test never passes by luck: an event that reaches an expected output from a thread the
/// scheduler does not drive fails the test, even when it lands exactly on its expected frame.
@Suite struct PassingByLuckTests {
    @Test(arguments: 0..<20)
    func aTaskTheViewModelStartsFailsEvenWhenItLandsOnTheExpectedFrame(round: Int) async {
        let line = #line + 11
        let failures = await onOwnThread { () -> [TestFailure] in
            let gate = Gate()
            let landed = DispatchSemaphore(value: 0)
            let viewModel = TaskStartingViewModel(gate: gate, landed: landed)
            return TestFailureReporting.captureFailures {
                TestScheduler().marbles { test in
                    test.input("-t----", values: ["t": ()], into: { viewModel.didTapLoad() })
                    // At frame 3 the task may deliver, and the test waits until it has: the event
                    // lands on frame 3, as drawn.
                    test.input("---w--", values: ["w": ()], into: { gate.open(); landed.wait() })
                    test.expect(viewModel.name, "---a--", values: ["a": "ada"])
                }
            }
        }
        #expect(failures.count == 1)
        let failure = failures.first
        #expect(failure?.callSite.line == UInt(line))
        #expect(
            failure?.message.hasPrefix(
                #"TestScheduler: this output received next("ada") at frame 3 from a thread the test scheduler does not drive"#
            ) == true, "\(failures)")
        #expect(failure?.message.contains("Fix: start the async work with Observable.fromAsync") == true)
    }

    @Test func anActionScheduledFromAnotherThreadWhileTheSchedulerRunsFailsTheTest() {
        let scheduler = TestScheduler()
        let scheduled = DispatchSemaphore(value: 0)
        let failures = TestFailureReporting.captureFailures {
            scheduler.scheduleAt(1) {
                DispatchQueue.global().async {
                    for _ in 0..<3 { _ = scheduler.scheduleAt(5) {} }
                    scheduled.signal()
                }
                #expect(scheduled.wait(timeout: .now() + 60) == .success)
            }
            scheduler.start()
        }
        #expect(failures.map(\.message) == [TestScheduler.outsideScheduleMessage])
    }

    @Test func anExpectedOutputThatGotNothingSuggestsAViewModelsOwnTask() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                test.expect(Observable<String>.never(), "--a--", values: ["a": "ada"])
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasSuffix(MarbleTest.gotNothingHint) == true)
    }

    @Test func bridgedAsyncWorkIsNeverReported() {
        let scheduler = TestScheduler()
        let tap = PublishSubject<Void>()
        let loaded = tap.flatMapLatest {
            Observable.fromAsync { () async throws -> String in
                try await scheduler.virtualClock.sleep(for: .seconds(2))
                return "ada"
            }
        }
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.input("-t----", values: ["t": ()], into: { tap.onNext($0) })
                test.expect(loaded, "---a--", values: ["a": "ada"])
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
