import IOViewModel
import Testing
import TestScheduler

/// The leak check is exact per test: each scheduler charges its runs to its own tracker, so the
/// leaking and the clean cases below, run in parallel by Swift Testing, never see each other.
@Suite struct LeakTests {
    @Test(arguments: 0..<24)
    func leakingCaseSeesExactlyItsOwnLeaks(leaks: Int) {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, leaks)], name: "xs")
        let subject = PublishSubject<Int>()
        var kept: [any Disposable] = []
        scheduler.scheduleAt(200) {
            for _ in 0..<(leaks % 3) { kept.append(xs.subscribe(onNext: { _ in })) }
            for _ in 0..<(leaks % 4) { kept.append(subject.subscribe(onNext: { _ in })) }
            // Made and ended during the run: not a leak.
            xs.subscribe(onNext: { _ in }).dispose()
        }
        scheduler.start()
        let report = scheduler.leaks
        #expect(report.liveCount == leaks % 3 + leaks % 4)
        #expect(report.openSubscriptions.count == leaks % 3)
        #expect(report.openSubscriptions.allSatisfy { $0.observable == "hot observable 'xs'" && $0.subscription == Subscription(200) })
        for subscription in kept { subscription.dispose() }
        #expect(scheduler.leaks.isEmpty)
    }

    @Test(arguments: 0..<24)
    func cleanCaseSeesNoLeaks(round: Int) {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, round), .completed(20)])
        let subject = PublishSubject<Int>()
        let observer = scheduler.start {
            Observable<Int>.create { observer in
                let a = xs.subscribe(observer)
                let b = subject.subscribe(onNext: { _ in })
                return Disposables.create(a, b)
            }
        }
        #expect(observer.events == [.next(210, round), .completed(220)])
        #expect(scheduler.leaks.isEmpty)
        #expect(scheduler.leaks.liveCount == 0)
    }

    @Test func startFailsOnALeakAndNamesTheObservable() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1)], name: "email")
        let line: UInt = #line + 2
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start { leakingMirror(xs.asObservable()) }
        }
        #expect(failures.map(\.callSite.line) == [line])
        #expect(failures.map(\.message) == ["""
            Leak: 1 subscription made during the test is still live:
              hot observable 'email' → leakingMirror → start is still subscribed (since 200), made at TestSchedulerTests/LeakTests.swift:\(line).
            """])
    }

    @Test func marblesFailOnALeakAndNameTheDiagram() {
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            scheduler.validate("-a--", { leakingMirror($0) }, expected: "-a--")
        }
        // The mirror's extra subscription to the cold input never ends.
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix(
            "Leak: 1 subscription made during the test is still live:\n  cold observable \"-a--\" (TestSchedulerTests/LeakTests.swift:") == true)
        // The harness subscribes the operator under test with an observer: no call names it.
        #expect(failures.first?.message.contains(
            " → leakingMirror is still subscribed (since 0), made by no call the library can name") == true)
    }

    @Test func leaksOutsideTestObservablesAreCountedToo() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let line: UInt = #line + 4
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start {
                Observable<Int>.create { observer in
                    _ = subject.subscribe(onNext: { _ in })
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
        }
        #expect(failures.map(\.message) == ["""
            Leak: 1 subscription made during the test is still live:
              PublishSubject<Int> → subscribe at TestSchedulerTests/LeakTests.swift:\(line).
              A subscription lasts until it is disposed: keep it in its owner's dispose bag (.disposed(by: disposeBag)), so that it ends with its owner, or dispose it by the end of the test.
              A timer or an endless stream that a view model follows lasts as long as the view model: end it with a lifecycle input (viewWillDisappear() with flatMapLatest or take(until:); see "End endless work" in the guide's Testing Async View Models).
            """])
    }

    @Test func assertNoLeaksReportsAtTheCaller() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>](), name: "xs")
        var kept: (any Disposable)?
        scheduler.scheduleAt(5) { kept = xs.subscribe(onNext: { _ in }) }
        scheduler.start()
        let line: UInt = #line + 1
        let failures = TestFailureReporting.captureFailures { scheduler.assertNoLeaks() }
        #expect(failures.map(\.callSite.line) == [line])
        kept?.dispose()
        #expect(TestFailureReporting.captureFailures { scheduler.assertNoLeaks() }.isEmpty)
    }
}

@Suite struct LeakReportAfterHelpersTests {
    @Test func leaksOfAStartRunStayVisibleOnTheScheduler() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1)], name: "xs")
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start { leakingMirror(xs.asObservable()) }
        }
        #expect(failures.count == 1)
        #expect(scheduler.leaks.liveCount == 1)
        #expect(scheduler.leaks.openSubscriptions.map(\.subscription) == [Subscription(200)])
    }
}

/// A binding made in the test body before `start`, and that nothing holds, is outside the run's
/// count: the report says so instead of claiming "0 subscriptions are still live" above the ones
/// it lists.
@Suite struct LeakBeforeTheRunTests {
    @Test func aBindingMadeBeforeStartIsReportedAsSuch() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, 1)], name: "taps")
        _ = taps.subscribe(onNext: { _ in })
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start { Observable.just(1) }
        }
        #expect(failures.map(\.message) == [
            """
            Leak: 1 subscription to test observables is still live, made before the run (a binding set up before `start` or `marbles`?): dispose it by the end of the test.
              hot observable 'taps' is still subscribed (since 0).
            """
        ])
    }
}

/// The harness itself keeps nothing: once `marbles` returns, the test, its scheduler and the view
/// model under test are freed (the declarations' closures refer back to the test, a cycle until
/// the harness drops them), whether the test passed, failed on a malformed diagram or threw.
@Suite struct MarbleTestReleaseTests {
    struct Stop: Error {}

    @Test(arguments: ["passes", "malformed", "throws"])
    func theTestAndTheViewModelAreFreedWhenMarblesReturns(ending: String) {
        weak var freedTest: MarbleTest?
        weak var freedScheduler: TestScheduler?
        weak var freedViewModel: SampleSigninViewModel?
        let failures = TestFailureReporting.captureFailures {
            let scheduler = TestScheduler()
            let viewModel = SampleSigninViewModel()
            freedScheduler = scheduler
            freedViewModel = viewModel
            try? scheduler.marbles { test in
                freedTest = test
                test.input("-a-b-", values: ["a": "foo", "b": "a@b.co"], into: viewModel.inputs.didChange(email:))
                test.expect(viewModel.outputs.isEmailValid, ending == "malformed" ? "-n-v-)" : "-n-v-", values: ["n": .notValid, "v": .valid])
                let taps = test.hot("--a-", name: "taps")
                test.expect(taps, "--a-")
                test.expectSubscriptions(taps, "^----!")
                if ending == "throws" { throw Stop() }
            }
        }
        #expect(failures.count == (ending == "malformed" ? 1 : 0))
        #expect(freedTest == nil)
        #expect(freedScheduler == nil)
        #expect(freedViewModel == nil)
    }
}
