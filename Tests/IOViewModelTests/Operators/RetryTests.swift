import IOViewModel
import Testing
import TestScheduler

/// `retry()` and `retry(_:)`.
@Suite struct RetryTests {
    @Test func retryResubscribesUntilAnAttemptCompletes() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        let flaky = FlakySource(failures: 3)
        tracker.track {
            _ = flaky.observable.retry().subscribe(log)
        }
        #expect(log.events == [.next(1), .next(2), .next(3), .next(4), .completed])
        #expect(flaky.attempts == 4)
        #expect(tracker.live == 0)
    }

    @Test func retryCountIsTheNumberOfAttempts() {
        let tracker = ResourceTracker()
        let enough = EventLog<Int>()
        let tooFew = EventLog<Int>()
        let none = EventLog<Int>()
        let enoughSource = FlakySource(failures: 2)
        let tooFewSource = FlakySource(failures: 5)
        tracker.track {
            _ = enoughSource.observable.retry(3).subscribe(enough)
            _ = tooFewSource.observable.retry(3).subscribe(tooFew)
            _ = FlakySource(failures: 1).observable.retry(0).subscribe(none)
        }
        #expect(enough.events == [.next(1), .next(2), .next(3), .completed])
        #expect(tooFew.events == [.next(1), .next(2), .next(3), .error(Boom(tag: 3))])
        #expect(tooFewSource.attempts == 3)
        #expect(none.events == [.completed])
        #expect(tracker.live == 0)
    }

    @Test func retryingASynchronousFailureManyTimesDoesNotGrowTheStack() {
        expectNoLeaks {
            let flaky = FlakySource(failures: 50_000)
            var last = 0
            _ = flaky.observable.retry().subscribe(onNext: { last = $0 })
            #expect(last == 50_001)
        }
    }

    @Test func disposingStopsRetrying() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let source = PublishSubject<Int>()
            let subscription = source.retry().subscribe(log)
            source.onNext(1)
            subscription.dispose()
            #expect(!source.hasObservers)
        }
        #expect(log.events == [.next(1)])
        #expect(tracker.live == 0)
    }

    @Test func retryCountResubscribesTheColdSource() {
        let scheduler = TestScheduler()
        // One frame is ten seconds.
        scheduler.marbles(frame: 10) { test in
            let xs = test.cold(           "-1#", values: digits, error: Boom())
            test.expect(xs.retry(3),      "-1-1-1#", values: digits, error: Boom())
            test.expectSubscriptions(xs,  "^-!", "--^-!", "----^-!")
        }
    }
}
