import IOViewModel
import Testing
import TestScheduler

/// `withLatestFrom`: each element of the first source with the latest of the second.
@Suite struct WithLatestFromTests {
    @Test func combinesEachElementWithTheLatestOfTheSecond() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let taps = test.hot(             "^1--2-3|", values: digits)
            let text = test.hot(             "^-ab-|")
            test.expect(taps.withLatestFrom(text) { "\($0)\($1)" },
                                             "----A-B|", values: ["A": "2b", "B": "3b"])
            test.expectSubscriptions(text,   "^----!")
        }
    }

    @Test func completesWithTheFirstSourceAndDisposesTheSecond() {
        let tracker = ResourceTracker()
        let log = EventLog<String>()
        tracker.track {
            let taps = PublishSubject<Void>()
            let text = BehaviorSubject(value: "x")
            _ = taps.withLatestFrom(text).subscribe(log)
            taps.onNext(())
            taps.onCompleted()
            #expect(!text.hasObservers)
            text.onNext("y")
        }
        #expect(log.events == [.next("x"), .completed])
        #expect(tracker.live == 0)
    }

    @Test func failsWhenEitherSourceFailsOrTheSelectorThrows() {
        let tracker = ResourceTracker()
        let fromSecond = EventLog<Int>()
        let fromSelector = EventLog<Int>()
        tracker.track {
            let first = PublishSubject<Int>()
            let second = BehaviorSubject(value: 10)
            _ = first.withLatestFrom(second) { (x: Int, y: Int) throws(Boom) -> Int in
                if x == 2 { throw Boom(tag: y) }
                return x + y
            }.subscribe(fromSelector)
            first.onNext(1)
            first.onNext(2)
            first.onNext(3)
            _ = first.withLatestFrom(second, resultSelector: +).subscribe(fromSecond)
            second.onError(Boom(tag: 7))
            first.onNext(4)
        }
        #expect(fromSelector.events == [.next(11), .error(Boom(tag: 10))])
        #expect(fromSecond.events == [.error(Boom(tag: 7))])
        #expect(tracker.live == 0)
    }

    @Test func subscribesToTheSecondSourceFirst() {
        expectNoLeaks {
            let log = EventLog<String>()
            _ = Observable.just(1).withLatestFrom(Observable.just("s")) { "\($0)\($1)" }.subscribe(log)
            #expect(log.events == [.next("1s"), .completed])
        }
    }

    @Test func withLatestFromCompletesWithItsFirstSource() {
        let scheduler = TestScheduler()
        // One frame is five seconds.
        scheduler.marbles(frame: 5) { test in
            let taps = test.hot(             "^-a---b---c-|")
            let values = test.hot(           "^---1---2|", values: digits)
            test.expect(taps.withLatestFrom(values) { "\($0)\($1)" },
                                             "------B---C-|", values: ["B": "b1", "C": "c2"])
            test.expectSubscriptions(taps,   "^-----------!")
            test.expectSubscriptions(values, "^--------!")
        }
    }

    @Test func withLatestFromAsAMarbleDiagram() {
        let scheduler = TestScheduler()
        scheduler.validate(
                      "-a--b--c-|", values: ["a": 1, "b": 2, "c": 3],
                      "--x---y--", values: ["x": 10, "y": 20],
            { $0.withLatestFrom($1, resultSelector: +) },
            expected: "----b--c-|", values: ["b": 12, "c": 23])
    }
}
