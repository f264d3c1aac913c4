import IOViewModel
import Testing
import TestScheduler

/// `takeLast`. `disposeBeforeCompletionEmitsNothing` keeps an event list: it disposes the output
/// before the source completes, and a marble test disposes its outputs where its longest diagram
/// (here the source's) ends.
extension OperatorsFiltering {
    @Suite struct TakeLastTests {
        @Test func emitsTheLastElementsOnCompletion() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(           "^1234-----|", values: digits)
                test.expect(xs.takeLast(2),  "----------(34|)", values: digits)
                test.expectSubscriptions(xs, "^---------!")
            }
        }

        @Test func fewerElementsThanTheCountEmitsThemAll() {
            expectNoLeaks {
                let (recorder, _) = Observable.of(1, 2).takeLast(5).record()
                #expect(recorder.events == [.next(1), .next(2), .completed])
            }
        }

        @Test func zeroOnlyCompletes() {
            expectNoLeaks {
                let (recorder, _) = Observable.of(1, 2).takeLast(0).record()
                #expect(recorder.events == [.completed])
            }
        }

        @Test func errorDropsTheKeptElements() {
            let scheduler = TestScheduler()
            let failure = TestError("source")
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(           "^1---#", values: digits, error: failure)
                test.expect(xs.takeLast(1),  "-----#", values: digits, error: failure)
                test.expectSubscriptions(xs, "^----!")
            }
        }

        @Test func disposeBeforeCompletionEmitsNothing() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
            let observer = scheduler.start(disposed: 400) { xs.takeLast(1) }
            #expect(observer.events == [])
            #expect(xs.subscriptions == [Subscription(200, 400)])
        }
    }
}
