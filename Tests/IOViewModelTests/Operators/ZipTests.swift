import IOViewModel
import Testing
import TestScheduler

@Suite struct ZipTests {
    @Test func pairsElementsByIndexBufferingTheFasterSource() {
        let tracker = ResourceTracker()
        let log = EventLog<String>()
        tracker.track {
            let a = PublishSubject<Int>()
            let b = PublishSubject<String>()
            let subscription = Observable.zip(a, b) { "\($0)\($1)" }.subscribe(log)
            a.onNext(1)
            a.onNext(2)
            a.onNext(3)
            b.onNext("x")
            b.onNext("y")
            #expect(log.elements == ["1x", "2y"])
            b.onNext("z")
            b.onNext("w")
            subscription.dispose()
        }
        #expect(log.events == [.next("1x"), .next("2y"), .next("3z")])
        #expect(tracker.live == 0)
    }

    @Test func completesWhenEverySourceHasCompleted() {
        // As in RxSwift: `c` can never be paired once `xs` has completed, and zip still waits for
        // `ys` to complete. A source that completes is disposed at once.
        let scheduler = TestScheduler()
        let values = digits.merging(["a": 10, "b": 20, "c": 30, "A": 11, "B": 22]) { $1 }
        scheduler.marbles { test in
            let xs = test.hot(           "^12|", values: values)
            let ys = test.hot(           "^---abc|", values: values)
            test.expect(Observable.zip(xs, ys, resultSelector: +),
                                         "----AB-|", values: values)
            test.expectSubscriptions(xs, "^--!")
            test.expectSubscriptions(ys, "^------!")
        }
    }

    @Test func aSourceCompletingEmptyWaitsForTheOthers() {
        // As in RxSwift: zip completes only when every source has, even if nothing can be paired.
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let other = test.hot(           "^----|", values: digits)
            let empty = test.hot(           "^|", values: digits)
            test.expect(Observable.zip(other, empty, resultSelector: +),
                                            "-----|", values: digits)
            test.expectSubscriptions(other, "^----!")
        }
    }

    @Test func errorsAtOnceFromASourceOrTheSelector() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let a = test.hot(     "^1-2-3#", values: digits, error: Boom(tag: 9))
            let b = test.hot(     "^-1-2--3", values: digits)
            test.expect(Observable.zip(a, b, resultSelector: +),
                                  "--2-4-#", values: digits, error: Boom(tag: 9))
            let selected = Observable.zip(a, b) { (x: Int, y: Int) throws(Boom) -> Int in
                if y == 2 { throw Boom(tag: x) }
                return x * y
            }
            test.expect(selected, "--1-#", values: digits, error: Boom(tag: 2))
        }
    }

    @Test func everyArityZipsInArgumentOrder() {
        expectNoLeaks {
            var results: [[Int]] = []
            let s = (0..<8).map { Observable.just($0) }
            _ = Observable.zip(s[0], s[1]) { [$0, $1] }.subscribe(onNext: { results.append($0) })
            _ = Observable.zip(s[0], s[1], s[2]) { [$0, $1, $2] }.subscribe(onNext: { results.append($0) })
            _ = Observable.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }.subscribe(onNext: { results.append($0) })
            _ = Observable.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
                .subscribe(onNext: { results.append($0) })
            _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
                .subscribe(onNext: { results.append($0) })
            _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
                .subscribe(onNext: { results.append($0) })
            _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
                .subscribe(onNext: { results.append($0) })
            var tuple = ""
            _ = Observable.zip(s[0], s[1], s[2]).subscribe(onNext: { tuple = "\($0)" })
            #expect(results == (2...8).map { Array(0..<$0) })
            #expect(tuple == "(0, 1, 2)")
        }
    }

    @Test func synchronousSourcesPairThroughTheTrampoline() {
        let tracker = ResourceTracker()
        let log = EventLog<[Int]>()
        tracker.track {
            _ = Observable.zip([Observable.of(1, 2, 3), .of(10, 20), .of(100, 200, 300)]).subscribe(log)
        }
        #expect(log.events == [.next([1, 10, 100]), .next([2, 20, 200]), .completed])
        #expect(tracker.live == 0)
    }

    @Test func collectionFormWithSelectorAndEmptyCollection() {
        expectNoLeaks {
            let log = EventLog<Int>()
            let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
            _ = Observable.zip(subjects) { $0.reduce(0, +) }.subscribe(log)
            subjects[0].onNext(1)
            subjects[0].onNext(2)
            subjects[1].onNext(5)
            subjects[1].onNext(6)
            subjects[1].onCompleted()
            // As RxSwift's collection form: 3 can never be paired, every other source is done.
            subjects[0].onNext(3)
            #expect(log.events == [.next(6), .next(8), .completed])
            let empty = EventLog<[Int]>()
            _ = Observable.zip([Observable<Int>]()).subscribe(empty)
            #expect(empty.events == [.completed])
        }
    }

    @Test func aLongBufferDrainsInOrder() {
        let tracker = ResourceTracker()
        var pairs: [Int] = []
        tracker.track {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let subscription = Observable.zip(a, b) { $0 == $1 ? $0 : -1 }.subscribe(onNext: { pairs.append($0) })
            for value in 0..<1_000 { a.onNext(value) }
            for value in 0..<500 { b.onNext(value) }
            for value in 1_000..<1_500 { a.onNext(value) }
            for value in 500..<1_500 { b.onNext(value) }
            subscription.dispose()
        }
        #expect(pairs == Array(0..<1_500))
        #expect(tracker.live == 0)
    }
}

/// Exact times and the sources' subscription logs, as a marble diagram.
extension ZipTests {
    @Test func zipCompletesOnceEverySourceHasCompleted() {
        let scheduler = TestScheduler()
        let ints: [Character: Int] = ["1": 1, "2": 2, "a": 10, "b": 20, "c": 30, "A": 11, "B": 22]
        // One frame is ten seconds.
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(           "^12|", values: ints)
            let ys = test.hot(           "^---abc|", values: ints)
            test.expect(Observable.zip(xs, ys, resultSelector: +),
                                         "----AB-|", values: ints)
            test.expectSubscriptions(xs, "^--!")
            test.expectSubscriptions(ys, "^------!")
        }
    }
}
