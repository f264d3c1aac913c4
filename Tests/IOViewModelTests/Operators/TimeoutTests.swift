import IOViewModel
import TestScheduler
import Testing

/// `timeout` as marble diagrams. One frame is ten seconds, so the 50-second due time is five
/// frames; hot sources start with `^`, the subscription.
@Suite struct TimeoutTests {
    @Test func failsWhenAGapExceedsTheDueTime() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 10) { test in
            //                            0         1         2
            //                            012345678901234567890
            let xs = test.hot(           "^1--2-----3---------|", values: digits)
            test.expect(xs.timeout(.seconds(50), scheduler: scheduler),
                                         "-1--2----#", values: digits, error: RxError.timeout)
            test.expectSubscriptions(xs, "^--------!")
        }
    }

    @Test func theFirstElementMustAlsoArriveInTime() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(           "^-----1", values: digits)
            test.expect(xs.timeout(.seconds(50), scheduler: scheduler),
                                         "-----#", values: digits, error: RxError.timeout)
            test.expectSubscriptions(xs, "^----!")
        }
    }

    @Test func switchesToTheOtherSequence() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(              "^1--------3", values: digits)
            let other = test.cold(                "-9|", values: digits)
            test.expect(xs.timeout(.seconds(50), other: other, scheduler: scheduler),
                                            "-1-----9|", values: digits)
            test.expectSubscriptions(xs,    "^-----!")
            test.expectSubscriptions(other, "------^-!")
        }
    }

    @Test func completingInTimeCancelsTheTimer() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(   "^1--|", values: digits)
            let other = test.cold("-9", values: digits)
            test.expect(xs.timeout(.seconds(50), other: other, scheduler: scheduler),
                                 "-1--|", values: digits)
            // No diagram: `other` is never subscribed.
            test.expectSubscriptions(other)
        }
    }

    @Test func anErrorInTimeIsForwarded() {
        let scheduler = TestScheduler()
        scheduler.validate(
                      "^1#", values: digits, error: Boom(),
            { $0.timeout(.seconds(50), scheduler: scheduler) },
            expected: "-1#", values: digits, frame: 10)
    }
}
