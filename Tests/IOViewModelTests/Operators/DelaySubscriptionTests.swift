import IOViewModel
import TestScheduler
import Testing

/// `delaySubscription` as a marble diagram, one frame being ten seconds: the 30-second delay is
/// three frames.
///
/// `delaySubscriptionDisposedEarlyNeverSubscribes` keeps an event list: a marble test disposes
/// its outputs where its longest diagram ends, the source's included, and this case disposes the
/// output before the source's first event.
@Suite struct DelaySubscriptionTests {
    @Test func delaySubscriptionSubscribesLater() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 10) { test in
            let xs = test.cold(             "-----1----|", values: digits)
            test.expect(xs.delaySubscription(.seconds(30), scheduler: scheduler),
                                         "--------1----|", values: digits)
            test.expectSubscriptions(xs, "---^---------!")
        }
    }

    @Test func delaySubscriptionDisposedEarlyNeverSubscribes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(100)])
        let observer = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(observer.events.isEmpty)
        #expect(xs.subscriptions.isEmpty)
    }
}
