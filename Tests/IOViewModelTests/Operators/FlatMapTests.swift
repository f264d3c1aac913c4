import Dispatch
import IOViewModel
import Synchronization
import Testing
import TestScheduler

/// `flatMap`, `flatMapFirst`, `concatMap`, `merge()` and `concat()` as marble diagrams. The outer
/// source is hot (`^` is the subscription) and its values are the inner cold sources; each inner's
/// diagram is indented to the frame where it is subscribed. Each test says how long a frame is.
///
/// `disposeEndsTheOuterAndEveryInner` keeps an event list: a marble test disposes its outputs where
/// its longest diagram ends, the inners' included, and this case disposes the output while the
/// inners still have elements to come.
extension OperatorsTransforming {
    @Suite struct FlatMapTests {
        @Test func mergesEveryInnerAndCompletesAfterTheLastOne() {
            let scheduler = TestScheduler()
            let ints: [Character: Int] = ["1": 1, "2": 2, "a": 10, "b": 20]
            scheduler.marbles(frame: 10) { test in
                //                                0         1         2
                //                                012345678901234567890123
                let ys1 = test.cold(              "-1--2|", values: ints)
                let ys2 = test.cold(                "-a-b----------------|", values: ints)
                let xs = test.hot(               "^x-y------|", values: ["x": ys1, "y": ys2])
                test.expect(xs.flatMap { $0 },   "--1-a2b----------------|", values: ints)
                test.expectSubscriptions(xs,     "^---------!")
                test.expectSubscriptions(ys1,    "-^----!")
                test.expectSubscriptions(ys2,    "---^-------------------!")
            }
        }

        @Test func completesWithTheOuterWhenNoInnerIsActive() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let ys = test.cold(                  "-1|", values: digits)
                let xs = test.hot(                  "^5--------|", values: digits)
                test.expect(xs.flatMap { _ in ys }, "--1-------|", values: digits)
                test.expectSubscriptions(ys,        "-^-!")
            }
        }

        @Test func anInnerErrorFailsAndDisposesEverything() {
            let scheduler = TestScheduler()
            let failure = TestError("inner")
            let ints: [Character: Int] = ["1": 1, "2": 2, "a": 10]
            // One frame is five seconds.
            scheduler.marbles(frame: 5) { test in
                //                              0         1         2         3         4
                //                              01234567890123456789012345678901234567890
                let ys1 = test.cold(             "--1-----------------2", values: ints)
                let ys2 = test.cold(                 "-a--#", values: ints, error: failure)
                let xs = test.hot(             "^-x---y---------------------------------x", values: ["x": ys1, "y": ys2])
                test.expect(xs.flatMap { $0 }, "----1--a--#", values: ints, error: failure)
                test.expectSubscriptions(xs,   "^---------!")
                test.expectSubscriptions(ys1,  "--^-------!")
                test.expectSubscriptions(ys2,  "------^---!")
            }
        }

        @Test func anOuterErrorFailsAndDisposesEveryInner() {
            let scheduler = TestScheduler()
            let failure = TestError("outer")
            scheduler.marbles(frame: 10) { test in
                let ys = test.cold(             "-1--------2", values: digits)
                let xs = test.hot(             "^y---#", values: ["y": ys], error: failure)
                test.expect(xs.flatMap { $0 }, "--1--#", values: digits, error: failure)
                test.expectSubscriptions(ys,   "-^---!")
            }
        }

        @Test func aThrowingSelectorFailsAndDisposesEverything() {
            let scheduler = TestScheduler()
            let failure = TestError("selector")
            scheduler.marbles(frame: 10) { test in
                let ys = test.cold(           "-1--------2", values: digits)
                let xs = test.hot(           "^1--2-3", values: digits)
                let flattened = xs.flatMap { value -> TestableObservable<Int> in
                    if value == 2 { throw failure }
                    return ys
                }
                test.expect(flattened,       "--1-#", values: digits, error: failure)
                test.expectSubscriptions(xs, "^---!")
                test.expectSubscriptions(ys, "-^--!")
            }
        }

        @Test func disposeEndsTheOuterAndEveryInner() {
            let scheduler = TestScheduler()
            let ys1 = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
            let ys2 = scheduler.createColdObservable([.next(10, 3), .next(200, 4)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2)])
            let observer = scheduler.start(disposed: 300) { xs.flatMap { $0 } }
            #expect(observer.events == [.next(220, 1), .next(230, 3)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys1.subscriptions == [Subscription(210, 300)])
            #expect(ys2.subscriptions == [Subscription(220, 300)])
        }

        @Test func synchronousInnersInterleaveThroughTheTrampoline() {
            expectNoLeaks {
                // Each source emits one element per trampoline action, so the inners interleave.
                let (recorder, _) = Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }.record()
                #expect(recorder.events == [.next(1), .next(10), .next(2), .next(20), .completed])
            }
        }

        @Test func eventsFromManyThreadsAreSerialized() {
            let threads = 8
            let perThread = 2_000
            let inners = (0..<threads).map { _ in PublishSubject<Int>() }
            let outer = PublishSubject<PublishSubject<Int>>()
            let received = Lock(0)
            let concurrent = Atomic(0)
            let overlapped = Atomic(false)
            let done = DispatchSemaphore(value: 0)
            let tracker = ResourceTracker()
            let subscription = tracker.track {
                outer.flatMap { $0 }.subscribe(onNext: { _ in
                    if concurrent.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
                        overlapped.store(true, ordering: .relaxed)
                    }
                    received.withLock { $0 += 1 }
                    concurrent.subtract(1, ordering: .acquiringAndReleasing)
                }, onCompleted: { done.signal() })
            }
            for inner in inners { outer.onNext(inner) }
            outer.onCompleted()
            DispatchQueue.concurrentPerform(iterations: threads) { index in
                let inner = inners[index]
                for value in 0..<perThread { inner.onNext(value) }
                inner.onCompleted()
            }
            done.wait()
            let total = received.withLock { $0 }
            let didOverlap = overlapped.load(ordering: .relaxed)
            #expect(total == threads * perThread)
            #expect(!didOverlap)
            subscription.dispose()
            #expect(tracker.live == 0)
        }
    }

    @Suite struct FlatMapFirstTests {
        @Test func ignoresOuterElementsWhileAnInnerIsActive() {
            let scheduler = TestScheduler()
            var mapped: [TestTime] = []
            // One frame is five seconds.
            scheduler.marbles(frame: 5) { test in
                //                              0         1         2         3         4         5         6
                //                              01234567890123456789012345678901234567890123456789012345678901
                let ys1 = test.cold(             "--1-2---------------|", values: digits)
                let ys2 = test.cold(                       "--a-|", values: ["a": 20])
                let ys3 = test.cold(                                                   "-3--------|", values: digits)
                let xs = test.hot(             "^-x---------y---------------------------z-------------------|",
                                  values: ["x": ys1, "y": ys2, "z": ys3])
                let firsts = xs.flatMapFirst { inner -> TestableObservable<Int> in
                    mapped.append(scheduler.clock)
                    return inner
                }
                test.expect(firsts,            "----1-2----------------------------------3------------------|",
                            values: digits)
                test.expectSubscriptions(ys1,  "--^-------------------!")
                test.expectSubscriptions(ys2)
                test.expectSubscriptions(ys3,  "----------------------------------------^---------!")
                test.expectSubscriptions(xs,   "^-----------------------------------------------------------!")
            }
            // The selector is not even called for the ignored element (at 60 seconds).
            #expect(mapped == [10, 200])
        }

        @Test func waitsForTheActiveInnerBeforeCompleting() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                //                                   0         1         2
                //                                   0123456789012345678901
                let ys = test.cold(                  "-1------------------|", values: digits)
                let xs = test.hot(                  "^yy-------|", values: ["y": ys])
                test.expect(xs.flatMapFirst { $0 }, "--1------------------|", values: digits)
                test.expectSubscriptions(ys,        "-^-------------------!")
            }
        }

        @Test func innerErrorFails() {
            let scheduler = TestScheduler()
            let failure = TestError("inner")
            scheduler.marbles(frame: 10) { test in
                let ys = test.cold(                  "---#", values: digits, error: failure)
                let xs = test.hot(                  "^y--------y", values: ["y": ys])
                test.expect(xs.flatMapFirst { $0 }, "----#", values: digits, error: failure)
                test.expectSubscriptions(xs,        "^---!")
                test.expectSubscriptions(ys,        "-^--!")
            }
        }

        @Test func pollingSkipsTicksWhileARequestIsInFlight() {
            // The talk's polling pattern: a tick every 10 seconds, a request that takes 25. One
            // frame is five seconds.
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 5) { test in
                let ticks = test.hot(              "^-1-2-3-4-5-|", values: digits)
                let request = test.cold(             "-----(r|)", values: ["r": "response"])
                test.expect(ticks.flatMapFirst { _ in request },
                                                   "-------r-----(r|)", values: ["r": "response"])
                test.expectSubscriptions(request,  "--^----!", "--------^----!")
            }
        }
    }

    @Suite struct ConcatMapTests {
        @Test func subscribesEachInnerAfterThePreviousCompletes() {
            let scheduler = TestScheduler()
            var mapped: [TestTime] = []
            // One frame is five seconds.
            scheduler.marbles(frame: 5) { test in
                //                             0         1
                //                             0123456789012345678
                let ys1 = test.cold(            "--1-------|", values: digits)
                let ys2 = test.cold(                      "--2-|", values: digits)
                let ys3 = test.cold(                          "-3|", values: digits)
                let xs = test.hot(            "^-a-b-c-|", values: ["a": ys1, "b": ys2, "c": ys3])
                let concatenated = xs.concatMap { inner -> TestableObservable<Int> in
                    mapped.append(scheduler.clock)
                    return inner
                }
                test.expect(concatenated,     "----1---------2--3|", values: digits)
                test.expectSubscriptions(ys1, "--^---------!")
                test.expectSubscriptions(ys2, "------------^---!")
                test.expectSubscriptions(ys3, "----------------^-!")
                test.expectSubscriptions(xs,  "^-------!")
            }
            // The selector runs as each element arrives, not when its turn comes.
            #expect(mapped == [10, 20, 30])
        }

        @Test func errorDropsTheWaitingInners() {
            let scheduler = TestScheduler()
            let failure = TestError("inner")
            scheduler.marbles(frame: 5) { test in
                let ys1 = test.cold(                 "--1-#", values: digits, error: failure)
                let ys2 = test.cold(                  "--2-|", values: digits)
                let xs = test.hot(                 "^-ab", values: ["a": ys1, "b": ys2])
                test.expect(xs.concatMap { $0 },   "----1-#", values: digits, error: failure)
                test.expectSubscriptions(ys1,      "--^---!")
                test.expectSubscriptions(ys2)
                test.expectSubscriptions(xs,       "^-----!")
            }
        }

        @Test func aLongQueueOfSynchronousInnersDoesNotNest() {
            expectNoLeaks {
                let gate = PublishSubject<Int>()
                let outer = PublishSubject<Int>()
                let count = 50_000
                var received = 0
                var completed = false
                _ = outer.concatMap { value in value == 0 ? gate.asObservable() : Observable.just(value) }
                    .subscribe(onNext: { _ in received += 1 }, onCompleted: { completed = true })
                for value in 0...count { outer.onNext(value) }
                outer.onCompleted()
                // The first inner holds the queue; completing it runs 50 000 synchronous inners.
                gate.onCompleted()
                #expect(received == count)
                #expect(completed)
            }
        }
    }

    @Suite struct MergeInnerTests {
        @Test func mergeSubscribesEveryInnerAtOnce() {
            let scheduler = TestScheduler()
            // One frame is five seconds.
            scheduler.marbles(frame: 5) { test in
                let ys1 = test.cold(            "--1---|", values: digits)
                let ys2 = test.cold(             "-2|", values: digits)
                let xs = test.hot(            "^-ab|", values: ["a": ys1, "b": ys2])
                test.expect(xs.merge(),       "----(12)|", values: digits)
                test.expectSubscriptions(ys1, "--^-----!")
                test.expectSubscriptions(ys2, "---^-!")
            }
        }

        @Test func maxConcurrentQueuesTheRest() {
            let scheduler = TestScheduler()
            // One frame is one second: the inners arrive a second apart.
            scheduler.marbles { test in
                //                                       0         1         2         3         4         5         6         7
                //                                       012345678901234567890123456789012345678901234567890123456789012345678901
                let ys1 = test.cold(                              "----------1---------------------------------------|", values: digits)
                let ys2 = test.cold(                               "----------2---------|", values: digits)
                let ys3 = test.cold(                                                   "----------3---------|", values: digits)
                let ys4 = test.cold(                                                                       "----------4---------|", values: digits)
                let xs = test.hot(                      "^---------abcd|", values: ["a": ys1, "b": ys2, "c": ys3, "d": ys4])
                test.expect(xs.merge(maxConcurrent: 2), "--------------------12-------------------3-------------------4---------|", values: digits)
                test.expectSubscriptions(ys1,           "----------^-------------------------------------------------!")
                test.expectSubscriptions(ys2,           "-----------^-------------------!")
                test.expectSubscriptions(ys3,           "-------------------------------^-------------------!")
                test.expectSubscriptions(ys4,           "---------------------------------------------------^-------------------!")
            }
        }

        @Test func maxConcurrentOneConcatenates() {
            expectNoLeaks {
                let (recorder, _) = Observable.of(Observable.of(1, 2), Observable.of(3)).merge(maxConcurrent: 1).record()
                #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
            }
        }

        @Test func concatWaitsForEachInner() {
            let scheduler = TestScheduler()
            // One frame is five seconds.
            scheduler.marbles(frame: 5) { test in
                let ys1 = test.cold(            "--1---|", values: digits)
                let ys2 = test.cold(                  "--2-|", values: digits)
                let xs = test.hot(            "^-ab|", values: ["a": ys1, "b": ys2])
                test.expect(xs.concat(),      "----1-----2-|", values: digits)
                test.expectSubscriptions(ys1, "--^-----!")
                test.expectSubscriptions(ys2, "--------^---!")
            }
        }

        @Test func outerErrorFails() {
            let scheduler = TestScheduler()
            let failure = TestError("outer")
            scheduler.marbles(frame: 10) { test in
                let ys = test.cold(                      "-1--------|", values: digits)
                let xs = test.hot(                      "^yy#", values: ["y": ys], error: failure)
                test.expect(xs.merge(maxConcurrent: 1), "--1#", values: digits, error: failure)
                test.expectSubscriptions(ys,            "-^-!")
            }
        }
    }
}
