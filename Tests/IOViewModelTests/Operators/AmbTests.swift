import IOViewModel
import Testing
import TestScheduler

/// `amb` as marble diagrams: every contender is hot, `^` being the subscription.
///
/// `disposeEndsEveryContender` keeps an event list: a marble test disposes its outputs where its
/// longest diagram ends, the contenders' included, and this case disposes the output before
/// either contender emits.
extension OperatorsFiltering {
    @Suite struct AmbTests {
        @Test func theFirstToEmitWinsAndTheOtherIsDisposed() {
            let scheduler = TestScheduler()
            let names: [Character: String] = ["a": "l1", "b": "l2", "c": "r1", "d": "r2"]
            scheduler.marbles(frame: 10) { test in
                //                               0         1         2
                //                               012345678901234567890
                let left = test.hot(            "^--ab------|", values: names)
                let right = test.hot(           "^-c--d--------------|", values: names)
                test.expect(left.amb(right),    "--c--d--------------|", values: names)
                test.expectSubscriptions(left,  "^-!")
                test.expectSubscriptions(right, "^-------------------!")
            }
        }

        @Test func aTerminalEventAlsoWins() {
            let scheduler = TestScheduler()
            let failure = TestError("left")
            scheduler.marbles(frame: 10) { test in
                let left = test.hot(            "^#", error: failure)
                let right = test.hot(           "^-r", values: ["r": "r1"])
                test.expect(left.amb(right),    "-#", error: failure)
                test.expectSubscriptions(left,  "^!")
                test.expectSubscriptions(right, "^!")
            }

            let second = TestScheduler()
            second.marbles(frame: 10) { test in
                let empty = test.hot(           "^|")
                let late = test.hot(            "^-l", values: ["l": "late"])
                test.expect(empty.amb(late),    "-|")
                test.expectSubscriptions(late,  "^!")
            }
        }

        @Test func staticFormRacesACollection() {
            let scheduler = TestScheduler()
            // One frame is five seconds.
            scheduler.marbles(frame: 5) { test in
                let sources = [
                    test.hot(                            "^---------1-|", values: digits),
                    test.hot(                            "^-----2-3-----|", values: digits),
                    test.hot(                            "^------4", values: digits),
                ]
                test.expect(Observable.amb(sources.map { $0.asObservable() }),
                                                         "------2-3-----|", values: digits)
                test.expectSubscriptions(sources[0],     "^-----!")
                test.expectSubscriptions(sources[1],     "^-------------!")
                test.expectSubscriptions(sources[2],     "^-----!")
            }
        }

        @Test func disposeEndsEveryContender() {
            let scheduler = TestScheduler()
            let left = scheduler.createHotObservable([.next(500, 1)])
            let right = scheduler.createHotObservable([.next(600, 2)])
            let observer = scheduler.start(disposed: 300) { left.amb(right) }
            #expect(observer.events == [])
            #expect(left.subscriptions == [Subscription(200, 300)])
            #expect(right.subscriptions == [Subscription(200, 300)])
        }

        @Test func emptyCollectionNeverEmits() {
            expectNoLeaks {
                let (recorder, _) = Observable<Int>.amb([Observable<Int>]()).record()
                #expect(recorder.events.isEmpty)
            }
        }

        @Test func synchronousContendersRaceThroughTheTrampoline() {
            expectNoLeaks {
                let (recorder, _) = Observable.of(1, 2).amb(Observable.of(3, 4)).record()
                #expect(recorder.events == [.next(1), .next(2), .completed])
                let (endless, _) = Observable.repeatElement(1).amb(Observable.repeatElement(2)).take(2).record()
                #expect(endless.events == [.next(1), .next(1), .completed])
            }
        }
    }
}
