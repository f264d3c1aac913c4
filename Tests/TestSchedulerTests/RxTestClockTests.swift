import IOViewModel
import Testing
import TestScheduler

/// RxTest's clock: `TestScheduler(initialClock:)` runs an action that an operator schedules for
/// now one tick later, as RxTest's does, in every path an action takes; the library's own
/// `TestScheduler()` and the marble harness have no such tick. The expected times are those of
/// RxSwift's own tests where they exist.
@Suite struct RxTestClockTests {
    @Test func rxTestsInitializerSimulatesTheProcessingDelayAndTheLibrarysDoesNot() {
        #expect(TestScheduler(initialClock: 0).simulateProcessingDelay)
        #expect(TestScheduler(initialClock: 0, resolution: 0.1).simulateProcessingDelay)
        #expect(!TestScheduler(initialClock: 0, simulateProcessingDelay: false).simulateProcessingDelay)
        #expect(!TestScheduler().simulateProcessingDelay)
        #expect(!TestScheduler(resolution: 0.1).simulateProcessingDelay)
        #expect(TestScheduler(simulateProcessingDelay: true).simulateProcessingDelay)
        #expect(TestScheduler(initialClock: 7).clock == 7)
        #expect(TestScheduler().clock == 0)
    }

    @Test func observeOnTakesATickPerEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(230, 4), .completed(230),
        ])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1), .next(221, 2), .next(231, 3), .next(232, 4), .completed(233)])
    }

    @Test func observeOnWithoutTheProcessingDelayAddsNoTime() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .next(230, 4), .completed(230)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(210, 1), .next(230, 3), .next(230, 4), .completed(230)])
    }

    @Test func traitsHopAsInRxSwiftsTests() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Single.just(1).observe(on: scheduler) }.events == [.next(201, 1), .completed(202)])
        let onSubscribe = TestScheduler(initialClock: 0)
        #expect(onSubscribe.start { Single.just(1).subscribe(on: onSubscribe) }.events == [.next(201, 1), .completed(201)])
        let completable = TestScheduler(initialClock: 0)
        #expect(completable.start { Completable.empty().observe(on: completable) }.events == [.completed(201)])
        let delayed = TestScheduler(initialClock: 0)
        #expect(
            delayed.start { Single.just(1).delay(.seconds(2), scheduler: delayed) }.events
                == [.next(202, 1), .completed(203)])
    }

    @Test func subscribeOnSubscribesAndDisposesATickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(201, 1001)])
    }

    @Test func subscribeOnDisposesItsSourceOnTheSchedulerAfterATerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.completed(300)])
        #expect(xs.subscriptions == [Subscription(201, 301)])

        let withoutDelay = TestScheduler()
        let ys = withoutDelay.createHotObservable([Recorded<Event<Int>>.error(300, TestError())])
        let failed = withoutDelay.start { ys.subscribe(on: withoutDelay) }
        #expect(failed.events == [.error(300, TestError())])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }

    @Test func subscribeOnRunsTheSubscriptionAndItsDisposalATickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribed: TestTime?
        var disposed: TestTime?
        let xs = Observable<Int>.create { _ in
            subscribed = scheduler.clock
            return Disposables.create { disposed = scheduler.clock }
        }
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events.isEmpty)
        #expect(subscribed == 201)
        #expect(disposed == 1001)
    }

    @Test func recursiveSchedulesTakeATickPerStep() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(
            scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }.events
                == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
        let just = TestScheduler(initialClock: 0)
        #expect(just.start { Observable.just(1, scheduler: just) }.events == [.next(201, 1), .completed(202)])
    }

    @Test func timersDueNowFireATickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(
            scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }.events
                == [.next(201, 0), .completed(201)])
        let later = TestScheduler(initialClock: 0)
        #expect(
            later.start { Observable<Int>.timer(.seconds(10), scheduler: later) }.events
                == [.next(210, 0), .completed(210)])
    }

    @Test func periodicSchedulesStartATickLaterThenKeepTheirPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 235) {
            Observable<Int>.timer(.seconds(0), period: .seconds(10), scheduler: scheduler)
        }
        #expect(res.events == [.next(201, 0), .next(211, 1), .next(221, 2), .next(231, 3)])
        let zero = TestScheduler(initialClock: 0)
        let ticks = zero.start(disposed: 205) { Observable<Int>.interval(.seconds(0), scheduler: zero) }
        #expect(ticks.events == [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3)])
    }

    @Test func aPeriodicScheduleQueuesItsNextRunBeforeRunningItsAction() {
        let scheduler = TestScheduler()
        var log: [String] = []
        let timer = scheduler.schedulePeriodic(startAfter: .seconds(10), period: .seconds(10)) {
            log.append("tick @\(scheduler.clock)")
            _ = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in
                log.append("scheduled by the tick @\(scheduler.clock)")
                return Disposables.create()
            }
        }
        scheduler.scheduleAt(25) { timer.dispose() }
        scheduler.start()
        #expect(log == ["tick @10", "tick @20", "scheduled by the tick @20", "scheduled by the tick @30"])
    }

    @Test func delayAndDebounceDueNowTakeATick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        #expect(
            scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }.events
                == [.next(220, 1), .completed(221)])
        let debouncing = TestScheduler(initialClock: 0)
        let ys = debouncing.createHotObservable([.next(210, 1), .completed(400)])
        #expect(
            debouncing.start { ys.debounce(.seconds(0), scheduler: debouncing) }.events
                == [.next(211, 1), .completed(400)])
    }

    @Test func everyHopOfAChainTakesItsTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start {
            xs.subscribe(on: scheduler).observe(on: scheduler).map { $0 * 10 }.observe(on: scheduler)
        }
        #expect(res.events == [.next(212, 10), .completed(302)])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    @Test func absoluteAndVirtualSchedulesKeepTheirTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(10) {
            scheduler.scheduleAt(10) { log.append("scheduleAt now @\(scheduler.clock)") }
            _ = scheduler.scheduleRelativeVirtual((), dueTime: 0) { _ in
                log.append("scheduleRelativeVirtual @\(scheduler.clock)")
                return Disposables.create()
            }
            _ = scheduler.schedule { log.append("schedule @\(scheduler.clock)") }
        }
        scheduler.start()
        #expect(
            log == [
                "scheduleAt now @10", "scheduleRelativeVirtual @10", "schedule @11",
            ])
    }

    @Test func aColdObservablesEventAtZeroComesAtTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(10)])
        let res = scheduler.start { xs }
        #expect(res.events == [.next(200, 1), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func marbleTestsRunWithoutTheProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                let xs = test.hot("-a-b-|")
                test.expect(xs.observe(on: scheduler).delay(.seconds(0), scheduler: scheduler), "-a-b-|")
            }
        }
        #expect(failures.isEmpty)
        // The scheduler's own setting is back once the marble test is over.
        var ranAt: TestTime?
        let now = scheduler.clock
        _ = scheduler.schedule { ranAt = scheduler.clock }
        scheduler.start()
        #expect(ranAt == now + 1)
    }

    @Test func driverFromTakesAStepPerElementAndOneToComplete() {
        // RxCocoa's `Driver.from` is `Observable.from(_:scheduler:)` on the driver's scheduler.
        let scheduler = TestScheduler(initialClock: 0)
        let res = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start { Driver.from([1, 2]).asObservable() }
        }
        #expect(res.events == [.next(201, 1), .next(202, 2), .completed(203)])
        let optional = TestScheduler(initialClock: 0)
        let some = MainScheduler.withMainScheduler(optional) {
            optional.start { Driver.from(optional: 1).asObservable() }
        }
        #expect(some.events == [.next(201, 1), .completed(202)])
    }
}
