import IOViewModel
import TestScheduler
import Testing

/// Each trait operator forwards to the observable operator of the same name; these tests pin the
/// trait-level result of each.
@Suite struct PrimitiveSequenceOperatorTests {
    private func events<Element>(_ single: PrimitiveSequence<SingleTrait, Element>) -> [Event<Element>] {
        single.asObservable().record().recorder.events
    }

    private func events<Element>(_ maybe: PrimitiveSequence<MaybeTrait, Element>) -> [Event<Element>] {
        maybe.asObservable().record().recorder.events
    }

    @Test func errorAndNeverAreTheSameOnEveryTrait() {
        expectNoLeaks {
            let error = TestError("e")
            #expect(events(Single<Int>.error(error)) == [.error(error)])
            #expect(events(Maybe<Int>.error(error)) == [.error(error)])
            #expect(Completable.error(error).asObservable().record().recorder.events == [.error(error)])
            for never in [Single<Int>.never().asObservable(), Maybe<Int>.never().asObservable()] {
                let (recorder, subscription) = never.record()
                #expect(recorder.events == [])
                subscription.dispose()
            }
            let (recorder, subscription) = Completable.never().asObservable().record()
            #expect(recorder.events == [])
            subscription.dispose()
        }
    }

    @Test func transformingASingle() {
        expectNoLeaks {
            #expect(events(Single.just(2).map { $0 + 1 }) == [.next(3), .completed])
            #expect(events(Single.just(2).map { (_: Int) throws(TestError) -> Int in throw TestError("map") })
                    == [.error(TestError("map"))])
            #expect(events(Single.just(2).filter { $0 > 1 }) == [.next(2), .completed])
            #expect(events(Single.just(2).filter { $0 > 5 }) == [.completed])
            #expect(events(Single.just(2).compactMap { $0 > 5 ? $0 : nil }) == [.completed])
            #expect(events(Single.just(2).flatMap { Single.just("\($0)") }) == [.next("2"), .completed])
            #expect(events(Single.just(2).flatMapMaybe { _ in Maybe<Int>.empty() }) == [.completed])
            #expect(Single.just(2).flatMapCompletable { _ in Completable.empty() }.asObservable().record().recorder.events
                    == [.completed])
            #expect(Single.just(2).asCompletable().asObservable().record().recorder.events == [.completed])
            #expect(events(Single.just(2).asMaybe()) == [.next(2), .completed])
            #expect(events(Single.just(2).primitiveSequence) == [.next(2), .completed])
        }
    }

    @Test func recoveringFromErrors() {
        expectNoLeaks {
            let failing = Single<Int>.error(TestError("e"))
            #expect(events(failing.catch { _ in .just(0) }) == [.next(0), .completed])
            #expect(events(failing.catch { (_) throws(TestError) -> Single<Int> in throw TestError("again") })
                    == [.error(TestError("again"))])
            #expect(events(failing.catchAndReturn(-1)) == [.next(-1), .completed])

            var attempts = 0
            let flaky = Single<Int>.deferred {
                attempts += 1
                return attempts < 3 ? .error(TestError("flaky")) : .just(attempts)
            }
            #expect(events(flaky.retry(3)) == [.next(3), .completed])
            attempts = 0
            #expect(events(flaky.retry(2)) == [.error(TestError("flaky"))])
        }
    }

    @Test func retryWhenResubscribesOnTheNotifiersSignal() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .error(10, TestError("x"))])
        let observer = scheduler.start {
            xs.asSingle().retry(when: { (errors: Observable<TestError>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt < 1 ? Observable.timer(.seconds(5), scheduler: scheduler) : Observable.error(error)
                }
            }).asObservable()
        }
        #expect(observer.events == [.error(225, TestError("x"))])
        #expect(xs.subscriptions == [Subscription(200, 210), Subscription(215, 225)])

        let untyped = TestScheduler()
        let ys = untyped.createColdObservable([.next(10, 1), .error(10, TestError("y"))])
        let completed = untyped.start {
            ys.asSingle().retry(when: { (errors: Observable<any Error>) in errors.take(1) }).asObservable()
        }
        #expect(completed.events == [.completed(220)])
        #expect(ys.subscriptions == [Subscription(200, 210), Subscription(210, 220)])
    }

    @Test func timeoutFailsOrSwitches() {
        let scheduler = TestScheduler()
        let slow = Single<Int>.never()
        #expect(scheduler.start { slow.timeout(.seconds(50), scheduler: scheduler).asObservable() }.events
                == [.error(250, RxError.timeout)])

        let second = TestScheduler()
        let fallback = Single.just(9)
        #expect(second.start { slow.timeout(.seconds(50), other: fallback, scheduler: second).asObservable() }.events
                == [.next(250, 9), .completed(250)])
    }

    @Test func delayAndDelaySubscription() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        #expect(scheduler.start { xs.asSingle().delay(.seconds(30), scheduler: scheduler).asObservable() }.events
                == [.next(240, 1), .completed(240)])

        let second = TestScheduler()
        let ys = second.createColdObservable([.next(10, 1), .completed(10)])
        #expect(second.start { ys.asSingle().delaySubscription(.seconds(30), scheduler: second).asObservable() }.events
                == [.next(240, 1), .completed(240)])
        #expect(ys.subscriptions == [Subscription(230, 240)])
    }

    @Test func observeOnAndSubscribeOnWaitForTheScheduler() {
        for hop in [
            { (single: Single<Int>, scheduler: TestScheduler) in single.observe(on: scheduler) },
            { (single: Single<Int>, scheduler: TestScheduler) in single.subscribe(on: scheduler) },
        ] {
            let scheduler = TestScheduler()
            let observer = scheduler.createObserver(Int.self)
            let subscription = scheduler.tracker.track { hop(Single.just(1), scheduler).asObservable().subscribe(observer) }
            #expect(observer.events.isEmpty, "nothing is delivered before the scheduler runs")
            scheduler.start()
            #expect(observer.events == [.next(0, 1), .completed(0)])
            subscription.dispose()
            scheduler.assertNoLeaks()
        }
    }

    @Test func doRunsSingleHooks() {
        expectNoLeaks {
            var log: [String] = []
            let hooked = Single.just(1).do(
                onSuccess: { log.append("onSuccess \($0)") },
                afterSuccess: { log.append("afterSuccess \($0)") },
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") })
            _ = hooked.subscribe(onSuccess: { log.append("got \($0)") })
            #expect(log.first == "onSubscribe")
            #expect(log.contains("onSubscribed") && log.contains("onDispose"))
            #expect(log.filter { !$0.hasPrefix("onSub") && $0 != "onDispose" } == ["onSuccess 1", "got 1", "afterSuccess 1"])

            log = []
            _ = Single<Int>.error(TestError("e")).do(
                onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") }
            ).subscribe(onFailure: { _ in log.append("failed") })
            #expect(log == ["onError", "failed", "afterError"])
        }
    }

    @Test func debugPassesTheOutcomeThrough() {
        expectNoLeaks {
            #expect(events(Single.just(1).debug("single")) == [.next(1), .completed])
        }
    }

    @Test func usingDisposesTheResourceWithTheSubscription() {
        expectNoLeaks {
            var resources: [BooleanDisposable] = []
            let single = Single<Int>.using(
                { () -> BooleanDisposable in
                    let resource = BooleanDisposable()
                    resources.append(resource)
                    return resource
                },
                primitiveSequenceFactory: { resource in .just(resource.isDisposed ? 0 : 5) })
            #expect(events(single) == [.next(5), .completed])
            #expect(resources.count == 1 && resources[0].isDisposed)
        }
    }

    @Test func zipOfSinglesWaitsForEveryOne() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let a = test.cold("-a|", values: ["a": 1])
            let b = test.cold("---b|", values: ["b": 2])
            let c = test.cold("--c|", values: ["c": 3])
            test.expect(Single.zip(a.asSingle(), b.asSingle()) { $0 + $1 }.asObservable(), "----(s|)", values: ["s": 3])
            test.expect(Single.zip(a.asSingle(), b.asSingle(), c.asSingle()).map { $0 + $1 + $2 }.asObservable(),
                        "----(s|)", values: ["s": 6])
            test.expect(Single.zip([a.asSingle(), b.asSingle(), c.asSingle()]).asObservable(),
                        "----(s|)", values: ["s": [1, 2, 3]])
            test.expect(Maybe.zip(a.asMaybe(), b.asMaybe()).map { $0 * $1 }.asObservable(), "----(s|)", values: ["s": 2])
        }
    }

    @Test func zipArities() {
        expectNoLeaks {
            let one = Single.just(1)
            let eight = Single.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            #expect(events(eight) == [.next(8), .completed])
            let tuple = Single.zip(one, one, one, one).map { $0 + $1 + $2 + $3 }
            #expect(events(tuple) == [.next(4), .completed])
            #expect(events(Single.zip([Single<Int>]())) == [.next([]), .completed])
            #expect(events(Single.zip([one, one]) { $0.count }) == [.next(2), .completed])
            #expect(events(Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }) == [.completed])
            #expect(events(Maybe.zip([Maybe.just(1), Maybe.just(2)])) == [.next([1, 2]), .completed])
        }
    }

    @Test func zipFailsWithTheFirstErrorAndDisposesTheOthers() {
        let scheduler = TestScheduler()
        let a = scheduler.createColdObservable([.error(20, TestError("a"), Int.self)])
        let b = scheduler.createColdObservable([.next(40, 2), .completed(40)])
        let observer = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) { $0 + $1 }.asObservable() }
        #expect(observer.events == [.error(220, TestError("a"))])
        #expect(b.subscriptions == [Subscription(200, 220)])
    }

    @Test func asDriverAndAsSignalReplaceTheError() {
        let scheduler = TestScheduler()
        let (driver, signal) = MainScheduler.withMainScheduler(scheduler) {
            (Single<Int>.error(TestError("e")).asDriver(onErrorJustReturn: -1),
             Maybe.just(4).asSignal(onErrorJustReturn: -1))
        }
        let driven = scheduler.createObserver(Int.self)
        let signalled = scheduler.createObserver(Int.self)
        let subscriptions = scheduler.tracker.track { [driver.drive(driven), signal.emit(to: signalled)] }
        scheduler.advanceTo(10)
        #expect(driven.events == [.next(0, -1), .completed(0)])
        #expect(signalled.events == [.next(0, 4), .completed(0)])
        subscriptions.forEach { $0.dispose() }
        scheduler.assertNoLeaks()
    }
}
