import IOViewModel
import Testing
import TestScheduler

/// The combining operators in virtual time: exact event times and the sources' subscription logs.
@Suite struct CombiningVirtualTimeTests {
    @Test func combineLatestStartsOnceBothHaveEmittedAndCompletesWithTheLast() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(230, 4), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, 3), .next(240, 5), .completed(270)])
        let observer = scheduler.start { Observable.combineLatest(xs, ys, resultSelector: +) }
        #expect(observer.events == [.next(220, 5), .next(230, 7), .next(240, 9), .completed(270)])
        #expect(xs.subscriptions == [Subscription(200, 260)])
        #expect(ys.subscriptions == [Subscription(200, 270)])
    }

    @Test func combineLatestFailsAtOnceAndDisposesTheOtherSource() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, Boom())])
        let ys = scheduler.createHotObservable([.next(220, 3), .next(240, 5)])
        let observer = scheduler.start { Observable.combineLatest(xs, ys, resultSelector: +) }
        #expect(observer.events == [.next(220, 4), .error(230, Boom())])
        #expect(ys.subscriptions == [Subscription(200, 230)])
    }

    @Test func zipCompletesOnceTheCompletedSourceIsDrained() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(240, 10), .next(250, 20), .next(260, 30), .completed(270)])
        let observer = scheduler.start { Observable.zip(xs, ys, resultSelector: +) }
        #expect(observer.events == [.next(240, 11), .next(250, 22), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }

    @Test func mergeSubscribesAllAndCompletesWithTheLast() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(40)])
        let ys = scheduler.createColdObservable([.next(20, 2), .next(30, 3), .completed(50)])
        let observer = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }

    @Test func concatSubscribesEachSourceAfterThePrevious() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let observer = scheduler.start { xs.concat(ys) }
        #expect(observer.events == [.next(210, 1), .next(230, 2), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 240)])
    }

    @Test func withLatestFromCompletesWithItsFirstSource() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .next(250, "c"), .completed(260)])
        let values = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(245)])
        let observer = scheduler.start { taps.withLatestFrom(values) { "\($0)\($1)" } }
        #expect(observer.events == [.next(230, "b1"), .next(250, "c2"), .completed(260)])
        #expect(taps.subscriptions == [Subscription(200, 260)])
        #expect(values.subscriptions == [Subscription(200, 245)])
    }

    @Test func withLatestFromAsAMarbleDiagram() {
        let scheduler = TestScheduler()
        scheduler.validate("-a--b--c-|", values: ["a": 1, "b": 2, "c": 3],
                           "--x---y--", values: ["x": 10, "y": 20],
                           { $0.withLatestFrom($1, resultSelector: +) },
                           expected: "----b--c-|", values: ["b": 12, "c": 23])
    }

    @Test func startWithAndIfEmptyInVirtualTime() {
        let scheduler = TestScheduler()
        let empty = scheduler.createColdObservable([.completed(30, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let observer = scheduler.start { empty.ifEmpty(switchTo: other).startWith(0) }
        #expect(observer.events == [.next(200, 0), .next(240, 7), .completed(250)])
        #expect(empty.subscriptions == [Subscription(200, 230)])
        #expect(other.subscriptions == [Subscription(230, 250)])
    }
}

@Suite struct ErrorOperatorVirtualTimeTests {
    @Test func catchSwitchesToTheHandlersSequence() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, Boom(), Int.self)])
        let fallback = scheduler.createColdObservable([.next(5, 9), .completed(10)])
        let observer = scheduler.start { xs.catch { _ in fallback.asObservable() } }
        #expect(observer.events == [.next(210, 1), .next(225, 9), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(fallback.subscriptions == [Subscription(220, 230)])
    }

    @Test func retryCountResubscribesTheColdSource() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, Boom(), Int.self)])
        let observer = scheduler.start { xs.retry(3) }
        #expect(observer.events == [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, Boom())])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    @Test func retryWhenWithADelayedTrigger() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, Boom(), Int.self)])
        let observer = scheduler.start(disposed: 300) {
            xs.retry(when: { (errors: Observable<any Error>) in errors.delay(.seconds(30), scheduler: scheduler) })
        }
        #expect(observer.events == [.next(210, 1), .next(260, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(250, 270)])
    }

    @Test func catchAndReturnInVirtualTime() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, Boom())])
        let observer = scheduler.start { xs.catchAndReturn(-1) }
        #expect(observer.events == [.next(210, 1), .next(220, -1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
