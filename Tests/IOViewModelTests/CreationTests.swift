import Dispatch
import IOViewModel
import TestScheduler
import Testing

@Suite("Creation")
struct CreationTests {
    // MARK: create

    @Test func createForwardsEventsAndDisposesItsCleanupAfterCompletion() throws {
        try expectNoLeaks { tracker in
            var cleanups = 0
            var observerOutside: AnyObserver<Int>?
            let observable = Observable<Int>.create { observer in
                observerOutside = observer
                observer.onNext(1)
                observer.onNext(2)
                return Disposables.create { cleanups += 1 }
            }
            let log = EventLog<Int>()
            let subscription = observable.subscribe(log)
            #expect(tracker.live == 1)
            let observer = try #require(observerOutside)
            observer.onNext(3)
            observer.onCompleted()
            #expect(cleanups == 1)
            #expect(tracker.live == 0)
            observer.onNext(4)
            observer.onError(TestError())
            observer.onCompleted()
            log.expect([.next(1), .next(2), .next(3), .completed])
            subscription.dispose()
            #expect(cleanups == 1)
        }
    }

    @Test func createDropsEventsAfterDispose() {
        expectNoLeaks { tracker in
            var cleanups = 0
            var observerOutside: AnyObserver<Int>?
            let observable = Observable<Int>.create { observer in
                observerOutside = observer
                return Disposables.create { cleanups += 1 }
            }
            let log = EventLog<Int>()
            let subscription = observable.subscribe(log)
            observerOutside?.onNext(1)
            subscription.dispose()
            #expect(cleanups == 1)
            #expect(tracker.live == 0)
            observerOutside?.onNext(2)
            observerOutside?.onCompleted()
            subscription.dispose()
            #expect(cleanups == 1)
            log.expect([.next(1)])
        }
    }

    @Test func createThatTerminatesSynchronouslyDisposesTheLateCleanup() {
        expectNoLeaks { _ in
            var cleanups = 0
            let observable = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onError(TestError("2"))
                observer.onNext(3)
                return Disposables.create { cleanups += 1 }
            }
            let log = EventLog<Int>()
            _ = observable.subscribe(log)
            log.expect([.next(1), .error(TestError("2"))])
            #expect(cleanups == 1)
        }
    }

    @Test func createRunsItsClosureForEachSubscription() {
        expectNoLeaks { _ in
            var subscriptions = 0
            let observable = Observable<Int>.create { observer in
                subscriptions += 1
                observer.onNext(subscriptions)
                observer.onCompleted()
                return Disposables.create()
            }
            let first = EventLog<Int>()
            let second = EventLog<Int>()
            _ = observable.subscribe(first)
            _ = observable.subscribe(second)
            first.expect([.next(1), .completed])
            second.expect([.next(2), .completed])
        }
    }

    // MARK: just, empty, never, error

    @Test func justEmitsItsElementThenCompletes() {
        let log = EventLog<String>()
        _ = Observable.just("only").subscribe(log)
        log.expect([.next("only"), .completed])
    }

    @Test func justOnASchedulerWaitsForTheScheduler() {
        let scheduler = ManualScheduler()
        let log = EventLog<Int>()
        _ = Observable.just(5, scheduler: scheduler).subscribe(log)
        log.expect([])
        scheduler.runAll()
        log.expect([.next(5), .completed])
    }

    @Test func justOnASchedulerCanBeCancelled() {
        let scheduler = ManualScheduler()
        let log = EventLog<Int>()
        Observable.just(5, scheduler: scheduler).subscribe(log).dispose()
        scheduler.runAll()
        log.expect([])
    }

    @Test func emptyNeverAndError() {
        let empty = EventLog<Int>()
        _ = Observable<Int>.empty().subscribe(empty)
        empty.expect([.completed])

        let never = EventLog<Int>()
        Observable<Int>.never().subscribe(never).dispose()
        never.expect([])

        let failed = EventLog<Int>()
        _ = Observable<Int>.error(TestError("8")).subscribe(failed)
        failed.expect([.error(TestError("8"))])
    }

    // MARK: of, from

    @Test func ofAndFromEmitInOrderThenComplete() {
        expectNoLeaks { _ in
            let of = EventLog<Int>()
            _ = Observable.of(1, 2, 3).subscribe(of)
            of.expect([.next(1), .next(2), .next(3), .completed])

            let from = EventLog<Character>()
            _ = Observable.from("abc").subscribe(from)
            from.expect([.next("a"), .next("b"), .next("c"), .completed])

            let empty = EventLog<Int>()
            _ = Observable.from([Int]()).subscribe(empty)
            empty.expect([.completed])
        }
    }

    @Test func fromEmitsBeforeSubscribeReturnsAtTopLevel() {
        var received: [Int] = []
        let subscription = Observable.from([1, 2, 3]).subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2, 3])
        subscription.dispose()
    }

    @Test func fromInsideATrampolineActionWaitsForTheActionToReturn() {
        expectNoLeaks { _ in
            var log: [String] = []
            _ = CurrentThreadScheduler.instance.schedule {
                _ = Observable.of(1, 2).subscribe(onNext: { log.append("element \($0)") })
                log.append("subscribed")
            }
            #expect(log == ["subscribed", "element 1", "element 2"])
        }
    }

    @Test func disposingBetweenElementsStopsAnInfiniteSequence() {
        expectNoLeaks { _ in
            var received: [Int] = []
            var subscription: (any Disposable)?
            _ = CurrentThreadScheduler.instance.schedule {
                // Subscribing inside a trampoline action returns before the first element, so the
                // handler can reach its own subscription.
                subscription = Observable.from(sequence(first: 0) { $0 + 1 }).subscribe(onNext: { element in
                    received.append(element)
                    if element == 3 { subscription?.dispose() }
                })
            }
            #expect(received == [0, 1, 2, 3])
        }
    }

    @Test func nestedSynchronousSourcesInterleaveThroughTheTrampoline() {
        expectNoLeaks { _ in
            var log: [String] = []
            _ = Observable.of(1, 2).subscribe(onNext: { outer in
                log.append("outer \(outer)")
                _ = Observable.of(outer * 10, outer * 10 + 1).subscribe(onNext: { log.append("inner \($0)") })
            })
            // Each element is one trampoline action, queued behind the ones already waiting.
            #expect(log == ["outer 1", "inner 10", "outer 2", "inner 11", "inner 20", "inner 21"])
        }
    }

    @Test func fromOnADispatchSchedulerEmitsOnItsQueue() async {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "from-test")
        queue.setSpecific(key: key, value: "from-test")
        let scheduler = SerialDispatchQueueScheduler(queue: queue)
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<([Int], Bool), Never>) in
            var received: [Int] = []
            var allOnQueue = true
            _ = Observable.from([1, 2, 3], scheduler: scheduler).subscribe(
                onNext: { element in
                    received.append(element)
                    allOnQueue = allOnQueue && DispatchQueue.getSpecific(key: key) == "from-test"
                },
                onCompleted: { continuation.resume(returning: (received, allOnQueue)) }
            )
        }
        #expect(result.0 == [1, 2, 3])
        #expect(result.1)
    }

    // MARK: the current-thread trampoline

    // RxSwift subscribes every outermost subscription inside a current-thread trampoline, so a
    // synchronous source subscribed while a subscription is being made (inside `create`'s
    // closure, `deferred`'s factory, `using`'s factories) emits once that outer subscription has
    // returned, not in the middle of it. A cascade of sources built on `create` depends on it.

    /// Subscribes to `Observable.of(1, 2)`, logging its events with `log`.
    private static func subscribeInner(_ log: @escaping (String) -> Void) -> any Disposable {
        Observable.of(1, 2).subscribe(onNext: { log("inner next \($0)") }, onCompleted: { log("inner completed") })
    }

    @Test func aSynchronousSourceSubscribedInsideCreateEmitsAfterTheClosureReturns() {
        expectNoLeaks { _ in
            var log: [String] = []
            let subscription = Observable<Int>.create { observer in
                log.append("before")
                let inner = Observable.of(1, 2).subscribe(
                    onNext: { log.append("inner next \($0)"); observer.onNext($0) },
                    onCompleted: { log.append("inner completed"); observer.onCompleted() })
                log.append("after")
                return inner
            }
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
            #expect(
                log == [
                    "before", "after", "inner next 1", "next 1", "inner next 2", "next 2", "inner completed",
                    "completed",
                ])
            subscription.dispose()
        }
    }

    @Test func anEmptySynchronousSourceSubscribedInsideCreateCompletesAfterTheClosureReturns() {
        // What a cascade of sources built on `create` relies on: the code after the subscription
        // (here, the log entry that stands for the cascade's bookkeeping) runs before the empty
        // source's completion arrives.
        expectNoLeaks { _ in
            var log: [String] = []
            _ = Observable<Int>.create { observer in
                log.append("before")
                let inner = Observable<Int>.from([]).subscribe(onCompleted: {
                    log.append("inner completed")
                    observer.onCompleted()
                })
                log.append("after")
                return inner
            }
            .subscribe(onCompleted: { log.append("completed") })
            #expect(log == ["before", "after", "inner completed", "completed"])
        }
    }

    @Test func aSynchronousSourceSubscribedInsideDeferredEmitsAfterTheSubscription() {
        expectNoLeaks { _ in
            var log: [String] = []
            _ = Observable<Int>.deferred {
                log.append("before")
                _ = Self.subscribeInner { log.append($0) }
                log.append("after")
                return .just(0)
            }
            .subscribe(onNext: { log.append("next \($0)") })
            #expect(log == ["before", "after", "next 0", "inner next 1", "inner next 2", "inner completed"])
        }
    }

    @Test func aSynchronousSourceSubscribedInsideUsingEmitsAfterTheSubscription() {
        expectNoLeaks { _ in
            var log: [String] = []
            _ = Observable<Int>.using(
                { () -> BooleanDisposable in
                    _ = Self.subscribeInner { log.append($0) }
                    log.append("resource")
                    return BooleanDisposable()
                },
                observableFactory: { _ in .just(0) }
            )
            .subscribe(onNext: { log.append("next \($0)") })
            #expect(log == ["resource", "next 0", "inner next 1", "inner next 2", "inner completed"])
        }
    }

    @Test func theTraitsCreateFollowTheSameOrder() {
        expectNoLeaks { _ in
            var log: [String] = []
            _ = Single<Int>.create { single in
                _ = Self.subscribeInner { log.append($0) }
                log.append("single")
                single(.success(0))
                return Disposables.create()
            }
            .subscribe(onSuccess: { log.append("success \($0)") })
            _ = Infallible<Int>.create { observer in
                _ = Self.subscribeInner { log.append($0) }
                log.append("infallible")
                observer(.completed)
                return Disposables.create()
            }
            .subscribe(onCompleted: { log.append("completed") })
            #expect(
                log == [
                    "single", "success 0", "inner next 1", "inner next 2", "inner completed", "infallible", "completed",
                    "inner next 1", "inner next 2", "inner completed",
                ])
        }
    }

    @Test func insideARunningTrampolineCreateRunsItsClosureAtOnce() {
        expectNoLeaks { _ in
            var log: [String] = []
            _ = CurrentThreadScheduler.instance.schedule {
                let subscription = Observable<Int>.create { _ in
                    log.append("closure")
                    return Disposables.create()
                }
                .subscribe()
                log.append("subscribed")
                subscription.dispose()
            }
            #expect(log == ["closure", "subscribed"])
        }
    }

    // MARK: deferred

    @Test func deferredCallsItsFactoryPerSubscription() {
        expectNoLeaks { _ in
            var calls = 0
            let observable = Observable<Int>.deferred {
                calls += 1
                return Observable.just(calls)
            }
            #expect(calls == 0)
            let first = EventLog<Int>()
            let second = EventLog<Int>()
            _ = observable.subscribe(first)
            _ = observable.subscribe(second)
            first.expect([.next(1), .completed])
            second.expect([.next(2), .completed])
        }
    }

    @Test func deferredDeliversAFactoryErrorAsTheSequenceError() {
        let log = EventLog<Int>()
        _ = Observable<Int>.deferred { throw TestError("3") }.subscribe(log)
        log.expect([.error(TestError("3"))])
    }

    // MARK: Observable(unsafeSubscribe:)

    @Test func unsafeSubscribeRunsTheClosurePerSubscription() {
        var subscribed = 0
        let observable = Observable<Int>(unsafeSubscribe: { observer in
            subscribed += 1
            observer.onNext(subscribed)
            return Disposables.create()
        })
        let log = EventLog<Int>()
        _ = observable.subscribe(log)
        _ = observable.asObservable().subscribe(log)
        #expect(log.elements == [1, 2])
    }
}
