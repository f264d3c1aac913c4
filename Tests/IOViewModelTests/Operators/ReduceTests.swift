import IOViewModel
import TestScheduler
import Testing

extension OperatorsTransforming {
    @Suite struct ReduceTests {
        @Test func emitsTheFinalValueOnCompletion() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "-1-2-|", values: digits,
                { $0.reduce(0, accumulator: +) },
                expected: "-----(3|)", values: digits)
        }

        @Test func mapResultTransformsTheFinalValue() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "-1-2-3-|", values: digits,
                { $0.reduce(0, accumulator: +, mapResult: { "total \($0)" }) },
                expected: "-------(t|)", values: ["t": "total 6"])
        }

        @Test func emptySourceEmitsTheInitialValue() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "-|", values: digits,
                { $0.reduce(42, accumulator: +) },
                expected: "-(a|)", values: ["a": 42])
        }

        @Test func sourceErrorFailsWithoutEmitting() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "-1-#", values: digits, error: TestError("1"),
                { $0.reduce(0, accumulator: +) },
                expected: "---#", values: digits)
        }

        @Test func throwingClosuresFail() {
            let scheduler = TestScheduler()
            scheduler.marbles { test in
                let xs = test.hot(           "^1", values: digits)
                test.expect(xs.reduce(0) { _, _ in throw TestError("2") },
                                             "-#", values: digits, error: TestError("2"))
                test.expectSubscriptions(xs, "^!")
            }

            let other = TestScheduler()
            other.validate(
                          "(1|)", values: digits, error: TestError("3"),
                { $0.reduce(0, accumulator: +, mapResult: { _ -> Int in throw TestError("3") }) },
                expected: "#", values: digits)
        }
    }
}
