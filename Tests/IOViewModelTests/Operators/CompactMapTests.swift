import IOViewModel
import TestScheduler
import Testing

extension OperatorsTransforming {
    @Suite struct CompactMapTests {
        @Test func emitsTheNonNilResults() {
            expectNoLeaks {
                let subject = PublishSubject<String>()
                let (recorder, _) = subject.compactMap { Int($0) }.record()
                subject.onNext("1")
                subject.onNext("x")
                subject.onNext("3")
                subject.onCompleted()
                #expect(recorder.events == [.next(1), .next(3), .completed])
            }
        }

        @Test func forwardsTheSourceError() {
            expectNoLeaks {
                let subject = PublishSubject<String>()
                let (recorder, _) = subject.compactMap { Int($0) }.record()
                subject.onNext("1")
                subject.onError(TestError("1"))
                subject.onNext("2")
                #expect(recorder.events == [.next(1), .error(TestError("1"))])
            }
        }

        @Test func aThrowingTransformFailsAndUnsubscribes() {
            expectNoLeaks {
                let subject = PublishSubject<Int>()
                let (recorder, _) = subject.compactMap { value throws -> Int? in
                    if value == 2 { throw TestError("2") }
                    return value
                }.record()
                subject.onNext(1)
                subject.onNext(2)
                #expect(!subject.hasObservers)
                subject.onNext(3)
                #expect(recorder.events == [.next(1), .error(TestError("2"))])
            }
        }

        @Test func nothingArrivesAfterDispose() {
            expectNoLeaks {
                let subject = PublishSubject<Int?>()
                let (recorder, subscription) = subject.compactMap { $0 }.record()
                subject.onNext(1)
                subscription.dispose()
                subject.onNext(2)
                #expect(recorder.events == [.next(1)])
            }
        }
    }
}
