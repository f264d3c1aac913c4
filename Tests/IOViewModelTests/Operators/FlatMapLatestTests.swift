import Dispatch
import IOViewModel
import Synchronization
import Testing
import TestScheduler

/// `flatMapLatest` and `switchLatest` as marble diagrams. The outer source is hot (`^` is the
/// subscription); each inner's diagram is indented to the frame where it is subscribed. Each test
/// says how long a frame is when it is not ten seconds.
///
/// `disposeEndsTheOuterAndTheInner` keeps an event list: a marble test disposes its outputs where
/// its longest diagram ends, the inner's included, and this case disposes the output while the
/// inner still has an element to come.
extension OperatorsTransforming {
    @Suite struct FlatMapLatestTests {
        @Test func eachElementDisposesThePreviousInner() {
            let scheduler = TestScheduler()
            let ints: [Character: Int] = ["a": 101, "b": 102, "c": 103, "d": 201, "e": 202, "f": 203, "g": 301, "h": 302]
            scheduler.marbles(frame: 10) { test in
                //                                       0         1         2         3         4
                //                                       01234567890123456789012345678901234567890
                let ys1 = test.cold(                              "-ab--------c--------|", values: ints)
                let ys2 = test.cold(                                        "-def|", values: ints)
                let ys3 = test.cold(                                                  "-g---h", values: ints)
                let xs = test.hot(                      "^---------1---------2---------3---------|", values: digits)
                let inners = [1: ys1, 2: ys2, 3: ys3]
                test.expect(xs.flatMapLatest { inners[$0]! },
                                                        "-----------ab--------def-------g---h", values: ints)
                test.expectSubscriptions(xs,            "^---------------------------------------!")
                // ys1 is cut off at 20, before its c at 21; ys2 completes on its own at 24; ys3 is
                // still subscribed when the test ends and disposes the output.
                test.expectSubscriptions(ys1,           "----------^---------!")
                test.expectSubscriptions(ys2,           "--------------------^---!")
                test.expectSubscriptions(ys3,           "------------------------------^----------!")
            }
        }

        @Test func completesWhenTheOuterAndTheLatestInnerHaveCompleted() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let ys = test.cold(                        "-a-------------|")
                let xs = test.hot(                        "^0---|", values: digits)
                test.expect(xs.flatMapLatest { _ in ys }, "--a-------------|")
                test.expectSubscriptions(xs,              "^----!")
                test.expectSubscriptions(ys,              "-^--------------!")
            }
        }

        @Test func completesWithTheOuterWhenTheLatestInnerIsDone() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let ys = test.cold(                        "-a|")
                let xs = test.hot(                        "^0--------|", values: digits)
                test.expect(xs.flatMapLatest { _ in ys }, "--a-------|")
                test.expectSubscriptions(ys,              "-^-!")
            }
        }

        @Test func theLatestInnersErrorFails() {
            let scheduler = TestScheduler()
            let failure = TestError("inner")
            scheduler.marbles(frame: 10) { test in
                //                                    0         1         2
                //                                    012345678901234567890
                let ys1 = test.cold(                  "-1--------#", values: digits, error: failure)
                let ys2 = test.cold(                      "-2-#", values: digits, error: failure)
                let xs = test.hot(                   "^x---y--------------x", values: ["x": ys1, "y": ys2])
                // ys1's error at 11 never happens: ys1 was disposed at 5.
                test.expect(xs.flatMapLatest { $0 }, "--1---2-#", values: digits, error: failure)
                test.expectSubscriptions(xs,         "^-------!")
                test.expectSubscriptions(ys1,        "-^---!")
                test.expectSubscriptions(ys2,        "-----^--!")
            }
        }

        @Test func aThrowingSelectorFailsAndDisposesTheInner() {
            let scheduler = TestScheduler()
            let failure = TestError("selector")
            scheduler.marbles(frame: 10) { test in
                let ys = test.cold(           "-1------------------2", values: digits)
                let xs = test.hot(           "^1---2", values: digits)
                let latest = xs.flatMapLatest { value -> TestableObservable<Int> in
                    if value == 2 { throw failure }
                    return ys
                }
                test.expect(latest,          "--1--#", values: digits, error: failure)
                test.expectSubscriptions(xs, "^----!")
                test.expectSubscriptions(ys, "-^---!")
            }
        }

        @Test func outerErrorFails() {
            let scheduler = TestScheduler()
            let failure = TestError("outer")
            scheduler.marbles(frame: 10) { test in
                let ys = test.cold(                   "-1------------------2", values: digits)
                let xs = test.hot(                   "^y---#", values: ["y": ys], error: failure)
                test.expect(xs.flatMapLatest { $0 }, "--1--#", values: digits, error: failure)
                test.expectSubscriptions(ys,         "-^---!")
            }
        }

        @Test func disposeEndsTheOuterAndTheInner() {
            let scheduler = TestScheduler()
            let ys = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
            let xs = scheduler.createHotObservable([.next(210, ys)])
            let observer = scheduler.start(disposed: 300) { xs.flatMapLatest { $0 } }
            #expect(observer.events == [.next(220, 1)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(210, 300)])
        }

        @Test func searchAsYouTypeCancelsTheRequestInFlight() {
            let scheduler = TestScheduler()
            let queries: [Character: String] = ["a": "r", "b": "rx", "c": "rxs"]
            // One frame is five seconds: a request takes four frames.
            scheduler.marbles(frame: 5) { test in
                var requests: [String: TestableObservable<[String]>] = [:]
                for query in ["r", "rx", "rxs"] {
                    requests[query] = test.cold("----(x|)", values: ["x": ["\(query)1"]])
                }
                //                                                   0         1         2
                //                                                   0123456789012345678901234
                let typed = test.hot(                               "^-ab----------------c", values: queries)
                test.expect(typed.flatMapLatest { requests[$0]! },  "-------B----------------C",
                            values: ["B": ["rx1"], "C": ["rxs1"]])
                test.expectSubscriptions(requests["r"]!,            "--^!")
                test.expectSubscriptions(requests["rx"]!,           "---^---!")
                test.expectSubscriptions(requests["rxs"]!,          "--------------------^---!")
            }
        }

        @Test func synchronousInnersCompleteBeforeTheNextElement() {
            expectNoLeaks {
                let (recorder, _) = Observable.of(1, 2, 3).flatMapLatest { Observable.just($0 * 10) }.record()
                #expect(recorder.events == [.next(10), .next(20), .next(30), .completed])
            }
        }

        @Test func aReentrantOuterElementSupersedesTheInnerBeingSubscribed() {
            expectNoLeaks {
                let outer = PublishSubject<Int>()
                let inner1 = PublishSubject<String>()
                var received: [String] = []
                // The first inner emits during its own subscription and that pushes a new outer
                // element: the second inner replaces it before its `subscribe` has even returned.
                let first = Observable<String>.create { observer in
                    let subscription = inner1.subscribe(observer)
                    observer.onNext("first")
                    outer.onNext(2)
                    return subscription
                }
                let subscription = outer.flatMapLatest { $0 == 1 ? first : Observable.just("second") }
                    .subscribe(onNext: { received.append($0) })
                outer.onNext(1)
                inner1.onNext("stale")
                #expect(received == ["first", "second"])
                #expect(!inner1.hasObservers)
                subscription.dispose()
            }
        }

        @Test func aSupersededInnerOnAnotherThreadNeverInterleaves() {
            let tracker = ResourceTracker()
            let outer = PublishSubject<Int>()
            let inners = (0..<2).map { _ in PublishSubject<Int>() }
            let received = Lock<[Int]>([])
            let subscription = tracker.track {
                outer.flatMapLatest { inners[$0] }.subscribe(onNext: { value in received.withLock { $0.append(value) } })
            }
            outer.onNext(0)
            let started = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            let stale = inners[0]
            DispatchQueue.global().async {
                started.signal()
                for _ in 0..<10_000 { stale.onNext(0) }
                finished.signal()
            }
            started.wait()
            outer.onNext(1)
            inners[1].onNext(1)
            finished.wait()
            let values = received.withLock { $0 }
            // Once 1 arrived from the new inner, no 0 from the superseded one may follow it.
            #expect(values.last == 1)
            #expect(values.filter { $0 == 1 }.count == 1)
            subscription.dispose()
            #expect(tracker.live == 0)
        }
    }

    @Suite struct SwitchLatestTests {
        @Test func switchesToEachNewInner() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let ys1 = test.cold(            "-1----2---|", values: digits)
                let ys2 = test.cold(                "-3|", values: digits)
                let xs = test.hot(             "^x---y|", values: ["x": ys1, "y": ys2])
                test.expect(xs.switchLatest(), "--1---3|", values: digits)
                test.expectSubscriptions(ys1,  "-^---!")
                test.expectSubscriptions(ys2,  "-----^-!")
                test.expectSubscriptions(xs,   "^-----!")
            }
        }

        @Test func emptyOuterCompletes() {
            expectNoLeaks {
                let (recorder, _) = Observable<Observable<Int>>.empty().switchLatest().record()
                #expect(recorder.events == [.completed])
            }
        }
    }
}
