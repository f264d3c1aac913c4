import IOViewModel
import Testing
import TestScheduler

/// `Observable.merge` of several sources. Two cases stay imperative: one checks how synchronous
/// sources interleave within one instant, one disposes the output between two elements, and a
/// marble test disposes its outputs where the diagrams end.
@Suite struct MergeStaticTests {
    @Test func forwardsElementsAsTheyArriveAndCompletesWhenAllHave() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let a = test.hot(           "^1-|", values: digits)
            let b = test.hot(           "^-2-3|", values: digits)
            test.expect(Observable.merge(a.asObservable(), b.asObservable()),
                                        "-12-3|", values: digits)
            test.expectSubscriptions(a, "^--!")
            test.expectSubscriptions(b, "^----!")
        }
    }

    @Test func failsAtOnceAndDisposesTheOthers() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let a = test.hot(           "^1-2", values: digits)
            let b = test.hot(           "^-#", values: digits, error: Boom())
            test.expect(Observable.merge([a.asObservable(), b.asObservable()]),
                                        "-1#", values: digits, error: Boom())
            test.expectSubscriptions(a, "^-!")
        }
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
