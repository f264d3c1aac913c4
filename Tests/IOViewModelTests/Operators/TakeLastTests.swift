import IOViewModel
import Testing
import TestScheduler

extension OperatorsFiltering {
    @Suite struct TakeLastTests {
        @Test func emitsTheLastElementsOnCompletion() {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
            let observer = scheduler.start { xs.takeLast(2) }
            #expect(observer.events == [.next(300, 3), .next(300, 4), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
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
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, failure)])
            let observer = scheduler.start { xs.takeLast(1) }
            #expect(observer.events == [.error(250, failure)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
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
