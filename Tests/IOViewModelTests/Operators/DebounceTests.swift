import IOViewModel
import TestScheduler
import Testing

/// `debounce` as marble diagrams. Hot sources start with `^`, the subscription; what they send
/// before it (left of the `^`) is missed.
@Suite struct DebounceTests {
    @Test func emitsAfterAQuietPeriod() {
        let scheduler = TestScheduler()
        // One frame is ten seconds: the 20-second quiet period is two frames.
        scheduler.marbles(frame: 10) { test in
            //                            0         1         2         3
            //                            0123456789012345678901234567890
            let xs = test.hot(      "1----^----2----3-4-------5---------|", values: digits)
            test.expect(xs.debounce(.seconds(20), scheduler: scheduler),
                                         "-------2------4-------5-------|", values: digits)
            test.expectSubscriptions(xs, "^-----------------------------!")
        }
    }

    @Test func completionFlushesTheWaitingElementAtOnce() {
        let scheduler = TestScheduler()
        // One frame is five seconds: the quiet period is four frames, cut short by the `|`.
        scheduler.validate(
                      "^-12|", values: digits,
            { $0.debounce(.seconds(20), scheduler: scheduler) },
            expected: "----(2|)", values: digits, frame: 5)
    }

    @Test func anErrorDropsTheWaitingElement() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(           "^1#", values: digits, error: Boom())
            test.expect(xs.debounce(.seconds(20), scheduler: scheduler),
                                         "--#", values: digits, error: Boom())
            test.expectSubscriptions(xs, "^-!")
        }
    }

    @Test func disposingCancelsTheWaitingElement() {
        let scheduler = TestScheduler()
        // The output is disposed where its diagram ends, at 20 seconds: 1 was due at 30.
        scheduler.validate(
                      "^1", values: digits,
            { $0.debounce(.seconds(20), scheduler: scheduler) },
            expected: "--", values: digits, frame: 10)
    }

    @Test func readsAsAMarbleDiagram() {
        let scheduler = TestScheduler()
        scheduler.validate(
                      "-a--bc----d--|",
            { $0.debounce(.seconds(2), scheduler: scheduler) },
            expected: "---a---c----d|")
    }
}
