import IOViewModel
import Testing
import TestScheduler

/// `Observable.merge` of several sources.
@Suite struct MergeStaticTests {
    @Test func forwardsElementsAsTheyArriveAndCompletesWhenAllHave() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            _ = Observable.merge(a.asObservable(), b.asObservable()).subscribe(log)
            a.onNext(1)
            b.onNext(2)
            a.onCompleted()
            #expect(!a.hasObservers)
            b.onNext(3)
            #expect(!log.isCompleted)
            b.onCompleted()
        }
        #expect(log.events == [.next(1), .next(2), .next(3), .completed])
        #expect(tracker.live == 0)
    }

    @Test func failsAtOnceAndDisposesTheOthers() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            _ = Observable.merge([a.asObservable(), b.asObservable()]).subscribe(log)
            a.onNext(1)
            b.onError(Boom())
            #expect(!a.hasObservers)
            a.onNext(2)
        }
        #expect(log.events == [.next(1), .error(Boom())])
        #expect(tracker.live == 0)
    }

    @Test func synchronousSourcesInterleaveAndAnEmptyListCompletes() {
        expectNoLeaks {
            let log = EventLog<Int>()
            _ = Observable.merge(Observable.of(1, 2), .of(10, 20), .empty()).subscribe(log)
            #expect(log.events == [.next(1), .next(10), .next(2), .next(20), .completed])
            let empty = EventLog<Int>()
            _ = Observable<Int>.merge([Observable<Int>]()).subscribe(empty)
            #expect(empty.events == [.completed])
        }
    }

    @Test func disposingStopsEverySource() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let subscription = Observable.merge(a.asObservable(), b.asObservable()).subscribe(log)
            a.onNext(1)
            subscription.dispose()
            #expect(!a.hasObservers && !b.hasObservers)
            b.onNext(2)
        }
        #expect(log.events == [.next(1)])
        #expect(tracker.live == 0)
    }

    @Test func mergeSubscribesAllAndCompletesWithTheLast() {
        let scheduler = TestScheduler()
        // One frame is ten seconds.
        scheduler.marbles(frame: 10) { test in
            let xs = test.cold(           "-1--|", values: digits)
            let ys = test.cold(           "--23-|", values: digits)
            test.expect(Observable.merge(xs.asObservable(), ys.asObservable()),
                                          "-123-|", values: digits)
            test.expectSubscriptions(xs,  "^---!")
            test.expectSubscriptions(ys,  "^----!")
        }
    }
}
