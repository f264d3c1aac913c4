import IOViewModel
import TestScheduler
import Testing

extension OperatorsTransforming {
    @Suite struct MaterializeTests {
        @Test func turnsEveryEventIntoAnElement() {
            expectNoLeaks {
                let subject = PublishSubject<Int>()
                let (recorder, _) = subject.materialize().record()
                subject.onNext(1)
                subject.onCompleted()
                #expect(recorder.events == [.next(.next(1)), .next(.completed), .completed])

                let failing = PublishSubject<Int>()
                let (failed, _) = failing.materialize().record()
                failing.onNext(1)
                failing.onError(TestError("1"))
                #expect(failed.events == [.next(.next(1)), .next(.error(TestError("1"))), .completed])
            }
        }

        @Test func dematerializeIsTheInverse() {
            expectNoLeaks {
                let (completed, _) = Observable.of(1, 2).materialize().dematerialize().record()
                #expect(completed.events == [.next(1), .next(2), .completed])
                let (failed, _) = Observable<Int>.error(TestError("2")).materialize().dematerialize().record()
                #expect(failed.events == [.error(TestError("2"))])
            }
        }

        @Test func dematerializeStopsAtTheFirstCarriedTerminalEvent() {
            expectNoLeaks {
                let subject = PublishSubject<Event<Int>>()
                let (recorder, _) = subject.dematerialize().record()
                subject.onNext(.next(1))
                subject.onNext(.error(TestError("3")))
                #expect(!subject.hasObservers)
                subject.onNext(.next(2))
                #expect(recorder.events == [.next(1), .error(TestError("3"))])
            }
        }

        @Test func dematerializeStopsAnEndlessSynchronousSource() {
            expectNoLeaks {
                let (recorder, _) = Observable<Event<Int>>.repeatElement(.completed).dematerialize().record()
                #expect(recorder.events == [.completed])
            }
        }

        @Test func elementsAndErrorsSplitAMaterializedRequest() {
            expectNoLeaks {
                let requests = PublishSubject<Int>()
                let results = requests.flatMap { id -> Observable<Event<String>> in
                    (id < 0 ? Observable<String>.error(TestError("\(id)")) : .just("item \(id)")).materialize()
                }
                let (values, _) = results.elements().record()
                let (errors, _) = results.errors().map { ($0 as? TestError)?.description }.record()
                requests.onNext(1)
                requests.onNext(-4)
                requests.onNext(2)
                requests.onCompleted()
                #expect(values.events == [.next("item 1"), .next("item 2"), .completed])
                #expect(errors.events == [.next("-4"), .completed])
            }
        }
    }
}
