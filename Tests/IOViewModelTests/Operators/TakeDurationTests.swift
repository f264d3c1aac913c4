import IOViewModel
import TestScheduler
import Testing

/// `take(for:scheduler:)` as marble diagrams, one frame being five seconds: the 35-second
/// duration is seven frames.
@Suite struct TakeDurationTests {
    @Test func takeForCompletesAfterTheDuration() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 5) { test in
            let xs = test.hot(           "^-1---2---3-|", values: digits)
            test.expect(xs.take(for: .seconds(35), scheduler: scheduler),
                                         "--1---2|", values: digits)
            test.expectSubscriptions(xs, "^------!")
        }
    }

    @Test func takeForForwardsAnEarlierEnd() {
        let scheduler = TestScheduler()
        scheduler.validate(
                      "^-1-#", values: digits, error: Boom(),
            { $0.take(for: .seconds(35), scheduler: scheduler) },
            expected: "--1-#", values: digits, frame: 5)
    }
}
