import IOViewModel
import Testing
import TestScheduler

@Suite struct RxTestVocabularyTests {
    @Test func startWithHotObservable() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .completed(300), .next(310, 4),
        ])
        let observer = scheduler.start { xs.map { $0 * 10 } }
        #expect(observer.events == [.next(210, 20), .next(220, 30), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(observer.values == [20, 30])
    }

    @Test func createdObservablesAreLabelledByNameOrByWhereTheyWereCreated() {
        let scheduler = TestScheduler()
        let line = #line + 1
        let hot: TestableObservable<Int> = scheduler.createHotObservable([.next(210, 1)])
        let cold: TestableObservable<Int> = scheduler.createColdObservable([.next(10, 1)], name: "taps")
        #expect(hot.kind == .hot && cold.kind == .cold)
        #expect(hot.label == "hot observable created at \(#fileID):\(line)")
        #expect(cold.label == "cold observable 'taps'")
        #expect(hot.recordedEvents == [.next(210, 1)] && cold.recordedEvents == [.next(10, 1)])
    }

    @Test func startDisposesAtThousand() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(1000, "b"), .next(1001, "c")])
        let observer = scheduler.start { xs.asObservable() }
        // "b" was scheduled before `start` queued its disposal at 1000, so it runs first (as in RxTest).
        #expect(observer.events == [.next(210, "a"), .next(1000, "b")])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func startWithCustomTimes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(400, 3)])
        let observer = scheduler.start(created: 10, subscribed: 250, disposed: 300) { xs.filter { $0 > 0 } }
        #expect(observer.events == [.next(260, 2)])
        #expect(xs.subscriptions == [Subscription(250, 300)])
    }

    @Test func coldObservableTimesAreRelativeToEachSubscription() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        var bag: DisposeBag? = DisposeBag()
        scheduler.scheduleAt(200) { xs.subscribe(first).disposed(by: bag!) }
        scheduler.scheduleAt(215) { xs.subscribe(second).disposed(by: bag!) }
        scheduler.scheduleAt(300) { bag = nil }
        scheduler.start()
        #expect(first.events == [.next(210, "a"), .next(220, "b"), .completed(230)])
        #expect(second.events == [.next(225, "a"), .next(235, "b"), .completed(245)])
        // Observers subscribed directly, as in RxTest: each subscription lasts until disposed.
        #expect(xs.subscriptions == [Subscription(200, 300), Subscription(215, 300)])
        #expect(scheduler.leaks.isEmpty)
    }

    @Test func coldObservableDisposedEarlyCancelsTheRest() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let observer = scheduler.start(disposed: 230) { xs.asObservable() }
        #expect(observer.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func errorsAreRecordedAndCompare() {
        let scheduler = TestScheduler()
        let failure = TestError("boom")
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, failure)])
        let observer = scheduler.start { xs.asObservable() }
        #expect(observer.events == [.next(210, 1), .error(250, failure)])
        #expect(observer.events != [.next(210, 1), .error(250, TestError("other"))])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func subscriptionStillActiveIsOpenEnded() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(onNext: { _ in }) }
        scheduler.start()
        #expect(xs.subscriptions == [Subscription(200)])
        #expect(xs.subscriptions.first?.isActive == true)
        subscription?.dispose()
        #expect(xs.subscriptions == [Subscription(200, 200)])
    }

    @Test func recordedBuildersAndDescriptions() {
        let records: [Recorded<Event<String>>] = [.next(210, "a"), .completed(300)]
        #expect(records.map(\.time) == [210, 300])
        #expect(records[0].debugDescription == "next(a) @ 210")
        #expect(events(.next(1, 1), .completed(2)) == [.next(1, 1), .completed(2)])
        #expect(Subscription(200, 1000).debugDescription == "(200, 1000)")
        #expect(Subscription(200).debugDescription == "(200, -)")
        let untyped = Recorded.completed(5, Int.self)
        #expect(untyped == .completed(5))
    }

    @Test func hotObservableWithSeveralObservers() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var subscriptionB: (any Disposable)?
        var bag: DisposeBag? = DisposeBag()
        scheduler.scheduleAt(200) { xs.subscribe(a).disposed(by: bag!) }
        scheduler.scheduleAt(220) { subscriptionB = xs.subscribe(b) }
        scheduler.scheduleAt(240) { subscriptionB?.dispose() }
        scheduler.scheduleAt(300) { bag = nil }
        scheduler.start()
        #expect(a.events == [.next(210, 1), .next(230, 2), .completed(250)])
        #expect(b.events == [.next(230, 2)])
        #expect(xs.subscriptions == [Subscription(200, 300), Subscription(220, 240)])
        #expect(scheduler.leaks.isEmpty)
    }

    @Test func startReportsUnhandledErrors() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.error(210, TestError("lost"), Int.self)])
        let failures = TestFailureReporting.captureFailures {
            let bag = DisposeBag()
            _ = scheduler.start { () -> Observable<Int> in
                Observable.create { observer in
                    xs.subscribe(onNext: { observer.onNext($0) }).disposed(by: bag)
                    return Disposables.create()
                }
            }
        }
        #expect(failures.map(\.message).contains("An error reached a subscription without an error handler: lost"))
    }
}
