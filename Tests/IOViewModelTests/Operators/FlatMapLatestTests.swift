import Dispatch
import IOViewModel
import Synchronization
import Testing
import TestScheduler

extension OperatorsTransforming {
    @Suite struct FlatMapLatestTests {
        @Test func eachElementDisposesThePreviousInner() {
            let scheduler = TestScheduler()
            let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(200)])
            let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(30, 203), .completed(40)])
            let ys3 = scheduler.createColdObservable([.next(10, 301), .next(50, 302)])
            let xs = scheduler.createHotObservable([
                .next(300, 1), .next(400, 2), .next(500, 3), .completed(600),
            ])
            let inners = [1: ys1, 2: ys2, 3: ys3]
            let observer = scheduler.start { xs.flatMapLatest { inners[$0]! } }
            #expect(observer.events == [
                .next(310, 101), .next(320, 102),
                .next(410, 201), .next(420, 202), .next(430, 203),
                .next(510, 301), .next(550, 302),
            ])
            #expect(xs.subscriptions == [Subscription(200, 600)])
            // ys1 is cut off at 400, before its 103 at 410; ys2 completes on its own at 440.
            #expect(ys1.subscriptions == [Subscription(300, 400)])
            #expect(ys2.subscriptions == [Subscription(400, 440)])
            #expect(ys3.subscriptions == [Subscription(500, 1000)])
        }

        @Test func completesWhenTheOuterAndTheLatestInnerHaveCompleted() {
            let scheduler = TestScheduler()
            let ys = scheduler.createColdObservable([.next(10, "a"), .completed(150)])
            let xs = scheduler.createHotObservable([.next(210, 0), .completed(250)])
            let observer = scheduler.start { xs.flatMapLatest { _ in ys } }
            #expect(observer.events == [.next(220, "a"), .completed(360)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(ys.subscriptions == [Subscription(210, 360)])
        }

        @Test func completesWithTheOuterWhenTheLatestInnerIsDone() {
            let scheduler = TestScheduler()
            let ys = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
            let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])
            let observer = scheduler.start { xs.flatMapLatest { _ in ys } }
            #expect(observer.events == [.next(220, "a"), .completed(300)])
            #expect(ys.subscriptions == [Subscription(210, 230)])
        }

        @Test func theLatestInnersErrorFails() {
            let scheduler = TestScheduler()
            let failure = TestError("inner")
            let ys1 = scheduler.createColdObservable([.next(10, 1), .error(100, failure)])
            let ys2 = scheduler.createColdObservable([.next(10, 2), .error(30, failure)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2), .next(400, ys1)])
            let observer = scheduler.start { xs.flatMapLatest { $0 } }
            // ys1's error at 310 never happens: ys1 was disposed at 250.
            #expect(observer.events == [.next(220, 1), .next(260, 2), .error(280, failure)])
            #expect(xs.subscriptions == [Subscription(200, 280)])
            #expect(ys1.subscriptions == [Subscription(210, 250)])
            #expect(ys2.subscriptions == [Subscription(250, 280)])
        }

        @Test func aThrowingSelectorFailsAndDisposesTheInner() {
            let scheduler = TestScheduler()
            let failure = TestError("selector")
            let ys = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
            let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
            let observer = scheduler.start {
                xs.flatMapLatest { value -> TestableObservable<Int> in
                    if value == 2 { throw failure }
                    return ys
                }
            }
            #expect(observer.events == [.next(220, 1), .error(250, failure)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(ys.subscriptions == [Subscription(210, 250)])
        }

        @Test func outerErrorFails() {
            let scheduler = TestScheduler()
            let failure = TestError("outer")
            let ys = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
            let xs = scheduler.createHotObservable([.next(210, ys), .error(250, failure)])
            let observer = scheduler.start { xs.flatMapLatest { $0 } }
            #expect(observer.events == [.next(220, 1), .error(250, failure)])
            #expect(ys.subscriptions == [Subscription(210, 250)])
        }

        @Test func disposeEndsTheOuterAndTheInner() {
            let scheduler = TestScheduler()
            let ys = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
            let xs = scheduler.createHotObservable([.next(210, ys)])
            let observer = scheduler.start(disposed: 300) { xs.flatMapLatest { $0 } }
            #expect(observer.events == [.next(220, 1)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(210, 300)])
        }

        @Test func searchAsYouTypeCancelsTheRequestInFlight() {
            let scheduler = TestScheduler()
            let queries = scheduler.createHotObservable([.next(210, "r"), .next(215, "rx"), .next(300, "rxs")])
            var requests: [String: TestableObservable<[String]>] = [:]
            for query in ["r", "rx", "rxs"] {
                requests[query] = scheduler.createColdObservable([.next(20, ["\(query)1"]), .completed(20)])
            }
            let observer = scheduler.start { queries.flatMapLatest { requests[$0]! } }
            #expect(observer.events == [.next(235, ["rx1"]), .next(320, ["rxs1"])])
            #expect(requests["r"]!.subscriptions == [Subscription(210, 215)])
            #expect(requests["rx"]!.subscriptions == [Subscription(215, 235)])
            #expect(requests["rxs"]!.subscriptions == [Subscription(300, 320)])
        }

        @Test func synchronousInnersCompleteBeforeTheNextElement() {
            expectNoLeaks {
                let (recorder, _) = Observable.of(1, 2, 3).flatMapLatest { Observable.just($0 * 10) }.record()
                #expect(recorder.events == [.next(10), .next(20), .next(30), .completed])
            }
        }

        @Test func aReentrantOuterElementSupersedesTheInnerBeingSubscribed() {
            expectNoLeaks {
                let outer = PublishSubject<Int>()
                let inner1 = PublishSubject<String>()
                var received: [String] = []
                // The first inner emits during its own subscription and that pushes a new outer
                // element: the second inner replaces it before its `subscribe` has even returned.
                let first = Observable<String>.create { observer in
                    let subscription = inner1.subscribe(observer)
                    observer.onNext("first")
                    outer.onNext(2)
                    return subscription
                }
                let subscription = outer.flatMapLatest { $0 == 1 ? first : Observable.just("second") }
                    .subscribe(onNext: { received.append($0) })
                outer.onNext(1)
                inner1.onNext("stale")
                #expect(received == ["first", "second"])
                #expect(!inner1.hasObservers)
                subscription.dispose()
            }
        }

        @Test func aSupersededInnerOnAnotherThreadNeverInterleaves() {
            let tracker = ResourceTracker()
            let outer = PublishSubject<Int>()
            let inners = (0..<2).map { _ in PublishSubject<Int>() }
            let received = Mutex<[Int]>([])
            let subscription = tracker.track {
                outer.flatMapLatest { inners[$0] }.subscribe(onNext: { value in received.withLock { $0.append(value) } })
            }
            outer.onNext(0)
            let started = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            let stale = inners[0]
            DispatchQueue.global().async {
                started.signal()
                for _ in 0..<10_000 { stale.onNext(0) }
                finished.signal()
            }
            started.wait()
            outer.onNext(1)
            inners[1].onNext(1)
            finished.wait()
            let values = received.withLock { $0 }
            // Once 1 arrived from the new inner, no 0 from the superseded one may follow it.
            #expect(values.last == 1)
            #expect(values.filter { $0 == 1 }.count == 1)
            subscription.dispose()
            #expect(tracker.live == 0)
        }
    }

    @Suite struct SwitchLatestTests {
        @Test func switchesToEachNewInner() {
            let scheduler = TestScheduler()
            let ys1 = scheduler.createColdObservable([.next(10, 1), .next(60, 2), .completed(100)])
            let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2), .completed(260)])
            let observer = scheduler.start { xs.switchLatest() }
            #expect(observer.events == [.next(220, 1), .next(260, 3), .completed(270)])
            #expect(ys1.subscriptions == [Subscription(210, 250)])
            #expect(ys2.subscriptions == [Subscription(250, 270)])
            #expect(xs.subscriptions == [Subscription(200, 260)])
        }

        @Test func emptyOuterCompletes() {
            expectNoLeaks {
                let (recorder, _) = Observable<Observable<Int>>.empty().switchLatest().record()
                #expect(recorder.events == [.completed])
            }
        }
    }
}
