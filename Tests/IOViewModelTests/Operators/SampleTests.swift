import IOViewModel
import TestScheduler
import Testing

/// `sample` as marble diagrams, one frame being five seconds. Both the source and the sampler are
/// hot, starting with `^`, the subscription; the sampler's ticks are `x`.
@Suite struct SampleTests {
    let tick: [Character: Void] = ["x": ()]

    @Test func emitsTheLatestNewElementAtEachTickAndCompletesAtTheTickAfterTheSourceEnds() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 5) { test in
            //                               0         1         2
            //                               0123456789012345678901234
            let xs = test.hot(              "^-1-2---3-----------|", values: digits)
            let ticks = test.hot(           "^--x--x---x-x-----------x", values: tick)
            test.expect(xs.sample(ticks),   "---1--2---3-------------|", values: digits)
            test.expectSubscriptions(xs,    "^-------------------!")
            test.expectSubscriptions(ticks, "^-----------------------!")
        }
    }

    @Test func aDefaultValueFillsTicksWithoutANewElement() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 5) { test in
            //                                              0         1         2
            //                                              0123456789012345678901234567
            let xs = test.hot(                             "^-1-----------------|", values: digits)
            let ticks = test.hot(                          "^--x--------x-----------x", values: tick)
            test.expect(xs.sample(ticks, defaultValue: 0), "---1--------0-----------(0|)", values: digits)
        }
    }

    @Test func theSamplerCompletingSamplesOnceMore() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(            "^1|", values: digits)
            let ticks = test.hot(         "^--|", values: tick)
            test.expect(xs.sample(ticks), "---(1|)", values: digits)
        }
    }

    @Test func eitherErrorFails() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(            "^1", values: digits)
            let ticks = test.hot(         "^--#", values: tick, error: Boom())
            test.expect(xs.sample(ticks), "---#", values: digits, error: Boom())
            test.expectSubscriptions(xs,  "^--!")
        }
    }
}
