import IOViewModel
import Testing
import TestScheduler

extension OperatorsViewModel {
    @Suite struct CombinePreviousTests {
        @Test func pairsEachElementWithThePreviousOne() {
            let scheduler = TestScheduler()
            // Pairs are tuples, compared element by element.
            scheduler.validate(
                          "^123------|", values: digits,
                { $0.combinePrevious() },
                expected: "--ab------|", values: ["a": (1, 2), "b": (2, 3)], by: { $0 == $1 }, frame: 10)
        }

        @Test func initialValuePairsWithTheFirstElement() {
            let scheduler = TestScheduler()
            let failure = TestError("s")
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(              "^12--#", values: digits, error: failure)
                test.expect(xs.combinePrevious(0),
                                                "-ab--#", values: ["a": (0, 1), "b": (1, 2)], error: failure,
                            by: { $0 == $1 })
                test.expectSubscriptions(xs,    "^----!")
            }
        }

        @Test func eachSubscriptionStartsAfresh() {
            expectNoLeaks {
                let source = Observable.of(1, 2).combinePrevious(0).map { "\($0.0)->\($0.1)" }
                let (first, _) = source.record()
                let (second, _) = source.record()
                #expect(first.events == [.next("0->1"), .next("1->2"), .completed])
                #expect(second.events == first.events)
            }
        }
    }
}
