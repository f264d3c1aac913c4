import IOViewModel
import TestScheduler
import Testing

extension OperatorsTransforming {
    @Suite struct ReduceTests {
        @Test func emitsTheFinalValueOnCompletion() {
            expectNoLeaks {
                let subject = PublishSubject<Int>()
                let (recorder, _) = subject.reduce(0, accumulator: +).record()
                subject.onNext(1)
                subject.onNext(2)
                #expect(recorder.events.isEmpty)
                subject.onCompleted()
                #expect(recorder.events == [.next(3), .completed])
            }
        }

        @Test func mapResultTransformsTheFinalValue() {
            expectNoLeaks {
                let (recorder, _) = Observable.of(1, 2, 3)
                    .reduce(0, accumulator: +, mapResult: { "total \($0)" })
                    .record()
                #expect(recorder.events == [.next("total 6"), .completed])
            }
        }

        @Test func emptySourceEmitsTheInitialValue() {
            expectNoLeaks {
                let (recorder, _) = Observable<Int>.empty().reduce(42, accumulator: +).record()
                #expect(recorder.events == [.next(42), .completed])
            }
        }

        @Test func sourceErrorFailsWithoutEmitting() {
            expectNoLeaks {
                let subject = PublishSubject<Int>()
                let (recorder, _) = subject.reduce(0, accumulator: +).record()
                subject.onNext(1)
                subject.onError(TestError("1"))
                #expect(recorder.events == [.error(TestError("1"))])
            }
        }

        @Test func throwingClosuresFail() {
            expectNoLeaks {
                let subject = PublishSubject<Int>()
                let (accumulating, _) = subject.reduce(0) { _, _ in throw TestError("2") }.record()
                subject.onNext(1)
                #expect(accumulating.events == [.error(TestError("2"))])
                #expect(!subject.hasObservers)

                let (mapping, _) = Observable.of(1).reduce(0, accumulator: +, mapResult: { _ -> Int in throw TestError("3") }).record()
                #expect(mapping.events == [.error(TestError("3"))])
            }
        }
    }

    @Suite struct ToArrayTests {
        @Test func emitsOneArrayOnCompletion() {
            expectNoLeaks {
                let subject = PublishSubject<Int>()
                let (recorder, _) = subject.toArray().asObservable().record()
                subject.onNext(1)
                subject.onNext(2)
                #expect(recorder.events.isEmpty)
                subject.onCompleted()
                #expect(recorder.events == [.next([1, 2]), .completed])
            }
        }

        @Test func emptySourceEmitsAnEmptyArray() {
            expectNoLeaks {
                let (recorder, _) = Observable<Int>.empty().toArray().asObservable().record()
                #expect(recorder.events == [.next([]), .completed])
            }
        }

        @Test func errorDropsTheCollectedElements() {
            expectNoLeaks {
                let subject = PublishSubject<Int>()
                let (recorder, _) = subject.toArray().asObservable().record()
                subject.onNext(1)
                subject.onError(TestError("1"))
                #expect(recorder.events == [.error(TestError("1"))])
            }
        }
    }
}
