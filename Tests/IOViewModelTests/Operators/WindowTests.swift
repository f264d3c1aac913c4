import IOViewModel
import TestScheduler
import Testing

/// `window(timeSpan:count:scheduler:)` as marble diagrams; the source is hot, `^` being the
/// subscription.
///
/// Two cases keep event lists: `disposingEndsTheSourceSubscription` disposes the output while the
/// source still has elements to come, and a marble test disposes its outputs where its longest
/// diagram ends; `aWindowKeepsTheSourceSubscribedAfterTheOuterSubscriptionIsDisposed` disposes the
/// outer subscription and a window's at two different times, and a marble test disposes only the
/// outputs it subscribed, all at once.
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

    /// Each element tagged with its window's index, "window element".
    private let tags: [Character: String] = [
        "a": "0 1", "b": "0 2", "c": "0 3", "d": "1 4", "e": "2 5", "f": "2 6", "g": "2 7", "h": "3 8", "i": "4 9",
    ]

    @Test func aWindowClosesWhenFullOrWhenItsTimeSpanEnds() {
        let scheduler = TestScheduler()
        // One frame is five seconds: the 70-second time span is 14 frames. Window 0 is full at 8;
        // window 1 opens then and its time span ends at 22; window 2 is full at 34; window 3's
        // time span ends at 48.
        scheduler.marbles(frame: 5) { test in
            //                            0         1         2         3         4         5         6         7         8
            //                            012345678901234567890123456789012345678901234567890123456789012345678901234567890
            let xs = test.hot(           "^12-----3-------4-------5-----6---7---------8---------9-------------------------|",
                              values: digits)
            test.expect(tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)),
                                         "-ab-----c-------d-------e-----f---g---------h---------i-------------------------|",
                        values: tags)
            test.expectSubscriptions(xs, "^-------------------------------------------------------------------------------!")
        }
    }

    @Test func anErrorEndsTheCurrentWindowAndTheOuterSequence() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 5) { test in
            //                            0         1         2         3         4         5         6         7         8
            //                            012345678901234567890123456789012345678901234567890123456789012345678901234567890
            let xs = test.hot(           "^12-----3-------4-------5-----6---7---------8---------9-------------------------#",
                              values: digits, error: Boom())
            test.expect(tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)),
                                         "-ab-----c-------d-------e-----f---g---------h---------i-------------------------#",
                        values: tags, error: Boom())
        }
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
        // One frame is ten seconds: the 100-second time span is ten frames. The clock reads 0 at
        // the subscription.
        scheduler.marbles(frame: 10) { test in
            //                       0         1         2
            //                       0123456789012345678901
            let xs = test.hot(      "^----1------------|", values: digits)
            let windows = xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).flatMap { window in
                let opened = scheduler.clock
                return window.toArray().asObservable().map { "opened at \(opened): \($0)" }
            }
            test.expect(windows,    "----------A-------(B|)",
                        values: ["A": "opened at 0: [1]", "B": "opened at 100: []"])
        }
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
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot("^1", values: digits)
            test.expect(xs.window(timeSpan: .seconds(10), count: 0, scheduler: scheduler).merge(),
                        "#", values: digits, error: RxError.argumentOutOfRange)
            // No diagram: xs is never subscribed.
            test.expectSubscriptions(xs)
        }
    }
}
