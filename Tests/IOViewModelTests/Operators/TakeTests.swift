import Dispatch
import IOViewModel
import Testing
import TestScheduler

extension OperatorsFiltering {
    @Suite struct TakeCountTests {
        @Test func completesAfterTheCountAndUnsubscribes() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(           "^123------|", values: digits)
                test.expect(xs.take(2),      "-1(2|)", values: digits)
                test.expectSubscriptions(xs, "^-!")
            }
        }

        @Test func sourceEndingFirstEndsIt() {
            let scheduler = TestScheduler()
            let failure = TestError("source")
            scheduler.validate(
                          "^1---#", values: digits, error: failure,
                { $0.take(5) },
                expected: "-1---#", values: digits, frame: 10)
            let second = TestScheduler()
            second.validate(
                          "^1---|", values: digits,
                { $0.take(5) },
                expected: "-1---|", values: digits, frame: 10)
        }

        @Test func zeroCompletesAtOnceWithoutSubscribing() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(      "^1", values: digits)
                test.expect(xs.take(0), "|", values: digits)
                // No diagram: xs is never subscribed.
                test.expectSubscriptions(xs)
            }
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
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(                 "^12-3-----|", values: digits)
                let other = test.hot(              "^--s----------------|", values: ["s": "stop"])
                test.expect(xs.take(until: other), "-12|", values: digits)
                test.expectSubscriptions(xs,       "^--!")
                test.expectSubscriptions(other,    "^--!")
            }
        }

        @Test func otherCompletingWithoutEmittingLetsEverythingThrough() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(                 "^1----2---|", values: digits)
                let other = test.hot(              "^----|")
                test.expect(xs.take(until: other), "-1----2---|", values: digits)
                test.expectSubscriptions(other,    "^----!")
                test.expectSubscriptions(xs,       "^---------!")
            }
        }

        @Test func sourceCompletingFirstDisposesTheOther() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(                 "^1-|", values: digits)
                let other = test.hot(              "^---------0", values: digits)
                test.expect(xs.take(until: other), "-1-|", values: digits)
                test.expectSubscriptions(other,    "^--!")
            }
        }

        @Test func errorsFromEitherSideFail() {
            let scheduler = TestScheduler()
            let failure = TestError("other")
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(                 "^1--------2", values: digits)
                let other = test.hot(              "^----#", values: digits, error: failure)
                test.expect(xs.take(until: other), "-1---#", values: digits, error: failure)
                test.expectSubscriptions(xs,       "^----!")
            }

            let second = TestScheduler()
            let sourceFailure = TestError("source")
            second.marbles(frame: 10) { test in
                let ys = test.hot(                 "^----#", values: digits, error: sourceFailure)
                let never = test.hot(              "^-----", values: digits)
                test.expect(ys.take(until: never), "-----#", values: digits, error: sourceFailure)
                test.expectSubscriptions(never,    "^----!")
            }
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
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(                      "^152------|", values: digits)
                test.expect(xs.take(until: { $0 > 3 }), "-1|", values: digits)
                test.expectSubscriptions(xs,            "^-!")
            }
        }

        @Test func inclusiveEmitsTheMatchingElement() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(           "^152------|", values: digits)
                test.expect(xs.take(until: { $0 > 3 }, behavior: .inclusive),
                                             "-1(5|)", values: digits)
                test.expectSubscriptions(xs, "^-!")
            }
        }

        @Test func aThrowingPredicateFails() {
            let scheduler = TestScheduler()
            let failure = TestError("predicate")
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(           "^12", values: digits)
                let taking = xs.take(until: { value in
                    if value == 2 { throw failure }
                    return false
                })
                test.expect(taking,          "-1#", values: digits, error: failure)
                test.expectSubscriptions(xs, "^-!")
            }
        }

        @Test func sourceCompletingFirstCompletes() {
            TestScheduler().validate(
                          "-1-2-|", values: digits,
                { $0.take(until: { $0 > 5 }) },
                expected: "-1-2-|", values: digits)
        }
    }

    @Suite struct TakeWhileTests {
        @Test func emitsWhileThePredicateHolds() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(           "^2456-----|", values: digits)
                test.expect(xs.take(while: { $0.isMultiple(of: 2) }),
                                             "-24|", values: digits)
                test.expectSubscriptions(xs, "^--!")
            }
        }

        @Test func inclusiveEmitsTheFirstFailingElement() {
            TestScheduler().validate(
                          "-2456-|", values: digits,
                { $0.take(while: { $0.isMultiple(of: 2) }, behavior: .inclusive) },
                expected: "-24(5|)", values: digits)
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
            TestScheduler().validate(
                          "-12|", values: digits, error: TestError("p"),
                { $0.take(while: { _ in throw TestError("p") }) },
                expected: "-#", values: digits)
            TestScheduler().validate(
                          "-#", values: digits, error: TestError("s"),
                { $0.take(while: { _ in true }) },
                expected: "-#", values: digits)
        }
    }
}
