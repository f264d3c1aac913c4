import IOViewModel
import Testing
import TestScheduler

@Suite struct SwitchIfEmptyTests {
    @Test func ifEmptySwitchToSubscribesTheOtherOnlyWhenEmpty() {
        let tracker = ResourceTracker()
        let empty = EventLog<Int>()
        let nonEmpty = EventLog<Int>()
        let failed = EventLog<Int>()
        tracker.track {
            let other = PublishSubject<Int>()
            let source = PublishSubject<Int>()
            _ = source.ifEmpty(switchTo: other).subscribe(empty)
            #expect(!other.hasObservers)
            source.onCompleted()
            #expect(other.hasObservers)
            other.onNext(5)
            other.onCompleted()
            _ = Observable.just(1).switchIfEmpty(other).subscribe(nonEmpty)
            _ = Observable<Int>.error(Boom()).ifEmpty(switchTo: Observable.just(2)).subscribe(failed)
        }
        #expect(empty.events == [.next(5), .completed])
        #expect(nonEmpty.events == [.next(1), .completed])
        #expect(failed.events == [.error(Boom())])
        #expect(tracker.live == 0)
    }

    @Test func startWithAndIfEmptyInVirtualTime() {
        let scheduler = TestScheduler()
        // One frame is ten seconds.
        scheduler.marbles(frame: 10) { test in
            let empty = test.cold(                 "---|", values: digits)
            let other = test.cold(                    "-7|", values: digits)
            test.expect(empty.ifEmpty(switchTo: other).startWith(0),
                                                   "0---7|", values: digits)
            test.expectSubscriptions(empty,        "^--!")
            test.expectSubscriptions(other,        "---^-!")
        }
    }
}
