import IOViewModel
import TestScheduler
import Testing

/// `subscribe(on:)`. These tests keep event lists: they look at the source's subscriptions
/// between steps of the scheduler (before the scheduled subscription runs, after `dispose` is
/// called and before the scheduled disposal runs), which no diagram shows, and a marble test
/// subscribes and disposes its outputs itself.
@Suite struct SubscribeOnTests {
    @Test func subscribeOnSubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(5, 0), .next(30, 1), .next(50, 2), .next(60, 3)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = scheduler.tracker.track { xs.subscribe(on: scheduler).subscribe(observer) }
        #expect(xs.subscriptions.isEmpty)
        scheduler.advanceTo(10)
        #expect(xs.subscriptions == [Subscription(0)])
        scheduler.advanceTo(50)
        subscription.dispose()
        #expect(xs.subscriptions == [Subscription(0)])
        scheduler.advanceTo(70)
        #expect(xs.subscriptions == [Subscription(0, 50)])
        #expect(observer.events == [.next(5, 0), .next(30, 1), .next(50, 2)])
        scheduler.assertNoLeaks()
    }

    @Test func subscribeOnDisposedBeforeTheSchedulerRunsNeverSubscribes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(5, 0)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = scheduler.tracker.track { xs.subscribe(on: scheduler).subscribe(observer) }
        subscription.dispose()
        scheduler.start()
        #expect(xs.subscriptions.isEmpty)
        #expect(observer.events.isEmpty)
    }
}
