import Dispatch
import IOViewModel
import Testing
import TestScheduler

extension OperatorsFiltering {
    @Suite struct TakeCountTests {
        @Test func completesAfterTheCountAndUnsubscribes() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let observer = scheduler.start { xs.take(2) }
            #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(220)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }

        @Test func sourceEndingFirstEndsIt() {
            let scheduler = TestScheduler()
            let failure = TestError("source")
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, failure)])
            let observer = scheduler.start { xs.take(5) }
            #expect(observer.events == [.next(210, 1), .error(250, failure)])
            let second = TestScheduler()
            let ys = second.createHotObservable([.next(210, 1), .completed(250)])
            let completing = second.start { ys.take(5) }
            #expect(completing.events == [.next(210, 1), .completed(250)])
        }

        @Test func zeroCompletesAtOnceWithoutSubscribing() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let observer = scheduler.start { xs.take(0) }
            #expect(observer.events == [.completed(200)])
            #expect(xs.subscriptions == [])
        }

        @Test func stopsEndlessSynchronousSources() {
            expectNoLeaks {
                let (recorder, _) = Observable.repeatElement(1).take(3).record()
                #expect(recorder.events == [.next(1), .next(1), .next(1), .completed])
                let (mapped, _) = Observable.repeatElement(2).map { $0 * 2 }.filter { _ in true }.take(2).record()
                #expect(mapped.events == [.next(4), .next(4), .completed])
            }
        }

        @Test func reentrantElementsAfterTheLastAreDropped() {
            expectNoLeaks {
                let subject = PublishSubject<Int>()
                var received: [Event<Int>] = []
                _ = subject.take(1).subscribe { event in
                    received.append(event)
                    if case .next = event { subject.onNext(99) }
                }
                subject.onNext(1)
                subject.onNext(2)
                #expect(received == [.next(1), .completed])
                #expect(!subject.hasObservers)
            }
        }
    }

    @Suite struct TakeUntilOtherTests {
        @Test func completesWhenTheOtherEmits() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let other = scheduler.createHotObservable([.next(230, "stop"), .completed(400)])
            let observer = scheduler.start { xs.take(until: other) }
            #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
            #expect(other.subscriptions == [Subscription(200, 230)])
        }

        @Test func otherCompletingWithoutEmittingLetsEverythingThrough() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let other = scheduler.createHotObservable([.completed(250, String.self)])
            let observer = scheduler.start { xs.take(until: other) }
            #expect(observer.events == [.next(210, 1), .next(260, 2), .completed(300)])
            #expect(other.subscriptions == [Subscription(200, 250)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }

        @Test func sourceCompletingFirstDisposesTheOther() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let other = scheduler.createHotObservable([.next(300, 0)])
            let observer = scheduler.start { xs.take(until: other) }
            #expect(observer.events == [.next(210, 1), .completed(230)])
            #expect(other.subscriptions == [Subscription(200, 230)])
        }

        @Test func errorsFromEitherSideFail() {
            let scheduler = TestScheduler()
            let failure = TestError("other")
            let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
            let other = scheduler.createHotObservable([.error(250, failure, Int.self)])
            let observer = scheduler.start { xs.take(until: other) }
            #expect(observer.events == [.next(210, 1), .error(250, failure)])
            #expect(xs.subscriptions == [Subscription(200, 250)])

            let second = TestScheduler()
            let sourceFailure = TestError("source")
            let ys = second.createHotObservable([.error(250, sourceFailure, Int.self)])
            let never = second.createHotObservable([Recorded<Event<Int>>]())
            let failed = second.start { ys.take(until: never) }
            #expect(failed.events == [.error(250, sourceFailure)])
            #expect(never.subscriptions == [Subscription(200, 250)])
        }

        @Test func anOtherThatEmitsAtOnceStopsASynchronousSourceBeforeItStarts() {
            expectNoLeaks {
                let (recorder, _) = Observable.of(1, 2, 3).take(until: Observable.just(())).record()
                #expect(recorder.events == [.completed])
                let (endless, _) = Observable.repeatElement(1).take(until: Observable.of(())).record()
                #expect(endless.events == [.completed])
            }
        }

        @Test func theOtherFiringOnAnotherThreadStopsTheSource() {
            let tracker = ResourceTracker()
            let source = PublishSubject<Int>()
            let stop = PublishSubject<Void>()
            let finished = DispatchGroup()
            var events: [Event<Int>] = []
            let subscription = tracker.track {
                source.take(until: stop).subscribe { events.append($0) }
            }
            source.onNext(1)
            // Waiting for the whole block: the completion is delivered, then both sources disposed.
            DispatchQueue.global().async(group: finished) { stop.onNext(()) }
            finished.wait()
            source.onNext(2)
            #expect(events == [.next(1), .completed])
            #expect(!source.hasObservers && !stop.hasObservers)
            subscription.dispose()
            #expect(tracker.live == 0)
        }
    }

    @Suite struct TakeUntilPredicateTests {
        @Test func exclusiveStopsBeforeTheMatchingElement() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 2), .completed(300)])
            let observer = scheduler.start { xs.take(until: { $0 > 3 }) }
            #expect(observer.events == [.next(210, 1), .completed(220)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }

        @Test func inclusiveEmitsTheMatchingElement() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 2), .completed(300)])
            let observer = scheduler.start { xs.take(until: { $0 > 3 }, behavior: .inclusive) }
            #expect(observer.events == [.next(210, 1), .next(220, 5), .completed(220)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }

        @Test func aThrowingPredicateFails() {
            let scheduler = TestScheduler()
            let failure = TestError("predicate")
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let observer = scheduler.start {
                xs.take(until: { value in
                    if value == 2 { throw failure }
                    return false
                })
            }
            #expect(observer.events == [.next(210, 1), .error(220, failure)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }

        @Test func sourceCompletingFirstCompletes() {
            expectNoLeaks {
                let (recorder, _) = Observable.of(1, 2).take(until: { $0 > 5 }).record()
                #expect(recorder.events == [.next(1), .next(2), .completed])
            }
        }
    }

    @Suite struct TakeWhileTests {
        @Test func emitsWhileThePredicateHolds() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 4), .next(230, 5), .next(240, 6), .completed(300)])
            let observer = scheduler.start { xs.take(while: { $0.isMultiple(of: 2) }) }
            #expect(observer.events == [.next(210, 2), .next(220, 4), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }

        @Test func inclusiveEmitsTheFirstFailingElement() {
            expectNoLeaks {
                let (recorder, _) = Observable.of(2, 4, 5, 6).take(while: { $0.isMultiple(of: 2) }, behavior: .inclusive).record()
                #expect(recorder.events == [.next(2), .next(4), .next(5), .completed])
            }
        }

        @Test func stopsAnEndlessSynchronousSource() {
            expectNoLeaks {
                let (recorder, _) = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { $0 + 1 })
                    .take(while: { $0 < 3 })
                    .record()
                #expect(recorder.events == [.next(0), .next(1), .next(2), .completed])
            }
        }

        @Test func aThrowingPredicateFailsAndSourceErrorsPassThrough() {
            expectNoLeaks {
                let (throwing, _) = Observable.of(1, 2).take(while: { _ in throw TestError("p") }).record()
                #expect(throwing.events == [.error(TestError("p"))])
                let (failing, _) = Observable<Int>.error(TestError("s")).take(while: { _ in true }).record()
                #expect(failing.events == [.error(TestError("s"))])
            }
        }
    }
}
