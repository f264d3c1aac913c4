import IOViewModel
import Testing
import TestScheduler

/// Test observables made with RxTest's API play their whole script as RxTest's do: an observer
/// subscribed directly gets every recorded event, events after a terminal one included, and its
/// subscription lasts until it is disposed; through an operator, the subscription stops at the
/// terminal event, as RxSwift's operators stop and dispose their source there.
@Suite struct RxTestObservablesTests {
    @Test func aHotObservableDeliversEveryRecordedEventToAnObserverSubscribedDirectly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .completed(220), .next(230, 2), .error(240, TestError()), .next(250, 3),
        ])
        let res = scheduler.createObserver(Int.self)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(res) }
        scheduler.scheduleAt(245) { subscription?.dispose() }
        scheduler.start()
        #expect(res.events == [.next(210, 1), .completed(220), .next(230, 2), .error(240, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 245)])
    }

    @Test func throughAnOperatorTheSubscriptionStopsAndEndsAtTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
        let mapped = scheduler.start { xs.map { $0 * 10 } }
        #expect(mapped.events == [.next(210, 10), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])

        let again = TestScheduler(initialClock: 0)
        let ys = again.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
        let direct = again.start { ys }
        #expect(direct.events == [.next(210, 1), .completed(220)])
        #expect(ys.subscriptions == [Subscription(200, 220)])
    }

    @Test func operatorsSubscribingWithASinkOfTheirOwnStopAtTheTerminalEventToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230), .next(240, "c")])
        let keys = scheduler.start { xs.groupBy { $0 }.map(\.key) }
        #expect(keys.events == [.next(210, "a"), .next(220, "b"), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])

        let windows = TestScheduler(initialClock: 0)
        let ys = windows.createHotObservable([.next(210, 1), .completed(230), .next(240, 2)])
        let counts = windows.start {
            ys.window(timeSpan: .seconds(100), count: 10, scheduler: windows).flatMap { $0.toArray().asObservable() }
        }
        #expect(counts.events == [.next(230, [1]), .completed(230)])
        #expect(ys.subscriptions == [Subscription(200, 230)])
    }

    @Test func aColdObservablePlaysItsWholeScriptToEachDirectSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20), .next(30, 2), .next(60, 3)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(first)) }
        scheduler.scheduleAt(205) { subscriptions.append(xs.subscribe(second)) }
        scheduler.scheduleAt(240) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .completed(220), .next(230, 2)])
        #expect(second.events == [.next(215, 1), .completed(225), .next(235, 2)])
        #expect(xs.subscriptions == [Subscription(200, 240), Subscription(205, 240)])
        // As RxTest's, a disposed subscription's events are skipped, not unscheduled: the clock
        // still moves to the last of them.
        #expect(scheduler.clock == 265)
    }

    @Test func aSubjectSubscribedDirectlyStaysSubscribedUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
        let subject = PublishSubject<Int>()
        var subscription: (any Disposable)?
        scheduler.scheduleAt(150) { subscription = xs.subscribe(subject) }
        scheduler.scheduleAt(500) { subscription?.dispose() }
        let res = scheduler.start { subject }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(150, 500)])
    }

    @Test func marbleObservablesStillStopAtTheirTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                let xs = test.hot("-a-|")
                let res = scheduler.createObserver(String.self)
                scheduler.scheduleAt(0) { _ = xs.subscribe(res) }
                test.expectSubscriptions(xs, "^--!")
            }
        }
        #expect(failures.isEmpty)
    }
}

/// `start` spares a subscription to a test observable made before the run that the test still
/// holds when the run ends (it disposes it later, as RxTest tests do when their bag goes); one
/// nothing holds still fails, what the run subscribed must end by its end, and the marble harness
/// stays strict.
@Suite struct HeldSubscriptionLeakTests {
    @Test func aBindingHeldInABagBeforeStartIsNotALeak() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)], name: "xs")
        let subject = PublishSubject<Int>()
        var bag: DisposeBag? = DisposeBag()
        xs.bind(to: subject).disposed(by: bag!)
        var res: TestableObserver<Int>?
        let failures = TestFailureReporting.captureFailures {
            res = scheduler.start { subject }
        }
        #expect(failures.isEmpty)
        #expect(res?.events == [.next(210, 1), .next(220, 2)])
        #expect(xs.subscriptions == [Subscription(0)])
        bag = nil
        #expect(xs.subscriptions == [Subscription(0, 1000)])
        #expect(scheduler.leaks.isEmpty)
    }

    @Test func aSubscriptionMadeDuringTheRunMustEndByItsEndEvenWhenHeld() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)], name: "xs")
        let subject = PublishSubject<Int>()
        var bag: DisposeBag? = DisposeBag()
        scheduler.scheduleAt(100) { xs.subscribe(subject).disposed(by: bag!) }
        let line: UInt = #line + 2
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start { subject }
        }
        // `subscribe(_:)` with an observer takes no line: the report says what ran it.
        #expect(failures.map(\.message) == [
            """
            Leak: 1 subscription made during the test is still live:
              hot observable 'xs' is still subscribed (since 100), made by no call the library can name (an operator's inner subscription, or subscribe(_:) with an observer), during the test's run (TestSchedulerTests/RxTestObservablesTests.swift:\(line)).
            """
        ])
        bag = nil
        #expect(xs.subscriptions == [Subscription(100, 1000)])
    }

    @Test func aSubscriptionMadeDuringTheRunThatNothingHoldsStillFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)], name: "xs")
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(100) { _ = xs.subscribe(subject) }
        let line: UInt = #line + 2
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start { subject }
        }
        #expect(failures.map(\.message) == [
            """
            Leak: 1 subscription made during the test is still live:
              hot observable 'xs' is still subscribed (since 100), made by no call the library can name (an operator's inner subscription, or subscribe(_:) with an observer), during the test's run (TestSchedulerTests/RxTestObservablesTests.swift:\(line)).
            """
        ])
    }

    @Test func marbleTestsFailAHeldBindingMadeBeforeTheRun() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(2, 1)], name: "taps")
        let bag = DisposeBag()
        taps.subscribe(onNext: { _ in }).disposed(by: bag)
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.expect(test.cold("-a-|"), "-a-|")
            }
        }
        #expect(failures.map(\.message) == [
            """
            Leak: 1 subscription to test observables is still live, made before the run (a binding set up before `start` or `marbles`?): dispose it by the end of the test.
              hot observable 'taps' is still subscribed (since 0).
            """
        ])
    }
}
