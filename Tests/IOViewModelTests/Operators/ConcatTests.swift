import IOViewModel
import Testing
import TestScheduler

/// `concat`: one source after the other.
@Suite struct ConcatTests {
    @Test func subscribesToEachSourceOnlyWhenThePreviousCompletes() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let a = test.hot(           "^-1|", values: digits)
            // b's 0 comes before b is subscribed.
            let b = test.hot(           "^0--2|", values: digits)
            test.expect(Observable.concat(a.asObservable(), b.asObservable()),
                                        "--1-2|", values: digits)
            test.expectSubscriptions(a, "^--!")
            test.expectSubscriptions(b, "---^-!")
        }
    }

    @Test func anErrorStopsTheChain() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        var subscribedToSecond = false
        tracker.track {
            let second = Observable<Int>.deferred {
                subscribedToSecond = true
                return .just(9)
            }
            _ = Observable.just(1).concat(Observable.error(Boom())).concat(second).subscribe(log)
        }
        #expect(log.events == [.next(1), .error(Boom())])
        #expect(!subscribedToSecond)
        #expect(tracker.live == 0)
    }

    @Test func aLongChainOfSynchronousSourcesDoesNotGrowTheStack() {
        expectNoLeaks {
            var count = 0
            var completed = false
            let sources = Array(repeating: Observable.just(1), count: 100_000)
            _ = Observable.concat(sources).subscribe(onNext: { count += $0 }, onCompleted: { completed = true })
            #expect(count == 100_000)
            #expect(completed)
        }
    }

    @Test func aLazySequenceIsIteratedOneSourcePerCompletion() {
        expectNoLeaks {
            var made: [PublishSubject<Int>] = []
            let sources = (1...3).lazy.map { _ -> Observable<Int> in
                let subject = PublishSubject<Int>()
                made.append(subject)
                return subject.asObservable()
            }
            let log = EventLog<Int>()
            let subscription = Observable.concat(sources).subscribe(log)
            #expect(made.count == 1)
            made[0].onNext(1)
            made[0].onCompleted()
            #expect(made.count == 2)
            made[1].onNext(2)
            subscription.dispose()
            #expect(made.count == 2)
            #expect(log.events == [.next(1), .next(2)])
            let empty = EventLog<Int>()
            _ = Observable.concat([Observable<Int>]()).subscribe(empty)
            #expect(empty.events == [.completed])
        }
    }

    @Test func disposingEndsTheCurrentSource() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let a = PublishSubject<Int>()
            let subscription = Observable.concat([a.asObservable(), .just(2)]).subscribe(log)
            a.onNext(1)
            subscription.dispose()
            #expect(!a.hasObservers)
            a.onCompleted()
        }
        #expect(log.events == [.next(1)])
        #expect(tracker.live == 0)
    }

    @Test func concatSubscribesEachSourceAfterThePrevious() {
        let scheduler = TestScheduler()
        // One frame is ten seconds.
        scheduler.marbles(frame: 10) { test in
            let xs = test.cold(           "-1|", values: digits)
            let ys = test.cold(             "-2|", values: digits)
            test.expect(xs.concat(ys),    "-1-2|", values: digits)
            test.expectSubscriptions(xs,  "^-!")
            test.expectSubscriptions(ys,  "--^-!")
        }
    }
}
