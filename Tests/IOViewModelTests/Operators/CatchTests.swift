import IOViewModel
import Testing
import TestScheduler

/// `catch` and `catchAndReturn`.
@Suite struct CatchTests {
    @Test func continuesWithTheHandlersSequence() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        var caught: [Boom] = []
        tracker.track {
            let source = PublishSubject<Int>()
            let fallback = PublishSubject<Int>()
            _ = source.catch { error in
                caught.append(error as! Boom)
                return fallback.asObservable()
            }.subscribe(log)
            source.onNext(1)
            #expect(!fallback.hasObservers)
            source.onError(Boom(tag: 1))
            #expect(fallback.hasObservers)
            fallback.onNext(2)
            fallback.onError(Boom(tag: 2))
        }
        #expect(caught == [Boom(tag: 1)])
        #expect(log.events == [.next(1), .next(2), .error(Boom(tag: 2))])
        #expect(tracker.live == 0)
    }

    @Test func anErrorThrownByTheHandlerIsEmitted() {
        expectNoLeaks {
            let log = EventLog<Int>()
            _ = Observable<Int>.error(Boom(tag: 1)).catch { (_: any Error) throws(Boom) -> Observable<Int> in
                throw Boom(tag: 2)
            }.subscribe(log)
            #expect(log.events == [.error(Boom(tag: 2))])
        }
    }

    @Test func completionPassesThrough() {
        expectNoLeaks {
            let log = EventLog<Int>()
            _ = Observable.of(1, 2).catch { _ in .just(9) }.subscribe(log)
            #expect(log.events == [.next(1), .next(2), .completed])
        }
    }

    @Test func catchAndReturnEmitsTheElementThenCompletes() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let source = PublishSubject<Int>()
            _ = source.catchAndReturn(0).subscribe(log)
            source.onNext(1)
            source.onError(Boom())
            source.onNext(2)
        }
        #expect(log.events == [.next(1), .next(0), .completed])
        #expect(tracker.live == 0)
    }

    @Test func catchSwitchesToTheHandlersSequence() {
        let scheduler = TestScheduler()
        // One frame is five seconds.
        scheduler.marbles(frame: 5) { test in
            let xs = test.cold(                 "--1-#", values: digits, error: Boom())
            let fallback = test.cold(               "-9|", values: digits)
            test.expect(xs.catch { _ in fallback.asObservable() },
                                                "--1--9|", values: digits)
            test.expectSubscriptions(xs,        "^---!")
            test.expectSubscriptions(fallback,  "----^-!")
        }
    }

    @Test func catchAndReturnInVirtualTime() {
        let scheduler = TestScheduler()
        // One frame is ten seconds; m is -1.
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(                  "^1#", values: digits, error: Boom())
            test.expect(xs.catchAndReturn(-1),  "-1(m|)", values: digits.merging(["m": -1]) { $1 })
            test.expectSubscriptions(xs,        "^-!")
        }
    }
}
