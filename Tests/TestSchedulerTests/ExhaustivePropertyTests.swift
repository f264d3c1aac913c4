import IOViewModel
import Testing
@testable import TestScheduler

/// A view model that holds itself through its own subscription.
private final class SelfHoldingViewModel {
    var inputs: SelfHoldingViewModel { self }
    let taps = PublishRelay<Void>()
    private(set) var count = 0
    private let disposeBag = DisposeBag()

    init() {
        taps.subscribe(onNext: { self.count += 1 }).disposed(by: disposeBag)
    }
}

/// A view model whose output follows an endless timer on the scheduler it is given.
private final class TickerViewModel {
    var outputs: TickerViewModel { self }
    let ticks: Observable<Int>
    private let disposeBag = DisposeBag()

    init(scheduler: TestScheduler) {
        ticks = Observable<Int>.interval(.seconds(3), scheduler: scheduler).hot(replay: 1, keptBy: disposeBag)
    }
}

/// A view model whose output is a driver: it delivers on whatever stands in for the main scheduler
/// when the view model is made.
private final class DrivenTallyViewModel {
    var inputs: DrivenTallyViewModel { self }
    var outputs: DrivenTallyViewModel { self }
    private let tapped = PublishRelay<Void>()
    func didTap() { tapped.accept(()) }
    let count: Driver<Int>
    private let disposeBag = DisposeBag()

    init() {
        count = tapped.scan(0) { count, _ in count + 1 }.asDriver(onErrorDriveWith: .empty()).hot(keptBy: disposeBag)
    }
}

/// Property tests that own their view model: made per run, released at its end, and every output
/// that emits must be read or ignored.
@Suite struct ExhaustivePropertyTests {
    @Test func aDriverOutputDeliversInVirtualTimeAtEachInputsFrame() {
        var checkedRuns = 0
        let failures = TestFailureReporting.captureFailures {
            TestScheduler.property(DrivenTallyViewModel(), runs: 30, seed: 4, events: 1...4) { run, viewModel in
                let scheduler = run.scheduler
                var taps: [TestTime] = []
                run.input("viewModel.inputs.didTap", symbol: "t") {
                    taps.append(scheduler.clock)
                    viewModel.inputs.didTap()
                }
                let count = run.output("viewModel.outputs.count", viewModel.outputs.count)
                run.check("each tap is counted at its own time, in virtual time") {
                    checkedRuns += 1
                    return count.events.map(\.time) == taps && count.values == Array(1...max(1, taps.count)).prefix(taps.count).map { $0 }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.map(\.message))")
        #expect(checkedRuns >= 30)
    }

    @Test func aPropertyThatReadsOrIgnoresEveryOutputPasses() {
        var made: [ReleasedViewModel] = []
        var counterexample: PropertyCounterexample?
        let failures = TestFailureReporting.captureFailures {
            func makeTally() -> TallyViewModel {
                let viewModel = TallyViewModel()
                made.append(ReleasedViewModel(viewModel))
                return viewModel
            }
            counterexample = TestScheduler.property(makeTally(), runs: 20, seed: 7) { run, viewModel in
                run.input("viewModel.inputs.didTap", symbol: "t", into: viewModel.inputs.didTap)
                let count = run.output("viewModel.outputs.count", viewModel.outputs.count)
                let even = run.output("viewModel.outputs.isEven", viewModel.outputs.isEven)
                run.ignore(viewModel.outputs.reachedTwo)
                run.always("isEven is the count's parity") { time in
                    even.latest(at: time) == count.latest(at: time).map { $0 % 2 == 0 }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(counterexample == nil)
        #expect(made.count == 20, "one view model per run")
        #expect(made.allSatisfy { $0.object == nil }, "each released at the end of its run")
    }

    @Test func anOutputNeitherReadNorIgnoredFailsTheRunAndIsShrunkToWhatItDid() throws {
        var counterexample: PropertyCounterexample?
        let failures = TestFailureReporting.captureFailures {
            counterexample = TestScheduler.property(TallyViewModel(), runs: 50, seed: 3, events: 2...4) { run, viewModel in
                run.input("viewModel.inputs.didTap", symbol: "t", into: viewModel.inputs.didTap)
                let count = run.output("viewModel.outputs.count", viewModel.outputs.count)
                run.ignore(viewModel.outputs.reachedTwo)
                run.check("the count never goes down") { count.values == count.values.sorted() }
            }
        }
        let found = try #require(counterexample)
        #expect(failures.count == 1)
        #expect(found.failure == "viewModel.outputs.isEven emitted, and the property neither reads nor ignores it: read it with run.output (the test below shows what it did) or ignore it with run.ignore")
        #expect(found.inputs == ["t"], "shrunk to one tap, in a run of one frame")
        #expect(found.marbleTest == """
            scheduler.marbles(TallyViewModel()) { test, viewModel in
                test.input(                           "t", into: viewModel.inputs.didTap)
                test.expect(viewModel.outputs.count,  "a", values: ["a": 1])
                test.expect(viewModel.outputs.isEven, "a", values: ["a": false])
            }
            """)
        #expect(found.shrinkSteps > 0)
    }

    @Test func aViewModelStillAliveAfterItsRunFailsIt() throws {
        var counterexample: PropertyCounterexample?
        _ = TestFailureReporting.captureFailures {
            counterexample = TestScheduler.property(SelfHoldingViewModel(), runs: 5, seed: 1) { run, viewModel in
                run.input("viewModel.inputs.taps.accept", symbol: "t", into: { viewModel.inputs.taps.accept(()) })
            }
        }
        let found = try #require(counterexample)
        #expect(found.failure.hasPrefix("the view model (SelfHoldingViewModel) is still alive after the run let go of it: something else holds it."))
        #expect(found.inputs == ["-"], "shrunk to a run of one frame without input: the view model holds itself from init on")
    }

    @Test func anEndlessTimerOnTheRunsSchedulerEndsWithItsViewModel() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler.property({ TickerViewModel(scheduler: $0) }, runs: 5, seed: 2) { run, viewModel in
                let ticks = run.output("viewModel.outputs.ticks", viewModel.outputs.ticks)
                run.check("it ticks every third frame") { ticks.events.map(\.time) == [3, 6, 9] }
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func ignoringWhatIsNotAnOutputOfTheViewModelCannotRun() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler.property(TallyViewModel(), runs: 3, seed: 1) { run, viewModel in
                run.ignore(Observable<Int>.never())
                run.ignore(viewModel.outputs.count)
            }
        }
        #expect(failures.map(\.message) == [
            "The property cannot run:\n  run.ignore: this is not one of the outputs of the view model the property owns (count, isEven, reachedTwo, warning): only an output found in the view model can be ignored"
        ])
    }

    @Test func ignoringInAPropertyThatOwnsNoViewModelCannotRun() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler.property(runs: 3, seed: 1) { run in
                run.ignore(Observable<Int>.never())
            }
        }
        #expect(failures.first?.message.hasPrefix("The property cannot run:\n  run.ignore: this property owns no view model") == true, "\(failures)")
    }
}
