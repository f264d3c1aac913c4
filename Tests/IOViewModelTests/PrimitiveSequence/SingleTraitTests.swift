import IOViewModel
import TestScheduler
import Testing

/// `Single`: one element or an error, built on an `Observable` whose success is `(a|)`.
@Suite struct SingleTraitTests {
    @Test func createSucceedsOnceThenCompletesAndDropsLaterCalls() {
        let scheduler = TestScheduler()
        var disposals = 0
        let single = Single<Int>.create { observer in
            scheduler.scheduleAt(300) {
                observer(.success(1))
                observer(.success(2))
                observer(.failure(TestError("late")))
            }
            return Disposables.create { disposals += 1 }
        }
        let observer = scheduler.start { single.asObservable() }
        #expect(observer.events == [.next(300, 1), .completed(300)])
        #expect(disposals == 1)
    }

    @Test func createFails() {
        let scheduler = TestScheduler()
        let single = Single<Int>.create { observer in
            scheduler.scheduleAt(250) { observer(.failure(TestError("boom"))) }
            return Disposables.create()
        }
        let observer = scheduler.start { single.asObservable() }
        #expect(observer.events == [.error(250, TestError("boom"))])
    }

    @Test func disposingBeforeTheOutcomeDropsItAndRunsTheDisposable() {
        let scheduler = TestScheduler()
        var disposedAt: TestTime?
        let single = Single<Int>.create { observer in
            scheduler.scheduleAt(500) { observer(.success(1)) }
            return Disposables.create { disposedAt = scheduler.clock }
        }
        let observer = scheduler.start(disposed: 400) { single.asObservable() }
        #expect(observer.events == [])
        #expect(disposedAt == 400)
    }

    @Test func marblesDrawASuccessAsElementAndCompletionTogether() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let source = test.cold("--a|", values: ["a": 1])
            test.expect(source.asSingle().map { $0 * 10 }.asObservable(), "---(x|)", values: ["x": 10])
        }
    }

    @Test func subscribeWithOneClosureGetsTheOutcomeOnce() {
        expectNoLeaks {
            var outcomes: [String] = []
            _ = Single.just(1).subscribe { event in
                switch event {
                case .success(let element): outcomes.append("success \(element)")
                case .failure(let error): outcomes.append("failure \(error)")
                }
            }
            _ = Single<Int>.error(TestError("e")).subscribe { event in
                if case .failure(let error) = event { outcomes.append("failure \(error)") }
            }
            #expect(outcomes == ["success 1", "failure \(TestError("e"))"])
        }
    }

    @Test func subscribeOnSuccessOnFailureOnDisposed() {
        expectNoLeaks {
            var log: [String] = []
            _ = Single.just(7).subscribe(
                onSuccess: { log.append("success \($0)") },
                onFailure: { _ in log.append("failure") },
                onDisposed: { log.append("disposed") })
            _ = Single<Int>.error(TestError("e")).subscribe(
                onSuccess: { _ in log.append("success") },
                onFailure: { log.append("failure \($0)") },
                onDisposed: { log.append("disposed") })
            let pending = Single<Int>.never().subscribe(onDisposed: { log.append("disposed never") })
            pending.dispose()
            #expect(log == ["success 7", "disposed", "failure \(TestError("e"))", "disposed", "disposed never"])
        }
    }

    @Test func subscribeWithAnObjectIgnoresTheOutcomeOnceTheObjectIsGone() {
        final class Screen { var shown: [Int] = [] }
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var screen: Screen? = Screen()
            weak let weakScreen = screen
            var calls = 0
            let subscription = subject.take(1).asSingle().subscribe(with: screen!, onSuccess: { _, _ in calls += 1 })
            screen = nil
            #expect(weakScreen == nil)
            subject.onNext(1)
            #expect(calls == 0)
            subscription.dispose()

            let kept = Screen()
            _ = Single.just(4).subscribe(with: kept, onSuccess: { screen, value in screen.shown.append(value) })
            #expect(kept.shown == [4])
        }
    }

    @Test func anEmptyEndReachesNoOutcomeClosure() {
        expectNoLeaks {
            // `retry(0)` is the one way a single ends empty: no outcome, only the end of the subscription.
            let empty = Single.just(1).retry(0)
            var calls: [String] = []
            _ = empty.subscribe { _ in calls.append("outcome") }
            _ = empty.subscribe(
                onSuccess: { _ in calls.append("success") }, onFailure: { _ in calls.append("failure") },
                onDisposed: { calls.append("disposed") })
            #expect(calls == ["disposed"])
        }
    }

    @Test func factories() {
        let scheduler = TestScheduler()
        #expect(scheduler.start { Single.just(1).asObservable() }.events == [.next(200, 1), .completed(200)])
        let other = TestScheduler()
        #expect(other.start { Single.just(2, scheduler: other).asObservable() }.events == [.next(200, 2), .completed(200)])
        let third = TestScheduler()
        #expect(third.start { Single<Int>.error(TestError("e")).asObservable() }.events == [.error(200, TestError("e"))])
        let fourth = TestScheduler()
        #expect(fourth.start { Single<Int>.never().asObservable() }.events == [])
    }

    @Test func deferredCallsTheFactoryPerSubscription() {
        expectNoLeaks {
            var calls = 0
            let single = Single<Int>.deferred {
                calls += 1
                return .just(calls)
            }
            #expect(calls == 0)
            let (first, _) = single.asObservable().record()
            let (second, _) = single.asObservable().record()
            #expect(first.events == [.next(1), .completed])
            #expect(second.events == [.next(2), .completed])
            let (failed, _) = Single<Int>.deferred { throw TestError("f") }.asObservable().record()
            #expect(failed.events == [.error(TestError("f"))])
        }
    }
}

/// `asSingle()`: exactly one element, delivered when the source completes.
@Suite struct AsSingleTests {
    @Test func emitsTheOnlyElementWhenTheSourceCompletes() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let observer = scheduler.start { xs.asSingle().asObservable() }
        #expect(observer.events == [.next(300, 1), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func anEmptySourceFailsWithNoElements() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let observer = scheduler.start { xs.asSingle().asObservable() }
        #expect(observer.events == [.error(250, RxError.noElements)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func aSecondElementFailsAtOnceAndDisposesTheSource() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.start { xs.asSingle().asObservable() }
        #expect(observer.events == [.error(220, RxError.moreThanOneElement)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func theSourcesErrorPassesThrough() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError("s"))])
        let observer = scheduler.start { xs.asSingle().asObservable() }
        #expect(observer.events == [.error(230, TestError("s"))])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func anEndlessSynchronousSourceStopsAtTheSecondElement() {
        expectNoLeaks {
            let (recorder, _) = Observable.repeatElement(1).asSingle().asObservable().record()
            #expect(recorder.events == [.error(RxError.moreThanOneElement)])
        }
    }

    @Test func firstAndToArrayAreSingles() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let first: Single<Int?> = xs.first()
        let observer = scheduler.start { first.asObservable() }
        #expect(observer.events == [.next(210, 1), .completed(210)])

        let second = TestScheduler()
        let ys = second.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let all: Single<[Int]> = ys.toArray()
        let collected = second.start { all.asObservable() }
        #expect(collected.events == [.next(300, [1, 2]), .completed(300)])
    }
}
