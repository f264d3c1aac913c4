import IOViewModel
import TestScheduler
import Testing

extension OperatorsTransforming {
    @Suite struct MaterializeTests {
        @Test func turnsEveryEventIntoAnElement() {
            let events: [Character: Event<Int>] = ["a": .next(1), "c": .completed, "e": .error(TestError("1"))]
            let scheduler = TestScheduler()
            scheduler.validate(
                          "-1-|", values: digits,
                { $0.materialize() },
                expected: "-a-(c|)", values: events)

            let failing = TestScheduler()
            failing.validate(
                          "-1-#", values: digits, error: TestError("1"),
                { $0.materialize() },
                expected: "-a-(e|)", values: events)
        }

        @Test func dematerializeIsTheInverse() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "-1-2-|", values: digits,
                { $0.materialize().dematerialize() },
                expected: "-1-2-|", values: digits)
            let failing = TestScheduler()
            failing.validate(
                          "#", values: digits, error: TestError("2"),
                { $0.materialize().dematerialize() },
                expected: "#", values: digits)
        }

        @Test func dematerializeStopsAtTheFirstCarriedTerminalEvent() {
            let scheduler = TestScheduler()
            scheduler.marbles { test in
                let carried: [Character: Event<Int>] = ["a": .next(1), "e": .error(TestError("3")), "b": .next(2)]
                let xs = test.hot(                  "^aeb", values: carried)
                test.expect(xs.dematerialize(),     "-1#", values: digits, error: TestError("3"))
                test.expectSubscriptions(xs,        "^-!")
            }
        }

        @Test func dematerializeStopsAnEndlessSynchronousSource() {
            expectNoLeaks {
                let (recorder, _) = Observable<Event<Int>>.repeatElement(.completed).dematerialize().record()
                #expect(recorder.events == [.completed])
            }
        }

        @Test func elementsAndErrorsSplitAMaterializedRequest() {
            let scheduler = TestScheduler()
            // n is -4.
            scheduler.marbles { test in
                let requests = test.hot(              "^1n2|", values: digits.merging(["n": -4]) { $1 })
                let results = requests.flatMap { id -> Observable<Event<String>> in
                    (id < 0 ? Observable<String>.error(TestError("\(id)")) : .just("item \(id)")).materialize()
                }
                test.expect(results.elements(),       "-a-b|", values: ["a": "item 1", "b": "item 2"])
                test.expect(results.errors().map { ($0 as? TestError)?.description },
                                                      "--f-|", values: ["f": "-4"])
            }
        }
    }
}
