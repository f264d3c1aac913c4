import IOViewModel
import TestScheduler
import Testing

extension OperatorsTransforming {
    @Suite struct EnumeratedTests {
        @Test func pairsEachElementWithItsIndex() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "-a-b-|", values: ["a": "a", "b": "b"],
                { $0.enumerated().map { "\($0.index):\($0.element)" } },
                expected: "-A-B-|", values: ["A": "0:a", "B": "1:b"])
        }

        @Test func eachSubscriptionCountsFromZero() {
            let scheduler = TestScheduler()
            scheduler.marbles { test in
                let source = test.cold("-x-y-|").enumerated().map(\.index)
                // Two subscriptions, each counting from zero.
                test.expect(source,    "-0-1-|", values: digits)
                test.expect(source,    "-0-1-|", values: digits)
            }
        }

        @Test func forwardsErrors() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "#", values: digits, error: TestError("1"),
                { $0.enumerated().map(\.index) },
                expected: "#", values: digits)
        }
    }
}
