import IOViewModel
import TestScheduler
import Testing

extension OperatorsTransforming {
    @Suite struct ScanTests {
        @Test func emitsEachAccumulation() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "-1-2-3-|", values: digits,
                { $0.scan(10, accumulator: +) },
                expected: "-a-b-c-|", values: ["a": 11, "b": 13, "c": 16])
        }

        @Test func intoFormAccumulatesInPlace() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "-a-b-#", values: ["a": "a", "b": "b"], error: TestError("1"),
                { $0.scan(into: [String]()) { $0.append($1) } },
                expected: "-A-B-#", values: ["A": ["a"], "B": ["a", "b"]])
        }

        @Test func eachSubscriptionStartsFromTheInitialValue() {
            let scheduler = TestScheduler()
            scheduler.marbles { test in
                let source = test.cold("-1-2-|", values: digits).scan(0, accumulator: +)
                // Two subscriptions, each with its own total.
                test.expect(source,    "-1-3-|", values: digits)
                test.expect(source,    "-1-3-|", values: digits)
            }
        }

        @Test func aThrowingAccumulatorFailsAndUnsubscribes() {
            let scheduler = TestScheduler()
            // n is -1.
            scheduler.marbles { test in
                let xs = test.hot(           "^1n5", values: digits.merging(["n": -1]) { $1 })
                let totals = xs.scan(0) { total, value in
                    if value < 0 { throw TestError("2") }
                    return total + value
                }
                test.expect(totals,          "-1#", values: digits, error: TestError("2"))
                test.expectSubscriptions(xs, "^-!")
            }
        }
    }
}
