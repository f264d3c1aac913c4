import Dispatch
import IOViewModel
import Synchronization
import Testing
import TestScheduler

@Suite struct CombineLatestTests {
    @Test func emitsOnceEverySourceHasAValueThenOnEachElement() {
        let tracker = ResourceTracker()
        let log = EventLog<String>()
        tracker.track {
            let a = PublishSubject<Int>()
            let b = PublishSubject<String>()
            let subscription = Observable.combineLatest(a, b) { "\($0)\($1)" }.subscribe(log)
            a.onNext(1)
            a.onNext(2)
            #expect(log.events.isEmpty)
            b.onNext("x")
            a.onNext(3)
            b.onNext("y")
            subscription.dispose()
            a.onNext(4)
        }
        #expect(log.events == [.next("2x"), .next("3x"), .next("3y")])
        #expect(tracker.live == 0)
    }

    @Test func completesOnlyWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler()
        // a is 10, b is 20.
        let values = digits.merging(["a": 10, "b": 20, "A": 11, "B": 21]) { $1 }
        scheduler.marbles { test in
            let xs = test.hot(           "^1-|", values: values)
            let ys = test.hot(           "^-a-b|", values: values)
            test.expect(Observable.combineLatest(xs, ys, resultSelector: +),
                                         "--A-B|", values: values)
            test.expectSubscriptions(xs, "^--!")
            test.expectSubscriptions(ys, "^----!")
        }
    }

    @Test func completesWhenTheOnlyRunningSourceEmitsAndAFinishedOneNeverHadAValue() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let a = test.hot(           "^|", values: digits)
            let b = test.hot(           "^-1-2", values: digits)
            let c = test.hot(           "^--|", values: digits)
            test.expect(Observable.combineLatest(a, b, c) { $0 + $1 + $2 },
                                        "----|", values: digits)
            test.expectSubscriptions(b, "^---!")
        }
    }

    @Test func anErrorFromAnySourceFailsAtOnceAndDisposesTheOthers() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let a = test.hot(           "^1-2", values: digits)
            let b = test.hot(           "^-#", values: digits, error: Boom())
            test.expect(Observable.combineLatest(a, b, resultSelector: +),
                                        "--#", values: digits, error: Boom())
            test.expectSubscriptions(a, "^-!")
        }
    }

    @Test func aThrowingSelectorBecomesTheErrorEvent() {
        let scheduler = TestScheduler()
        // e is 20: 1 + 20 is more than 10.
        let values = digits.merging(["e": 20]) { $1 }
        scheduler.marbles { test in
            let a = test.hot(           "^1--0", values: values)
            let b = test.hot(           "^-2e-|", values: values)
            let sums = Observable.combineLatest(a, b) { (x: Int, y: Int) throws(Boom) -> Int in
                if x + y > 10 { throw Boom(tag: x + y) }
                return x + y
            }
            test.expect(sums,           "--3#", values: values, error: Boom(tag: 21))
            test.expectSubscriptions(a, "^--!")
            test.expectSubscriptions(b, "^--!")
        }
    }

    @Test func synchronousSourcesInterleaveThroughTheTrampoline() {
        let tracker = ResourceTracker()
        let log = EventLog<(Int, String)>()
        tracker.track {
            _ = Observable.combineLatest(Observable.of(1, 2), Observable.of("a", "b")).subscribe(log)
        }
        #expect(log.events.map { $0.described() } == [
            .next("(1, \"a\")"), .next("(2, \"a\")"), .next("(2, \"b\")"), .completed,
        ])
        #expect(tracker.live == 0)
    }

    @Test func everyArityCombinesInArgumentOrder() {
        let tracker = ResourceTracker()
        var results: [[Int]] = []
        tracker.track {
            let s = (0..<8).map { BehaviorSubject(value: $0) }
            let bag = DisposeBag()
            Observable.combineLatest(s[0], s[1]) { [$0, $1] }.subscribe(onNext: { results.append($0) }).disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] }
                .subscribe(onNext: { results.append($0) }).disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
                .subscribe(onNext: { results.append($0) }).disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
                .subscribe(onNext: { results.append($0) }).disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
                .subscribe(onNext: { results.append($0) }).disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
                .subscribe(onNext: { results.append($0) }).disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
                .subscribe(onNext: { results.append($0) }).disposed(by: bag)
            Observable.combineLatest(s[6], s[7]).map { [$0.0, $0.1] }
                .subscribe(onNext: { results.append($0) }).disposed(by: bag)
            #expect(tracker.live == 8 * 8 - (6 + 5 + 4 + 3 + 2 + 1) - 6)
        }
        #expect(results == (2...8).map { Array(0..<$0) } + [[6, 7]])
        #expect(tracker.live == 0)
    }

    @Test func tupleFormsOfEveryArity() {
        expectNoLeaks {
            let one = Observable.just(1)
            var tuples: [String] = []
            _ = Observable.combineLatest(one, one, one).subscribe(onNext: { tuples.append("\($0)") })
            _ = Observable.combineLatest(one, one, one, one, one, one, one, one).subscribe(onNext: { tuples.append("\($0)") })
            #expect(tuples == ["(1, 1, 1)", "(1, 1, 1, 1, 1, 1, 1, 1)"])
        }
    }

    @Test func collectionFormCombinesInCollectionOrder() {
        let tracker = ResourceTracker()
        let log = EventLog<[Int]>()
        tracker.track {
            let subjects = (0..<3).map { _ in PublishSubject<Int>() }
            _ = Observable.combineLatest(subjects).subscribe(log)
            subjects[2].onNext(3)
            subjects[0].onNext(1)
            subjects[1].onNext(2)
            subjects[0].onNext(10)
            for subject in subjects { subject.onCompleted() }
        }
        #expect(log.events == [.next([1, 2, 3]), .next([10, 2, 3]), .completed])
        #expect(tracker.live == 0)
    }

    @Test func collectionFormWithSelectorAndEmptyCollection() {
        expectNoLeaks {
            let log = EventLog<Int>()
            _ = Observable.combineLatest([Observable.just(1), .just(2)]) { $0.reduce(0, +) }.subscribe(log)
            #expect(log.events == [.next(3), .completed])
            let empty = EventLog<[Int]>()
            _ = Observable.combineLatest([Observable<Int>]()).subscribe(empty)
            #expect(empty.events == [.next([]), .completed])
        }
    }

    @Test func aSelectorThatFeedsASourceDoesNotDeadlockAndKeepsOrder() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let a = PublishSubject<Int>()
            let b = BehaviorSubject(value: 0)
            let subscription = Observable.combineLatest(a, b) { x, y -> Int in
                if x == 1 && y == 0 { b.onNext(100) }
                return x + y
            }.subscribe(log)
            a.onNext(1)
            subscription.dispose()
        }
        #expect(log.events == [.next(1), .next(101)])
        #expect(tracker.live == 0)
    }

    @Test func concurrentSourcesDeliverOneEventAtATime() {
        let tracker = ResourceTracker()
        let perSource = 2_000
        let inside = Atomic(0)
        let overlaps = Atomic(0)
        let count = Atomic(0)
        tracker.track {
            let subjects = (0..<4).map { _ in PublishSubject<Int>() }
            let subscription = Observable.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3]) {
                $0 + $1 + $2 + $3
            }.subscribe(onNext: { _ in
                if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
                    overlaps.add(1, ordering: .relaxed)
                }
                count.add(1, ordering: .relaxed)
                inside.subtract(1, ordering: .acquiringAndReleasing)
            })
            for subject in subjects { subject.onNext(0) }
            let sendable = subjects.map { Transferred($0) }
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                for value in 1...perSource { sendable[index].value.onNext(value) }
            }
            subscription.dispose()
        }
        #expect(overlaps.load(ordering: .relaxed) == 0)
        #expect(count.load(ordering: .relaxed) == 1 + 4 * perSource)
        #expect(tracker.live == 0)
    }
}

/// Hands a subject to `concurrentPerform`'s threads; subjects are safe to feed from any thread.
struct Transferred<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Exact times and the sources' subscription logs, as marble diagrams.
extension CombineLatestTests {
    @Test func combineLatestStartsOnceBothHaveEmittedAndCompletesWithTheLast() {
        let scheduler = TestScheduler()
        // One frame is five seconds; xs's 1 comes before the subscription and is missed.
        scheduler.marbles(frame: 5) { test in
            let xs = test.hot(        "1---------^--2--4-----|", values: digits)
            let ys = test.hot(                  "^---3---5-----|", values: digits)
            test.expect(Observable.combineLatest(xs, ys, resultSelector: +),
                                                "----5-7-9-----|", values: digits)
            test.expectSubscriptions(xs,        "^-----------!")
            test.expectSubscriptions(ys,        "^-------------!")
        }
    }

    @Test func combineLatestFailsAtOnceAndDisposesTheOtherSource() {
        let scheduler = TestScheduler()
        // One frame is ten seconds.
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(           "^1-#", values: digits, error: Boom())
            let ys = test.hot(           "^-3-5", values: digits)
            test.expect(Observable.combineLatest(xs, ys, resultSelector: +),
                                         "--4#", values: digits, error: Boom())
            test.expectSubscriptions(ys, "^--!")
        }
    }
}
