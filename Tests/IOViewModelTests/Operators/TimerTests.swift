import IOViewModel
import TestScheduler
import Testing

/// `interval` and `timer` as marble diagrams: the output is subscribed at frame zero and disposed
/// where its diagram ends. One frame is 50 seconds unless the test says otherwise.
@Suite struct IntervalAndTimerTests {
    @Test func intervalEmitsEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler()
        // A tick every two frames; disposed at 450 seconds, before the tick at 500.
        scheduler.marbles(frame: 50) { test in
            test.expect(Observable<Int>.interval(.seconds(100), scheduler: scheduler), "--0-1-2-3", values: digits)
        }
    }

    @Test func timerWithoutPeriodEmitsZeroAndCompletes() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 50) { test in
            test.expect(Observable<Int>.timer(.seconds(50), scheduler: scheduler), "-(0|)", values: digits)
        }
    }

    @Test func timerWithPeriodStartsAfterTheDueTime() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 50) { test in
            test.expect(
                Observable<UInt8>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler),
                "-0-1-2", values: digits.mapValues { UInt8($0) })
        }
    }

    @Test func disposingBeforeTheDueTimeCancelsTheTimer() {
        let scheduler = TestScheduler()
        // One frame is ten seconds: disposed at 40 seconds, before the due time.
        scheduler.marbles(frame: 10) { test in
            test.expect(Observable<Int>.timer(.seconds(50), scheduler: scheduler), "----", values: digits)
        }
        #expect(scheduler.leaks.isEmpty)
    }
}
