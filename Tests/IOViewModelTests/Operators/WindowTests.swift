import IOViewModel
import TestScheduler
import Testing

@Suite struct WindowTests {
    /// Each window's elements, tagged with the window's index, merged into one sequence.
    private func tagged(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        windows.enumerated().map { index, window in window.map { "\(index) \($0)" } }.merge()
    }

    private func hotSource(_ scheduler: TestScheduler, ending end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), end,
        ])
    }

    @Test func aWindowClosesWhenFullOrWhenItsTimeSpanEnds() {
        let scheduler = TestScheduler()
        let xs = hotSource(scheduler, ending: .completed(600))
        let observer = scheduler.start { tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)) }
        // Window 0 is full at 240; window 1 opens then and its time span ends at 310; window 2 is
        // full at 370; window 3's time span ends at 440.
        #expect(
            observer.events == [
                .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
                .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"), .completed(600),
            ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func anErrorEndsTheCurrentWindowAndTheOuterSequence() {
        let scheduler = TestScheduler()
        let xs = hotSource(scheduler, ending: .error(600, Boom()))
        let observer = scheduler.start { tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)) }
        #expect(observer.events.last == .error(600, Boom()))
        #expect(observer.events.count == 10)
    }

    @Test func disposingEndsTheSourceSubscription() {
        let scheduler = TestScheduler()
        let xs = hotSource(scheduler, ending: .completed(600))
        let observer = scheduler.start(disposed: 370) {
            tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
        }
        #expect(observer.events.last == .next(370, "2 7"))
        #expect(xs.subscriptions == [Subscription(200, 370)])
    }

    @Test func windowsOpenAtSubscriptionAndAtEachCloseEvenEmpty() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(380)])
        let observer = scheduler.start {
            xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).flatMap { window in
                let opened = scheduler.clock
                return window.toArray().asObservable().map { "opened at \(opened): \($0)" }
            }
        }
        #expect(
            observer.events == [
                .next(300, "opened at 200: [1]"), .next(380, "opened at 300: []"), .completed(380),
            ])
    }

    @Test func aWindowKeepsTheSourceSubscribedAfterTheOuterSubscriptionIsDisposed() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let inner = scheduler.createObserver(Int.self)
        var outer: (any Disposable)?
        var window: (any Disposable)?
        scheduler.scheduleAt(200) {
            outer = xs.window(timeSpan: .seconds(1000), count: 10, scheduler: scheduler)
                .subscribe(onNext: { window = window ?? $0.subscribe(inner) })
        }
        scheduler.scheduleAt(215) { outer?.dispose() }
        scheduler.scheduleAt(225) { window?.dispose() }
        scheduler.start()
        #expect(inner.events == [.next(210, 1), .next(220, 2)])
        #expect(xs.subscriptions == [Subscription(200, 225)])
    }

    @Test func aCountBelowOneFailsAtOnce() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.start { xs.window(timeSpan: .seconds(10), count: 0, scheduler: scheduler).merge() }
        #expect(observer.events == [.error(200, RxError.argumentOutOfRange)])
        #expect(xs.subscriptions.isEmpty)
    }
}
