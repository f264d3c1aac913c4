import IOViewModel
import Testing
import TestScheduler

/// The examples of "Porting from RxTest" that are not elsewhere.
@Suite struct PortingFromRxTestSnippets {
    @Test func blockingOnRealThreads() throws {
        let squares = try Observable.of(1, 2, 3).map { $0 * $0 }.toBlocking(timeout: 5).toArray()
        #expect(squares == [1, 4, 9])
    }

    @Test func observeOnTakesRxTestsTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1), .next(212, 2), .completed(301)])
    }

    @Test func anObserverSubscribedDirectlyGetsTheWholeScript() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
        let res = scheduler.createObserver(Int.self)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(res) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        #expect(res.events == [.next(210, 1), .completed(220), .next(230, 2)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func aBindingHeldInABagOutlivesTheRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let subject = PublishSubject<Int>()
        let disposeBag = DisposeBag()
        xs.bind(to: subject).disposed(by: disposeBag)
        let res = scheduler.start { subject }
        #expect(res.events == [.next(210, 1), .next(220, 2)])
    }
}
