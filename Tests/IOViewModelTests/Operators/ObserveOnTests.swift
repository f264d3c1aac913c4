import Foundation
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

    // Two chains on one scheduler, as RxSwift orders them: a step per event, taking turns, on a
    // scheduler that is not a serial dispatch queue; on a serial dispatch queue, an action per
    // event, in the order the events were sent.

    @Test func twoChainsOnATestSchedulerTakeTurnsEventByEvent() {
        let scheduler = TestScheduler()
        let first = PublishSubject<String>()
        let second = PublishSubject<String>()
        var log: [String] = []
        let subscriptions = [
            first.observe(on: scheduler).subscribe(onNext: { log.append($0) }),
            second.observe(on: scheduler).subscribe(onNext: { log.append($0) }),
        ]
        first.onNext("a1")
        first.onNext("a2")
        second.onNext("b1")
        scheduler.start()
        // a2 was queued behind a1; the step that delivers a2 is scheduled when a1 has been
        // delivered, behind the second chain's step. (Delivering a chain's queue in one action
        // would give a1, a2, b1.)
        #expect(log == ["a1", "b1", "a2"])
        for subscription in subscriptions { subscription.dispose() }
    }

    @Test func twoChainsOnAnOperationQueueTakeTurnsEventByEvent() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let first = PublishSubject<String>()
        let second = PublishSubject<String>()
        let log = Locked<[String]>([])
        let done = DispatchSemaphore(value: 0)
        let record: (String) -> Void = { value in
            if log.withLock({ $0.append(value); return $0.count }) == 3 { done.signal() }
        }
        let subscriptions = [
            first.observe(on: scheduler).subscribe(onNext: record),
            second.observe(on: scheduler).subscribe(onNext: record),
        ]
        first.onNext("a1")
        first.onNext("a2")
        second.onNext("b1")
        queue.isSuspended = false
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(log.value == ["a1", "b1", "a2"])
        for subscription in subscriptions { subscription.dispose() }
    }

    @Test func twoChainsOnASerialDispatchQueueKeepTheOrderOfTheSends() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ObserveOnTests.serial")
        // Held until every event has been sent, so that none is delivered meanwhile.
        let gate = DispatchSemaphore(value: 0)
        scheduler.queue.async { gate.wait() }
        let first = PublishSubject<String>()
        let second = PublishSubject<String>()
        let log = Locked<[String]>([])
        let subscriptions = [
            first.observe(on: scheduler).subscribe(onNext: { value in log.withLock { $0.append(value) } }),
            second.observe(on: scheduler).subscribe(onNext: { value in log.withLock { $0.append(value) } }),
        ]
        first.onNext("a1")
        first.onNext("a2")
        second.onNext("b1")
        first.onNext("a3")
        gate.signal()
        scheduler.queue.sync {}
        #expect(log.value == ["a1", "a2", "b1", "a3"])
        for subscription in subscriptions { subscription.dispose() }
    }
}
