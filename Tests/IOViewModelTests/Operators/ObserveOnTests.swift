import IOViewModel
import TestScheduler
import Testing

/// `observe(on:)`. The first two tests look at the output between two steps of the scheduler
/// (events sent, not yet delivered), which no diagram shows: a diagram has one time axis, and an
/// event delivered later in the same tick is drawn in the same column.
@Suite struct ObserveOnTests {
    @Test func observeOnDeliversOnlyWhenTheSchedulerRuns() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = scheduler.tracker.track { subject.observe(on: scheduler).subscribe(observer) }
        subject.onNext(1)
        subject.onNext(2)
        #expect(observer.events.isEmpty)
        scheduler.advanceTo(10)
        subject.onNext(3)
        subject.onCompleted()
        #expect(observer.events == [.next(0, 1), .next(0, 2)])
        scheduler.advanceTo(20)
        #expect(observer.events == [.next(0, 1), .next(0, 2), .next(10, 3), .completed(10)])
        subscription.dispose()
        scheduler.assertNoLeaks()
    }

    @Test func observeOnDropsQueuedEventsOnceDisposed() {
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = scheduler.tracker.track { subject.observe(on: scheduler).subscribe(observer) }
        subject.onNext(1)
        subscription.dispose()
        scheduler.start()
        #expect(observer.events.isEmpty)
        #expect(!subject.hasObservers)
        scheduler.assertNoLeaks()
    }

    @Test func observeOnInVirtualTimeKeepsTheTimes() {
        let scheduler = TestScheduler()
        // One frame is ten seconds.
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(                     "^12|", values: digits)
            test.expect(xs.observe(on: scheduler), "-12|", values: digits)
            test.expectSubscriptions(xs,           "^--!")
        }
    }
}
