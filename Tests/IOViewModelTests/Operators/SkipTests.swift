import IOViewModel
import Testing
import TestScheduler

extension OperatorsFiltering {
    @Suite struct SkipCountTests {
        @Test func skipsTheFirstElements() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let observer = scheduler.start { xs.skip(2) }
            #expect(observer.events == [.next(230, 3), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }

        @Test func zeroSkipsNothingAndErrorsPassThrough() {
            expectNoLeaks {
                let (all, _) = Observable.of(1, 2).skip(0).record()
                #expect(all.events == [.next(1), .next(2), .completed])
                let subject = PublishSubject<Int>()
                let (failed, _) = subject.skip(5).record()
                subject.onNext(1)
                subject.onError(TestError("s"))
                #expect(failed.events == [.error(TestError("s"))])
            }
        }

        @Test func eachSubscriptionCountsAgain() {
            expectNoLeaks {
                let source = Observable.of(1, 2, 3).skip(1)
                let (first, _) = source.record()
                let (second, _) = source.record()
                #expect(first.events == [.next(2), .next(3), .completed])
                #expect(second.events == first.events)
            }
        }
    }

    @Suite struct SkipWhileTests {
        @Test func skipsWhileThePredicateHoldsThenEmitsEverything() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300)])
            var calls = 0
            let observer = scheduler.start { xs.skip(while: { calls += 1; return $0 < 3 }) }
            #expect(observer.events == [.next(230, 5), .next(240, 1), .completed(300)])
            #expect(calls == 3)
        }

        @Test func aThrowingPredicateFailsAndUnsubscribes() {
            let scheduler = TestScheduler()
            let failure = TestError("predicate")
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
            let observer = scheduler.start {
                xs.skip(while: { value in
                    if value == 2 { throw failure }
                    return true
                })
            }
            #expect(observer.events == [.error(220, failure)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
    }

    @Suite struct SkipUntilTests {
        @Test func emitsTheElementsAfterTheOtherFires() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
            let other = scheduler.createHotObservable([.next(225, "go"), .next(235, "again"), .completed(400)])
            let observer = scheduler.start { xs.skip(until: other) }
            #expect(observer.events == [.next(230, 2), .next(240, 3), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            // The other's first element ends its subscription.
            #expect(other.subscriptions == [Subscription(200, 225)])
        }

        @Test func sourceCompletingBeforeTheOtherFiresStaysSilent() {
            // RxSwift's behaviour: the completion is swallowed and both subscriptions end.
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let other = scheduler.createHotObservable([.next(300, "late")])
            let observer = scheduler.start { xs.skip(until: other) }
            #expect(observer.events == [])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(other.subscriptions == [Subscription(200, 250)])
        }

        @Test func otherCompletingWithoutFiringBlocksEveryElement() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
            let other = scheduler.createHotObservable([.completed(250, String.self)])
            let observer = scheduler.start { xs.skip(until: other) }
            #expect(observer.events == [])
            #expect(other.subscriptions == [Subscription(200, 250)])
            #expect(xs.subscriptions == [Subscription(200, 1000)])
        }

        @Test func errorsFromEitherSideFail() {
            let scheduler = TestScheduler()
            let failure = TestError("other")
            let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
            let other = scheduler.createHotObservable([.error(250, failure, Int.self)])
            let observer = scheduler.start { xs.skip(until: other) }
            #expect(observer.events == [.error(250, failure)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(other.subscriptions == [Subscription(200, 250)])

            let second = TestScheduler()
            let sourceFailure = TestError("source")
            let ys = second.createHotObservable([.error(250, sourceFailure, Int.self)])
            let zs = second.createHotObservable([Recorded<Event<Int>>]())
            let failed = second.start { ys.skip(until: zs) }
            #expect(failed.events == [.error(250, sourceFailure)])
            #expect(zs.subscriptions == [Subscription(200, 250)])
        }

        @Test func synchronousSourcesInterleaveThroughTheTrampoline() {
            expectNoLeaks {
                // The source is subscribed first but its elements wait in the trampoline, so the
                // other's immediate element opens the gate before any of them.
                let (recorder, _) = Observable.of(1, 2).skip(until: Observable.just(())).record()
                #expect(recorder.events == [.next(1), .next(2), .completed])
            }
        }
    }
}
