import IOViewModel
import Testing
import TestScheduler

extension OperatorsFiltering {
    @Suite struct AmbTests {
        @Test func theFirstToEmitWinsAndTheOtherIsDisposed() {
            let scheduler = TestScheduler()
            let left = scheduler.createHotObservable([.next(230, "l1"), .next(240, "l2"), .completed(300)])
            let right = scheduler.createHotObservable([.next(220, "r1"), .next(250, "r2"), .completed(400)])
            let observer = scheduler.start { left.amb(right) }
            #expect(observer.events == [.next(220, "r1"), .next(250, "r2"), .completed(400)])
            #expect(left.subscriptions == [Subscription(200, 220)])
            #expect(right.subscriptions == [Subscription(200, 400)])
        }

        @Test func aTerminalEventAlsoWins() {
            let scheduler = TestScheduler()
            let failure = TestError("left")
            let left = scheduler.createHotObservable([.error(210, failure, String.self)])
            let right = scheduler.createHotObservable([.next(220, "r1")])
            let observer = scheduler.start { left.amb(right) }
            #expect(observer.events == [.error(210, failure)])
            #expect(left.subscriptions == [Subscription(200, 210)])
            #expect(right.subscriptions == [Subscription(200, 210)])

            let second = TestScheduler()
            let empty = second.createHotObservable([.completed(210, String.self)])
            let late = second.createHotObservable([.next(220, "late")])
            let completed = second.start { empty.amb(late) }
            #expect(completed.events == [.completed(210)])
            #expect(late.subscriptions == [Subscription(200, 210)])
        }

        @Test func staticFormRacesACollection() {
            let scheduler = TestScheduler()
            let sources = [
                scheduler.createHotObservable([.next(250, 1), .completed(260)]),
                scheduler.createHotObservable([.next(230, 2), .next(240, 3), .completed(270)]),
                scheduler.createHotObservable([.next(235, 4)]),
            ]
            let observer = scheduler.start { Observable.amb(sources.map { $0.asObservable() }) }
            #expect(observer.events == [.next(230, 2), .next(240, 3), .completed(270)])
            #expect(sources[0].subscriptions == [Subscription(200, 230)])
            #expect(sources[1].subscriptions == [Subscription(200, 270)])
            #expect(sources[2].subscriptions == [Subscription(200, 230)])
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
