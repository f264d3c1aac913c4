import Dispatch
import IOViewModel
import Synchronization
import Testing
import TestScheduler

extension OperatorsTransforming {
    @Suite struct FlatMapTests {
        @Test func mergesEveryInnerAndCompletesAfterTheLastOne() {
            let scheduler = TestScheduler()
            let ys1 = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
            let ys2 = scheduler.createColdObservable([.next(10, 10), .next(30, 20), .completed(200)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(230, ys2), .completed(300)])
            let observer = scheduler.start { xs.flatMap { $0 } }
            #expect(observer.events == [
                .next(220, 1), .next(240, 10), .next(250, 2), .next(260, 20), .completed(430),
            ])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys1.subscriptions == [Subscription(210, 260)])
            #expect(ys2.subscriptions == [Subscription(230, 430)])
        }

        @Test func completesWithTheOuterWhenNoInnerIsActive() {
            let scheduler = TestScheduler()
            let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let xs = scheduler.createHotObservable([.next(210, 5), .completed(300)])
            let observer = scheduler.start { xs.flatMap { _ in ys } }
            #expect(observer.events == [.next(220, 1), .completed(300)])
            #expect(ys.subscriptions == [Subscription(210, 230)])
        }

        @Test func anInnerErrorFailsAndDisposesEverything() {
            let scheduler = TestScheduler()
            let failure = TestError("inner")
            let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
            let ys2 = scheduler.createColdObservable([.next(5, 10), .error(20, failure, Int.self)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(230, ys2), .next(400, ys1)])
            let observer = scheduler.start { xs.flatMap { $0 } }
            #expect(observer.events == [.next(220, 1), .next(235, 10), .error(250, failure)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(ys1.subscriptions == [Subscription(210, 250)])
            #expect(ys2.subscriptions == [Subscription(230, 250)])
        }

        @Test func anOuterErrorFailsAndDisposesEveryInner() {
            let scheduler = TestScheduler()
            let failure = TestError("outer")
            let ys = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
            let xs = scheduler.createHotObservable([.next(210, ys), .error(250, failure)])
            let observer = scheduler.start { xs.flatMap { $0 } }
            #expect(observer.events == [.next(220, 1), .error(250, failure)])
            #expect(ys.subscriptions == [Subscription(210, 250)])
        }

        @Test func aThrowingSelectorFailsAndDisposesEverything() {
            let scheduler = TestScheduler()
            let failure = TestError("selector")
            let ys = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3)])
            let observer = scheduler.start {
                xs.flatMap { value -> TestableObservable<Int> in
                    if value == 2 { throw failure }
                    return ys
                }
            }
            #expect(observer.events == [.next(220, 1), .error(240, failure)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
            #expect(ys.subscriptions == [Subscription(210, 240)])
        }

        @Test func disposeEndsTheOuterAndEveryInner() {
            let scheduler = TestScheduler()
            let ys1 = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
            let ys2 = scheduler.createColdObservable([.next(10, 3), .next(200, 4)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2)])
            let observer = scheduler.start(disposed: 300) { xs.flatMap { $0 } }
            #expect(observer.events == [.next(220, 1), .next(230, 3)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys1.subscriptions == [Subscription(210, 300)])
            #expect(ys2.subscriptions == [Subscription(220, 300)])
        }

        @Test func synchronousInnersInterleaveThroughTheTrampoline() {
            expectNoLeaks {
                // Each source emits one element per trampoline action, so the inners interleave.
                let (recorder, _) = Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }.record()
                #expect(recorder.events == [.next(1), .next(10), .next(2), .next(20), .completed])
            }
        }

        @Test func eventsFromManyThreadsAreSerialized() {
            let threads = 8
            let perThread = 2_000
            let inners = (0..<threads).map { _ in PublishSubject<Int>() }
            let outer = PublishSubject<PublishSubject<Int>>()
            let received = Lock(0)
            let concurrent = Atomic(0)
            let overlapped = Atomic(false)
            let done = DispatchSemaphore(value: 0)
            let tracker = ResourceTracker()
            let subscription = tracker.track {
                outer.flatMap { $0 }.subscribe(onNext: { _ in
                    if concurrent.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
                        overlapped.store(true, ordering: .relaxed)
                    }
                    received.withLock { $0 += 1 }
                    concurrent.subtract(1, ordering: .acquiringAndReleasing)
                }, onCompleted: { done.signal() })
            }
            for inner in inners { outer.onNext(inner) }
            outer.onCompleted()
            DispatchQueue.concurrentPerform(iterations: threads) { index in
                let inner = inners[index]
                for value in 0..<perThread { inner.onNext(value) }
                inner.onCompleted()
            }
            done.wait()
            let total = received.withLock { $0 }
            let didOverlap = overlapped.load(ordering: .relaxed)
            #expect(total == threads * perThread)
            #expect(!didOverlap)
            subscription.dispose()
            #expect(tracker.live == 0)
        }
    }

    @Suite struct FlatMapFirstTests {
        @Test func ignoresOuterElementsWhileAnInnerIsActive() {
            let scheduler = TestScheduler()
            let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(100)])
            let ys2 = scheduler.createColdObservable([.next(10, 20), .completed(20)])
            let ys3 = scheduler.createColdObservable([.next(5, 3), .completed(50)])
            let xs = scheduler.createHotObservable([
                .next(210, ys1), .next(260, ys2), .next(400, ys3), .completed(500),
            ])
            var mapped: [TestTime] = []
            let observer = scheduler.start {
                xs.flatMapFirst { inner -> TestableObservable<Int> in
                    mapped.append(scheduler.clock)
                    return inner
                }
            }
            #expect(observer.events == [.next(220, 1), .next(230, 2), .next(405, 3), .completed(500)])
            #expect(ys1.subscriptions == [Subscription(210, 310)])
            #expect(ys2.subscriptions == [])
            #expect(ys3.subscriptions == [Subscription(400, 450)])
            #expect(xs.subscriptions == [Subscription(200, 500)])
            // The selector is not even called for the ignored element.
            #expect(mapped == [210, 400])
        }

        @Test func waitsForTheActiveInnerBeforeCompleting() {
            let scheduler = TestScheduler()
            let ys = scheduler.createColdObservable([.next(10, 1), .completed(200)])
            let xs = scheduler.createHotObservable([.next(210, ys), .next(220, ys), .completed(300)])
            let observer = scheduler.start { xs.flatMapFirst { $0 } }
            #expect(observer.events == [.next(220, 1), .completed(410)])
            #expect(ys.subscriptions == [Subscription(210, 410)])
        }

        @Test func innerErrorFails() {
            let scheduler = TestScheduler()
            let failure = TestError("inner")
            let ys = scheduler.createColdObservable([.error(30, failure, Int.self)])
            let xs = scheduler.createHotObservable([.next(210, ys), .next(300, ys)])
            let observer = scheduler.start { xs.flatMapFirst { $0 } }
            #expect(observer.events == [.error(240, failure)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
            #expect(ys.subscriptions == [Subscription(210, 240)])
        }

        @Test func pollingSkipsTicksWhileARequestIsInFlight() {
            // The talk's polling pattern: a tick every 10, a request that takes 25.
            let scheduler = TestScheduler()
            let ticks = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(260),
            ])
            let request = scheduler.createColdObservable([.next(25, "response"), .completed(25)])
            let observer = scheduler.start { ticks.flatMapFirst { _ in request } }
            #expect(observer.events == [.next(235, "response"), .next(265, "response"), .completed(265)])
            #expect(request.subscriptions == [Subscription(210, 235), Subscription(240, 265)])
        }
    }

    @Suite struct ConcatMapTests {
        @Test func subscribesEachInnerAfterThePreviousCompletes() {
            let scheduler = TestScheduler()
            let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
            let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
            let ys3 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .next(230, ys3), .completed(240)])
            var mapped: [TestTime] = []
            let observer = scheduler.start {
                xs.concatMap { inner -> TestableObservable<Int> in
                    mapped.append(scheduler.clock)
                    return inner
                }
            }
            #expect(observer.events == [.next(220, 1), .next(270, 2), .next(285, 3), .completed(290)])
            #expect(ys1.subscriptions == [Subscription(210, 260)])
            #expect(ys2.subscriptions == [Subscription(260, 280)])
            #expect(ys3.subscriptions == [Subscription(280, 290)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
            // The selector runs as each element arrives, not when its turn comes.
            #expect(mapped == [210, 220, 230])
        }

        @Test func errorDropsTheWaitingInners() {
            let scheduler = TestScheduler()
            let failure = TestError("inner")
            let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, failure)])
            let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2)])
            let observer = scheduler.start { xs.concatMap { $0 } }
            #expect(observer.events == [.next(220, 1), .error(230, failure)])
            #expect(ys1.subscriptions == [Subscription(210, 230)])
            #expect(ys2.subscriptions == [])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }

        @Test func aLongQueueOfSynchronousInnersDoesNotNest() {
            expectNoLeaks {
                let gate = PublishSubject<Int>()
                let outer = PublishSubject<Int>()
                let count = 50_000
                var received = 0
                var completed = false
                _ = outer.concatMap { value in value == 0 ? gate.asObservable() : Observable.just(value) }
                    .subscribe(onNext: { _ in received += 1 }, onCompleted: { completed = true })
                for value in 0...count { outer.onNext(value) }
                outer.onCompleted()
                // The first inner holds the queue; completing it runs 50 000 synchronous inners.
                gate.onCompleted()
                #expect(received == count)
                #expect(completed)
            }
        }
    }

    @Suite struct MergeInnerTests {
        @Test func mergeSubscribesEveryInnerAtOnce() {
            let scheduler = TestScheduler()
            let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
            let ys2 = scheduler.createColdObservable([.next(5, 2), .completed(10)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(220)])
            let observer = scheduler.start { xs.merge() }
            #expect(observer.events == [.next(220, 1), .next(220, 2), .completed(240)])
            #expect(ys1.subscriptions == [Subscription(210, 240)])
            #expect(ys2.subscriptions == [Subscription(215, 225)])
        }

        @Test func maxConcurrentQueuesTheRest() {
            let scheduler = TestScheduler()
            let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
            let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
            let ys3 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
            let ys4 = scheduler.createColdObservable([.next(10, 4), .completed(20)])
            let xs = scheduler.createHotObservable([
                .next(210, ys1), .next(211, ys2), .next(212, ys3), .next(213, ys4), .completed(214),
            ])
            let observer = scheduler.start { xs.merge(maxConcurrent: 2) }
            #expect(observer.events == [
                .next(220, 1), .next(221, 2), .next(241, 3), .next(261, 4), .completed(271),
            ])
            #expect(ys1.subscriptions == [Subscription(210, 260)])
            #expect(ys2.subscriptions == [Subscription(211, 231)])
            #expect(ys3.subscriptions == [Subscription(231, 251)])
            #expect(ys4.subscriptions == [Subscription(251, 271)])
        }

        @Test func maxConcurrentOneConcatenates() {
            expectNoLeaks {
                let (recorder, _) = Observable.of(Observable.of(1, 2), Observable.of(3)).merge(maxConcurrent: 1).record()
                #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
            }
        }

        @Test func concatWaitsForEachInner() {
            let scheduler = TestScheduler()
            let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
            let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(220)])
            let observer = scheduler.start { xs.concat() }
            #expect(observer.events == [.next(220, 1), .next(250, 2), .completed(260)])
            #expect(ys1.subscriptions == [Subscription(210, 240)])
            #expect(ys2.subscriptions == [Subscription(240, 260)])
        }

        @Test func outerErrorFails() {
            let scheduler = TestScheduler()
            let failure = TestError("outer")
            let ys = scheduler.createColdObservable([.next(10, 1), .completed(100)])
            let xs = scheduler.createHotObservable([.next(210, ys), .next(220, ys), .error(230, failure)])
            let observer = scheduler.start { xs.merge(maxConcurrent: 1) }
            #expect(observer.events == [.next(220, 1), .error(230, failure)])
            #expect(ys.subscriptions == [Subscription(210, 230)])
        }
    }
}
