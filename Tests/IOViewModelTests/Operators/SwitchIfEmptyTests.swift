import IOViewModel
import Testing
import TestScheduler

@Suite struct SwitchIfEmptyTests {
    @Test func ifEmptySwitchToSubscribesTheOtherOnlyWhenEmpty() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let source = test.hot(          "^|", values: digits)
            let other = test.hot(           "^--5|", values: digits)
            test.expect(source.ifEmpty(switchTo: other),
                                            "---5|", values: digits)
            // Subscribed only once the source completes empty.
            test.expectSubscriptions(other, "-^--!")
        }
        let nonEmpty = TestScheduler()
        nonEmpty.marbles { test in
            let other = test.cold(          "-9|", values: digits)
            test.expect(Observable.just(1).switchIfEmpty(other),
                                            "(1|)", values: digits)
            // No diagram: other is never subscribed.
            test.expectSubscriptions(other)
        }
        let failing = TestScheduler()
        failing.validate(
                      "-#", values: digits, error: Boom(),
            { $0.ifEmpty(switchTo: Observable.just(2)) },
            expected: "-#", values: digits)
    }

    @Test func startWithAndIfEmptyInVirtualTime() {
        let scheduler = TestScheduler()
        // One frame is ten seconds.
        scheduler.marbles(frame: 10) { test in
            let empty = test.cold(                 "---|", values: digits)
            let other = test.cold(                    "-7|", values: digits)
            test.expect(empty.ifEmpty(switchTo: other).startWith(0),
                                                   "0---7|", values: digits)
            test.expectSubscriptions(empty,        "^--!")
            test.expectSubscriptions(other,        "---^-!")
        }
    }
}
