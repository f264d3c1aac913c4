import IOViewModel
import TestScheduler
import Testing

/// `skip(_:scheduler:)` as a marble diagram, one frame being ten seconds: the 30-second duration
/// is three frames.
@Suite struct SkipDurationTests {
    @Test func skipDropsElementsUntilTheDurationHasPassed() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(           "^1-2-3|", values: digits)
            test.expect(xs.skip(.seconds(30), scheduler: scheduler),
                                         "-----3|", values: digits)
            test.expectSubscriptions(xs, "^-----!")
        }
    }
}
