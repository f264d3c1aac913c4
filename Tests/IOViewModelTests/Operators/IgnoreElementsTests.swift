import IOViewModel
import Testing
import TestScheduler

extension OperatorsFiltering {
    @Suite struct IgnoreElementsTests {
        @Test func forwardsOnlyTheTerminalEvent() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(                "^12-------|", values: digits)
                test.expect(xs.ignoreElements(),  "----------|", values: [:])
                test.expectSubscriptions(xs,      "^---------!")
            }

            let failure = TestError("source")
            let second = TestScheduler()
            second.validate(
                          "^1---#", values: digits, error: failure,
                { $0.ignoreElements() },
                expected: "-----#", values: [:], frame: 10)
        }
    }
}
