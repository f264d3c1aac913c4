import IOViewModel
import TestScheduler
import Testing

extension OperatorsTransforming {
    @Suite struct EnumeratedTests {
        @Test func pairsEachElementWithItsIndex() {
            expectNoLeaks {
                let subject = PublishSubject<String>()
                let (recorder, _) = subject.enumerated().map { "\($0.index):\($0.element)" }.record()
                subject.onNext("a")
                subject.onNext("b")
                subject.onCompleted()
                #expect(recorder.events == [.next("0:a"), .next("1:b"), .completed])
            }
        }

        @Test func eachSubscriptionCountsFromZero() {
            expectNoLeaks {
                let source = Observable.of("x", "y").enumerated().map(\.index)
                let (first, _) = source.record()
                let (second, _) = source.record()
                #expect(first.events == [.next(0), .next(1), .completed])
                #expect(second.events == first.events)
            }
        }

        @Test func forwardsErrors() {
            expectNoLeaks {
                let (recorder, _) = Observable<Int>.error(TestError("1")).enumerated().map(\.index).record()
                #expect(recorder.events == [.error(TestError("1"))])
            }
        }
    }
}
