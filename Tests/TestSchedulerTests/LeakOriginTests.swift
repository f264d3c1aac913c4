import IOViewModel
import Testing
import TestScheduler

/// A leak report names each live subscription by its chain and by the line of the call that made
/// it: in a view model the test owns, in the test's body, in `start`'s closure.
@Suite struct LeakOriginTests {
    @Test func aLeakInAnOwnedViewModelsInitIsNamedAtItsLine() {
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles(LeakyGreetingViewModel()) { test, viewModel in
                test.input("-a-", values: ["a": "Ann"], into: viewModel.name.onNext)
                test.expect(viewModel.greeting, "-g-", values: ["g": "Hello, Ann"])
            }
        }
        #expect(failures.map(\.message) == ["""
            Leak: 1 subscription made during the test is still live:
              PublishSubject<String> → map → filter → subscribe at TestSchedulerTests/LeakyViewModels.swift:\(LeakyGreetingViewModel.leakLine).
            \(hint)
            """])
    }

    @Test func aLeakInTheMarblesBodyIsNamedAtItsLine() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let line: UInt = #line + 3
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                _ = subject.map { $0 * 2 }.subscribe(onNext: { _ in })
                test.expect(subject, "---", values: [:])
            }
        }
        #expect(failures.map(\.message) == ["""
            Leak: 1 subscription made during the test is still live:
              PublishSubject<Int> → map → subscribe at TestSchedulerTests/LeakOriginTests.swift:\(line).
            \(hint)
            """])
    }

    @Test func aSubscriptionTheBodyDisposesIsNoLeak() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                subject.map { $0 * 2 }.subscribe(onNext: { _ in }).dispose()
                test.expect(subject, "---", values: [:])
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func bindAndDriveLeaksAreNamedAtTheirLines() {
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            // Its driver delivers on the test's scheduler.
            scheduler.marbles(MainScheduler.withMainScheduler(scheduler) { LeakyBindingViewModel() }) { test, viewModel in
                test.input("-a-", values: ["a": "swift"], into: viewModel.query.onNext)
                test.expect(viewModel.count, "0c-", values: ["0": 0, "c": 5])
            }
        }
        // A driver shares its source: the leaked `drive` keeps the shares connected, each
        // subscription named by its part of the chain.
        let (bind, drive) = (LeakyBindingViewModel.bindLine, LeakyBindingViewModel.driveLine)
        #expect(failures.map(\.message) == ["""
            Leak: 4 subscriptions made during the test are still live:
              PublishSubject<String> → bind(to:) at TestSchedulerTests/LeakyViewModels.swift:\(bind).
              share(replay: 1) → share → drive at TestSchedulerTests/LeakyViewModels.swift:\(drive).
              share(replay: 1) → share → map → share → drive at TestSchedulerTests/LeakyViewModels.swift:\(drive).
              BehaviorRelay<String> → observe → share → map → share → drive at TestSchedulerTests/LeakyViewModels.swift:\(drive).
            \(hint)
            """])
    }

    @Test func aLeakInStartsClosureIsNamedAtItsLine() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let line: UInt = #line + 5
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start {
                Observable<Int>.create { observer in
                    // The innermost call made it: the `subscribe` inside the closure `start` runs.
                    _ = subject.subscribe(onNext: { _ in })
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
        }
        #expect(failures.map(\.message) == ["""
            Leak: 1 subscription made during the test is still live:
              PublishSubject<Int> → subscribe at TestSchedulerTests/LeakOriginTests.swift:\(line).
            \(hint)
            """])
    }

    @Test func aLeakingOperatorUnderStartIsNamedByItsChainAndTheStartLine() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1)], name: "email")
        let line: UInt = #line + 2
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start { leakingMirror(xs.asObservable()).map { $0 + 1 } }
        }
        #expect(failures.map(\.message) == ["""
            Leak: 1 subscription made during the test is still live:
              hot observable 'email' → leakingMirror → map → start is still subscribed (since 200), made at TestSchedulerTests/LeakOriginTests.swift:\(line).
            """])
    }

    @Test func aTimerLeakedByAnInnerSubscriptionNamesTheRun() {
        let scheduler = TestScheduler()
        let taps = PublishSubject<Void>()
        let line: UInt = #line + 2
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                // `flatMap` subscribes to each timer when a tap arrives, after the outputs are
                // subscribed: no call of the test's is on the stack then.
                let ticks = taps.flatMap { Observable<Int>.interval(.seconds(1), scheduler: scheduler) }
                test.input("-t-", into: { taps.onNext(()) })
                test.expect(ticks.take(1), "--(0|)", values: ["0": 0])
                _ = ticks.subscribe(onNext: { _ in })
            }
        }
        #expect(failures.count == 1)
        let message = failures.first?.message ?? ""
        #expect(message.contains(
            "  PublishSubject<()> → flatMap → subscribe at TestSchedulerTests/LeakOriginTests.swift:\(line + 6).\n"))
        #expect(message.contains(
            "  timer, made by no call the library can name (an operator's inner subscription, or subscribe(_:) with an observer), during the test's run (TestSchedulerTests/LeakOriginTests.swift:\(line)).\n"))
    }

    /// The endless-work hint a report of subscriptions other than test observables' ends with.
    let hint = """
          A subscription lasts until it is disposed: keep it in its owner's dispose bag (.disposed(by: disposeBag)), so that it ends with its owner, or dispose it by the end of the test.
          A timer or an endless stream that a view model follows lasts as long as the view model: end it with a lifecycle input (viewWillDisappear() with flatMapLatest or take(until:); see "End endless work" in the guide's Testing Async View Models).
        """
}
