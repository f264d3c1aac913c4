import Dispatch
import IOViewModel
import Synchronization
import Testing
@testable import TestScheduler

/// A view model that starts a `Task {}` of its own: its work runs on the global executor, outside
/// virtual time.
private final class TaskStartingViewModel: @unchecked Sendable {
    let name: Observable<String>
    private let nameRelay = PublishRelay<String>()
    private let landed: DispatchSemaphore

    init(landed: DispatchSemaphore) {
        self.landed = landed
        name = nameRelay.asObservable()
    }

    func didTapLoad() {
        Task { [nameRelay, landed] in
            nameRelay.accept("ada")
            landed.signal()
        }
    }
}

/// A marble test never passes by luck: an event that reaches an expected output from a thread the
/// scheduler does not drive fails the test, even when it lands exactly on its expected frame.
///
/// The rounds run one after another: each blocks its thread until the view model's task has run on
/// the global executor, which parallel rounds could starve.
@Suite(.serialized) struct PassingByLuckTests {
    @Test(arguments: 0..<20)
    func aTaskTheViewModelStartsFailsEvenWhenItLandsOnTheExpectedFrame(round: Int) {
        let landed = DispatchSemaphore(value: 0)
        let viewModel = TaskStartingViewModel(landed: landed)
        let line = #line + 6
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                test.input("-t----", values: ["t": ()], into: { viewModel.didTapLoad() })
                // Frame 3 waits until the task has delivered: the event lands on frame 3, as drawn.
                test.input("---w--", values: ["w": ()], into: { #expect(landed.wait(timeout: .now() + 60) == .success) })
                test.expect(viewModel.name, "---a--", values: ["a": "ada"])
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
