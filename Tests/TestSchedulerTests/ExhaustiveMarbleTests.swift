import IOViewModel
import Testing
@testable import TestScheduler

/// A counter whose outputs are a driver and a signal, made in `init` from one driver: they
/// deliver on whatever scheduler stands in for the main one while the view model is made.
private final class DrivenCounterViewModel {
    var inputs: DrivenCounterViewModel { self }
    var outputs: DrivenCounterViewModel { self }

    private let tapped = PublishRelay<Void>()
    func didTap() { tapped.accept(()) }

    let count: Driver<Int>
    let reachedTwo: Signal<Void>
    private let disposeBag = DisposeBag()

    init() {
        let counts = tapped.scan(0) { count, _ in count + 1 }.asDriver(onErrorDriveWith: .empty())
        count = counts.hot(keptBy: disposeBag)
        reachedTwo = counts.asSignal().filter { $0 == 2 }.map { _ in () }.hot(keptBy: disposeBag)
    }
}

/// A view model whose output follows an endless timer, kept by its dispose bag.
private final class ClockViewModel {
    var outputs: ClockViewModel { self }
    let ticks: Observable<Int>
    private let disposeBag = DisposeBag()

    init(scheduler: TestScheduler) {
        ticks = Observable<Int>.interval(.seconds(2), scheduler: scheduler).hot(replay: 1, keptBy: disposeBag)
    }
}

/// A view model that holds itself through its own subscription.
private final class CyclicViewModel {
    var outputs: CyclicViewModel { self }
    let taps = PublishRelay<Void>()
    private(set) var count = 0
    private let disposeBag = DisposeBag()

    init() {
        taps.subscribe(onNext: { self.count += 1 }).disposed(by: disposeBag)
    }
}

/// A view model whose outputs are split across a class and its subclass.
private class BaseViewModel {
    let first: Observable<Int>
    init() { first = Observable<Int>.never() }
}

private final class DerivedViewModel: BaseViewModel {
    let second: Driver<Int>
    let again: Observable<Int>
    override init() {
        second = Driver<Int>.never()
        again = Observable<Int>.never()
        super.init()
    }
}

/// A view model with an output behind an optional and one behind an existential.
private final class LooseViewModel {
    let maybe: Observable<Int>? = Observable<Int>.never()
    let anything: Any = Observable<String>.never()
    let plain = Observable<Bool>.never()
}

@Suite struct ExhaustiveMarbleTests {
    @Test func theOutputsReadAtTheirOffsetsAreTheOnesAMirrorFinds() {
        func found(_ viewModel: AnyObject) -> [String] {
            OwnedViewModel.outputs(of: viewModel).map { "\($0.name) \($0.identity)" }
        }
        func mirrored(_ viewModel: AnyObject) -> [String] {
            OwnedViewModel.mirrored(viewModel).map { "\($0.name) \($0.identity)" }
        }
        for viewModel: AnyObject in [TallyViewModel(), DerivedViewModel(), CyclicViewModel(), LooseViewModel()] {
            #expect(found(viewModel) == mirrored(viewModel), "\(type(of: viewModel))")
        }
        #expect(OwnedViewModel.outputs(of: DerivedViewModel()).map(\.name) == ["first", "second", "again"])
        #expect(OwnedViewModel.outputs(of: LooseViewModel()).map(\.name) == ["maybe", "anything", "plain"])
        guard case .fields = OutputFields.of(TallyViewModel.self) else {
            Issue.record("a view model of stored outputs is read at their offsets")
            return
        }
        guard case .mirror = OutputFields.of(LooseViewModel.self) else {
            Issue.record("an optional or existential property is read by a Mirror")
            return
        }
    }

    @Test func everyOutputExpectedPasses() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles(TallyViewModel()) { test, viewModel in
                test.input("-t-t-", values: ["t": ()], into: viewModel.inputs.didTap)
                test.expect(viewModel.outputs.count, "-a-b-", values: ["a": 1, "b": 2])
                test.expect(viewModel.outputs.isEven, "-f-t-", values: ["f": false, "t": true])
                test.expect(viewModel.outputs.reachedTwo, "---x-")
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func anOutputLeftOutFailsWithWhatItDidAndTheLineToPaste() throws {
        let line = #line + 2
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles(TallyViewModel()) { test, viewModel in
                test.input("-t-t-", values: ["t": ()], into: viewModel.inputs.didTap)
                test.expect(viewModel.outputs.count, "-a-b-", values: ["a": 1, "b": 2])
                test.expect(viewModel.outputs.reachedTwo, "---x-")
            }
        }
        #expect(failures.count == 1)
        let failure = try #require(failures.first)
        #expect(failure.callSite.line == UInt(line))
        #expect(
            failure.message.split(separator: "\n").map(String.init) == [
                "Unasserted output: isEven emitted during the test, which neither expects nor ignores it.",
                "Every output of the view model the test owns must be expected, or ignored by name.",
                "actual:   -f-t-",
                "Expect it (check what it did first):",
                #"    test.expect(viewModel.outputs.isEven, "-f-t-", values: ["f": false, "t": true])"#,
                "Or ignore it:",
                "    test.ignore(viewModel.outputs.isEven)",
            ])
    }

    @Test func aSignalLeftOutIsDrawnWithoutValues() throws {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles(TallyViewModel()) { test, viewModel in
                test.input("-t-t-", values: ["t": ()], into: viewModel.inputs.didTap)
                test.expect(viewModel.outputs.count, "-a-b-", values: ["a": 1, "b": 2])
                test.expect(viewModel.outputs.isEven, "-f-t-", values: ["f": false, "t": true])
            }
        }
        #expect(failures.count == 1)
        #expect(try #require(failures.first).message.contains(#"    test.expect(viewModel.outputs.reachedTwo, "---x-")"#))
    }

    @Test func anIgnoredOutputIsNotChecked() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles(TallyViewModel()) { test, viewModel in
                test.input("-t-t-", values: ["t": ()], into: viewModel.inputs.didTap)
                test.expect(viewModel.outputs.count, "-a-b-", values: ["a": 1, "b": 2])
                test.ignore(viewModel.outputs.isEven)
                test.ignore(viewModel.outputs.reachedTwo)
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func everyOutputLeftOutIsReportedOnceEach() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles(TallyViewModel()) { test, viewModel in
                test.input("-t-t-", values: ["t": ()], into: viewModel.inputs.didTap)
            }
        }
        #expect(
            failures.map { $0.message.split(separator: "\n")[0] } == [
                "Unasserted output: count emitted during the test, which neither expects nor ignores it.",
                "Unasserted output: isEven emitted during the test, which neither expects nor ignores it.",
                "Unasserted output: reachedTwo emitted during the test, which neither expects nor ignores it.",
            ])
    }

    @Test func theOutputsAreFoundByReflectionAndSubjectsAndRelaysAreNot() {
        let outputs = OwnedViewModel.outputs(of: TallyViewModel()).map(\.name)
        #expect(outputs == ["count", "isEven", "reachedTwo", "warning"])
        #expect(OwnedViewModel.outputs(of: CyclicViewModel()).isEmpty)
    }

    @Test func ignoringWhatIsNotAnOutputOfTheViewModelFails() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles(TallyViewModel()) { test, viewModel in
                test.ignore(Observable<Int>.never())
                test.ignore(viewModel.outputs.count)
                test.ignore(viewModel.outputs.isEven)
            }
        }
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.hasPrefix(
                "MarbleTest.ignore: this is not one of the outputs of the view model the test owns (count, isEven, reachedTwo, warning)"
            ) == true, "\(failures)")
    }

    @Test func ignoringInATestThatOwnsNoViewModelFails() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                test.ignore(Observable<Int>.never())
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("MarbleTest.ignore: this test owns no view model") == true)
    }

    @Test func driversMadeInTheViewModelsInitDeliverInVirtualTime() {
        // Without the scheduler standing in for the main one while the view model is made, the
        // drivers would hop to the process's main queue and nothing would arrive during the run.
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles(DrivenCounterViewModel()) { test, viewModel in
                test.input("-t-t-", values: ["t": ()], into: viewModel.inputs.didTap)
                test.expect(viewModel.outputs.count, "-a-b-", values: ["a": 1, "b": 2])
                test.expect(viewModel.outputs.reachedTwo, "---x-")
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func aDriverLeftOutIsReportedAsAnObservableIs() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles(DrivenCounterViewModel()) { test, viewModel in
                test.input("-t-t-", values: ["t": ()], into: viewModel.inputs.didTap)
                test.expect(viewModel.outputs.reachedTwo, "---x-")
            }
        }
        #expect(
            failures.map { $0.message.split(separator: "\n").map(String.init) } == [
                [
                    "Unasserted output: count emitted during the test, which neither expects nor ignores it.",
                    "Every output of the view model the test owns must be expected, or ignored by name.",
                    "actual:   -a-b-",
                    "Expect it (check what it did first):",
                    #"    test.expect(viewModel.outputs.count, "-a-b-", values: ["a": 1, "b": 2])"#,
                    "Or ignore it:",
                    "    test.ignore(viewModel.outputs.count)",
                ]
            ])
    }

    @Test func anEndlessTimerEndsWithItsViewModel() {
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles(ClockViewModel(scheduler: scheduler)) { test, viewModel in
                test.expect(viewModel.outputs.ticks, "--a-b-", values: ["a": 0, "b": 1])
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func aViewModelThatIsNotReleasedFailsTheTest() throws {
        let line = #line + 2
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles(CyclicViewModel()) { test, viewModel in
                test.input("-t-", values: ["t": ()], into: viewModel.taps.accept)
            }
        }
        let messages = failures.map(\.message)
        let alive = try #require(failures.first { $0.message.contains("is still alive") })
        #expect(alive.callSite.line == UInt(line))
        #expect(
            alive.message.hasPrefix(
                "TestScheduler.marbles: the view model (CyclicViewModel) is still alive after the test let go of it"),
            "\(messages)")
    }
}
