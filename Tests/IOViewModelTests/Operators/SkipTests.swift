import IOViewModel
import Testing
import TestScheduler

extension OperatorsFiltering {
    @Suite struct SkipCountTests {
        @Test func skipsTheFirstElements() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(           "^123------|", values: digits)
                test.expect(xs.skip(2),      "---3------|", values: digits)
                test.expectSubscriptions(xs, "^---------!")
            }
        }

        @Test func zeroSkipsNothingAndErrorsPassThrough() {
            TestScheduler().validate(
                          "-1-2-|", values: digits,
                { $0.skip(0) },
                expected: "-1-2-|", values: digits)
            TestScheduler().validate(
                          "-1-#", values: digits, error: TestError("s"),
                { $0.skip(5) },
                expected: "---#", values: digits)
        }

        @Test func eachSubscriptionCountsAgain() {
            let scheduler = TestScheduler()
            scheduler.marbles { test in
                let source = test.cold("-1-2-3-|", values: digits).skip(1)
                // Two subscriptions, each skipping its own first element.
                test.expect(source,    "---2-3-|", values: digits)
                test.expect(source,    "---2-3-|", values: digits)
            }
        }
    }

    @Suite struct SkipWhileTests {
        @Test func skipsWhileThePredicateHoldsThenEmitsEverything() {
            let scheduler = TestScheduler()
            var calls = 0
            scheduler.validate(
                          "^1251-----|", values: digits,
                { $0.skip(while: { calls += 1; return $0 < 3 }) },
                expected: "---51-----|", values: digits, frame: 10)
            #expect(calls == 3)
        }

        @Test func aThrowingPredicateFailsAndUnsubscribes() {
            let scheduler = TestScheduler()
            let failure = TestError("predicate")
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(           "^123", values: digits)
                let skipping = xs.skip(while: { value in
                    if value == 2 { throw failure }
                    return true
                })
                test.expect(skipping,        "--#", values: digits, error: failure)
                test.expectSubscriptions(xs, "^-!")
            }
        }
    }

    @Suite struct SkipUntilTests {
        @Test func emitsTheElementsAfterTheOtherFires() {
            let scheduler = TestScheduler()
            // One frame is five seconds.
            scheduler.marbles(frame: 5) { test in
                //                                0         1         2         3         4
                //                                01234567890123456789012345678901234567890
                let xs = test.hot(               "^-1---2-3-----------|", values: digits)
                let other = test.hot(            "^----g-a--------------------------------|",
                                     values: ["g": "go", "a": "again"])
                test.expect(xs.skip(until: other),
                                                 "------2-3-----------|", values: digits)
                test.expectSubscriptions(xs,     "^-------------------!")
                // The other's first element ends its subscription.
                test.expectSubscriptions(other,  "^----!")
            }
        }

        @Test func sourceCompletingBeforeTheOtherFiresStaysSilent() {
            // RxSwift's behaviour: the completion is swallowed and both subscriptions end.
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(                 "^1---|", values: digits)
                let other = test.hot(              "^---------l", values: ["l": "late"])
                test.expect(xs.skip(until: other), "-----------", values: digits)
                test.expectSubscriptions(xs,       "^----!")
                test.expectSubscriptions(other,    "^----!")
            }
        }

        @Test func otherCompletingWithoutFiringBlocksEveryElement() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(                 "^1----2", values: digits)
                let other = test.hot(              "^----|")
                test.expect(xs.skip(until: other), "-------", values: digits)
                test.expectSubscriptions(other,    "^----!")
                // xs stays subscribed until the output is disposed, where the diagrams end.
                test.expectSubscriptions(xs,       "^------!")
            }
        }

        @Test func errorsFromEitherSideFail() {
            let scheduler = TestScheduler()
            let failure = TestError("other")
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(                 "^1--------2", values: digits)
                let other = test.hot(              "^----#", values: digits, error: failure)
                test.expect(xs.skip(until: other), "-----#", values: digits, error: failure)
                test.expectSubscriptions(xs,       "^----!")
                test.expectSubscriptions(other,    "^----!")
            }

            let second = TestScheduler()
            let sourceFailure = TestError("source")
            second.marbles(frame: 10) { test in
                let ys = test.hot(                 "^----#", values: digits, error: sourceFailure)
                let zs = test.hot(                 "^-----", values: digits)
                test.expect(ys.skip(until: zs),    "-----#", values: digits, error: sourceFailure)
                test.expectSubscriptions(zs,       "^----!")
            }
        }

        @Test func synchronousSourcesInterleaveThroughTheTrampoline() {
            expectNoLeaks {
                // The source is subscribed first but its elements wait in the trampoline, so the
                // other's immediate element opens the gate before any of them.
                let (recorder, _) = Observable.of(1, 2).skip(until: Observable.just(())).record()
                #expect(recorder.events == [.next(1), .next(2), .completed])
            }
        }
    }
}
