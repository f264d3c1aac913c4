import IOViewModel
import TestScheduler
import Testing

extension OperatorsCreating {
    @Suite struct RangeTests {
        @Test func emitsConsecutiveIntegersThenCompletes() {
            expectNoLeaks {
                let (recorder, _) = Observable.range(start: 3, count: 4).record()
                #expect(recorder.events == [.next(3), .next(4), .next(5), .next(6), .completed])
            }
        }

        @Test func emptyRangeCompletesAtOnce() {
            expectNoLeaks {
                let (recorder, _) = Observable.range(start: 3, count: 0).record()
                #expect(recorder.events == [.completed])
            }
        }

        @Test func reachesTheLargestValueWithoutOverflowing() {
            expectNoLeaks {
                let (recorder, _) = Observable<Int8>.range(start: 126, count: 2).record()
                #expect(recorder.events == [.next(126), .next(127), .completed])
            }
        }

        @Test func takeStopsItBetweenElements() {
            expectNoLeaks {
                var produced: [Int] = []
                let (recorder, _) = Observable.range(start: 0, count: 1_000_000)
                    .map { value in produced.append(value); return value }
                    .take(2)
                    .record()
                #expect(recorder.events == [.next(0), .next(1), .completed])
                #expect(produced == [0, 1])
            }
        }

        @Test func disposingMidwayStopsIt() {
            expectNoLeaks {
                var received: [Int] = []
                var subscription: (any Disposable)?
                // Subscribed to from a subject's delivery, so `subscription` is set before the range
                // runs; it is disposed from inside the second element.
                let start = PublishSubject<Void>()
                subscription = start.flatMap { Observable.range(start: 0, count: 10) }
                    .subscribe(onNext: { value in
                        received.append(value)
                        if value == 1 { subscription?.dispose() }
                    })
                start.onNext(())
                #expect(received == [0, 1])
            }
        }
    }

    @Suite struct RepeatElementTests {
        @Test func takeBoundsTheEndlessRepetition() {
            expectNoLeaks {
                let (recorder, _) = Observable.repeatElement(7).take(3).record()
                #expect(recorder.events == [.next(7), .next(7), .next(7), .completed])
            }
        }

        @Test func takeWhileAndElementAtStopItToo() {
            expectNoLeaks {
                var count = 0
                let (first, _) = Observable.repeatElement(1).take(while: { _ in count += 1; return count < 4 }).record()
                #expect(first.events == [.next(1), .next(1), .next(1), .completed])
                let (second, _) = Observable.repeatElement("x").element(at: 5).record()
                #expect(second.events == [.next("x"), .completed])
            }
        }
    }

    @Suite struct GenerateTests {
        @Test func iteratesWhileTheConditionHolds() {
            expectNoLeaks {
                let (recorder, _) = Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 2 }).record()
                #expect(recorder.elements == [1, 2, 4, 8, 16, 32, 64])
                #expect(recorder.terminal == .completed)
            }
        }

        @Test func initialStateFailingTheConditionCompletesAtOnce() {
            expectNoLeaks {
                let (recorder, _) = Observable.generate(initialState: 10, condition: { $0 < 5 }, iterate: { $0 + 1 }).record()
                #expect(recorder.events == [.completed])
            }
        }

        @Test func throwingIterateFails() {
            expectNoLeaks {
                let (recorder, _) = Observable.generate(
                    initialState: 0,
                    condition: { _ in true },
                    iterate: { value in
                        if value == 2 { throw TestError("1") }
                        return value + 1
                    }
                ).record()
                #expect(recorder.events == [.next(0), .next(1), .next(2), .error(TestError("1"))])
            }
        }

        @Test func throwingConditionFails() {
            expectNoLeaks {
                let (recorder, _) = Observable.generate(
                    initialState: 0,
                    condition: { value in
                        if value == 1 { throw TestError("2") }
                        return true
                    },
                    iterate: { $0 + 1 }
                ).record()
                #expect(recorder.events == [.next(0), .error(TestError("2"))])
            }
        }

        @Test func endlessGenerationStopsWithTake() {
            expectNoLeaks {
                var iterations = 0
                let (recorder, _) = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { iterations += 1; return $0 + 1 })
                    .take(3)
                    .record()
                #expect(recorder.events == [.next(0), .next(1), .next(2), .completed])
                #expect(iterations == 2)
            }
        }
    }

    @Suite struct UsingTests {
        /// A source whose subscription logs its end.
        private func loggedSource(_ subject: PublishSubject<Int>, log: @escaping (String) -> Void) -> Observable<Int> {
            Observable.create { observer in
                let inner = subject.subscribe(observer)
                return Disposables.create { log("subscription"); inner.dispose() }
            }
        }

        @Test func releasesTheResourceWhenTheSourceCompletes() {
            expectNoLeaks {
                var log: [String] = []
                let subject = PublishSubject<Int>()
                let (recorder, _) = Observable.using(
                    { DisposeCounter { log.append("resource") } },
                    observableFactory: { _ in self.loggedSource(subject) { log.append($0) } }
                ).record()
                subject.onNext(1)
                #expect(log.isEmpty)
                subject.onCompleted()
                #expect(recorder.events == [.next(1), .completed])
                #expect(log.sorted() == ["resource", "subscription"])
            }
        }

        @Test func disposeEndsTheSubscriptionThenTheResource() {
            expectNoLeaks {
                var log: [String] = []
                let subject = PublishSubject<Int>()
                let (recorder, subscription) = Observable.using(
                    { DisposeCounter { log.append("resource") } },
                    observableFactory: { _ in self.loggedSource(subject) { log.append($0) } }
                ).record()
                subscription.dispose()
                subject.onNext(1)
                #expect(recorder.events.isEmpty)
                #expect(log == ["subscription", "resource"])
            }
        }

        @Test func disposesTheResourceOnceOnDisposeAndOnError() {
            expectNoLeaks {
                let resource = DisposeCounter()
                let subject = PublishSubject<Int>()
                let (recorder, subscription) = Observable.using({ resource }, observableFactory: { _ in subject.asObservable() }).record()
                subscription.dispose()
                subscription.dispose()
                subject.onNext(1)
                #expect(resource.count == 1)
                #expect(recorder.events.isEmpty)

                let failing = DisposeCounter()
                let (failed, _) = Observable.using({ failing }, observableFactory: { _ in subject.asObservable() }).record()
                subject.onError(TestError("3"))
                #expect(failed.events == [.error(TestError("3"))])
                #expect(failing.count == 1)
            }
        }

        @Test func factoryErrorsFailTheSubscription() {
            expectNoLeaks {
                let (noResource, _) = Observable<Int>.using({ () throws -> DisposeCounter in throw TestError("4") },
                                                             observableFactory: { _ in .just(1) }).record()
                #expect(noResource.events == [.error(TestError("4"))])

                let resource = DisposeCounter()
                let (noSource, _) = Observable<Int>.using({ resource }, observableFactory: { _ in throw TestError("5") }).record()
                #expect(noSource.events == [.error(TestError("5"))])
                #expect(resource.count == 1)
            }
        }

        @Test func eachSubscriptionGetsItsOwnResource() {
            expectNoLeaks {
                var created = 0
                let source = Observable.using({ () -> DisposeCounter in created += 1; return DisposeCounter() },
                                              observableFactory: { _ in Observable.of(1, 2) })
                let (first, _) = source.record()
                let (second, _) = source.record()
                #expect(first.events == [.next(1), .next(2), .completed])
                #expect(second.events == first.events)
                #expect(created == 2)
            }
        }
    }
}
