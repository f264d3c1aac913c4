import IOViewModel
import TestScheduler
import Testing

/// `compactMap`. `nothingArrivesAfterDispose` stays imperative: it disposes the output between
/// two elements of its source, and a marble test disposes its outputs where the diagrams end.
extension OperatorsTransforming {
    @Suite struct CompactMapTests {
        @Test func emitsTheNonNilResults() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "-1-x-3-|", values: ["1": "1", "x": "x", "3": "3"],
                { $0.compactMap { Int($0) } },
                expected: "-1---3-|", values: digits)
        }

        @Test func forwardsTheSourceError() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "-1-#", values: ["1": "1"], error: TestError("1"),
                { $0.compactMap { Int($0) } },
                expected: "-1-#", values: digits)
        }

        @Test func aThrowingTransformFailsAndUnsubscribes() {
            let scheduler = TestScheduler()
            scheduler.marbles { test in
                let xs = test.hot(           "^123", values: digits)
                let mapped = xs.compactMap { value throws -> Int? in
                    if value == 2 { throw TestError("2") }
                    return value
                }
                test.expect(mapped,          "-1#", values: digits, error: TestError("2"))
                test.expectSubscriptions(xs, "^-!")
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
