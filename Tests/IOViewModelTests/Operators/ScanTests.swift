import IOViewModel
import TestScheduler
import Testing

extension OperatorsTransforming {
    @Suite struct ScanTests {
        @Test func emitsEachAccumulation() {
            expectNoLeaks {
                let subject = PublishSubject<Int>()
                let (recorder, _) = subject.scan(10, accumulator: +).record()
                subject.onNext(1)
                subject.onNext(2)
                subject.onNext(3)
                subject.onCompleted()
                #expect(recorder.events == [.next(11), .next(13), .next(16), .completed])
            }
        }

        @Test func intoFormAccumulatesInPlace() {
            expectNoLeaks {
                let subject = PublishSubject<String>()
                let (recorder, _) = subject.scan(into: [String]()) { $0.append($1) }.record()
                subject.onNext("a")
                subject.onNext("b")
                subject.onError(TestError("1"))
                #expect(recorder.events == [.next(["a"]), .next(["a", "b"]), .error(TestError("1"))])
            }
        }

        @Test func eachSubscriptionStartsFromTheInitialValue() {
            expectNoLeaks {
                let source = Observable.of(1, 2).scan(0, accumulator: +)
                let (first, _) = source.record()
                let (second, _) = source.record()
                #expect(first.events == [.next(1), .next(3), .completed])
                #expect(second.events == first.events)
            }
        }

        @Test func aThrowingAccumulatorFailsAndUnsubscribes() {
            expectNoLeaks {
                let subject = PublishSubject<Int>()
                let (recorder, _) = subject.scan(0) { total, value in
                    if value < 0 { throw TestError("2") }
                    return total + value
                }.record()
                subject.onNext(1)
                subject.onNext(-1)
                subject.onNext(5)
                #expect(!subject.hasObservers)
                #expect(recorder.events == [.next(1), .error(TestError("2"))])
            }
        }
    }
}
