import IOViewModel
import TestScheduler
import Testing

/// `throttle` as marble diagrams. One frame is five seconds, so the 20-second window is four
/// frames; the rulers count frames.
@Suite struct ThrottleTests {
    @Test func latestEmitsTheTrailingElementAtTheWindowsEndAndDelaysCompletion() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 5) { test in
            //                            0         1
            //                            012345678901234567
            let xs = test.hot(           "^-12-3----4-5|", values: digits)
            test.expect(xs.throttle(.seconds(20), latest: true, scheduler: scheduler),
                                         "--1---3---4---(5|)", values: digits)
            test.expectSubscriptions(xs, "^------------!")
        }
    }

    @Test func withoutLatestDropsEverythingInsideTheWindow() {
        let scheduler = TestScheduler()
        scheduler.validate(
                      "^-12-3----4-5|", values: digits,
            { $0.throttle(.seconds(20), latest: false, scheduler: scheduler) },
            expected: "--1-------4--|", values: digits, frame: 5)
    }

    @Test func completionWithNothingWaitingIsImmediate() {
        let scheduler = TestScheduler()
        scheduler.validate(
                      "^-1|", values: digits,
            { $0.throttle(.seconds(20), scheduler: scheduler) },
            expected: "--1|", values: digits, frame: 5)
    }

    @Test func anErrorDropsTheWaitingElement() {
        let scheduler = TestScheduler()
        scheduler.validate(
                      "^-12#", values: digits, error: Boom(),
            { $0.throttle(.seconds(20), scheduler: scheduler) },
            expected: "--1-#", values: digits, frame: 5)
    }
}
