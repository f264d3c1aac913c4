import IOViewModel
import Testing
import TestScheduler

/// Driver and Signal. Cases with a late observer keep event lists: they subscribe it at 230, and
/// a marble test subscribes every output at frame zero.
@Suite struct DriverTests {
    @Test func aDriverCreatedUnderASubstituteDeliversOnItEvenWhenSubscribedLater() {
        // RxSwift issue #2040: `SharingScheduler.mock` did not reach code that picked its
        // scheduler elsewhere. Here the driver reads `MainScheduler.current` when it is created,
        // and keeps that scheduler for every later subscription.
        let scheduler = TestScheduler()
        let subject = PublishSubject<Int>()
        let driver = MainScheduler.withMainScheduler(scheduler) { subject.asDriver(onErrorJustReturn: -1) }
        let observer = scheduler.createObserver(Int.self)
        let subscription = scheduler.tracker.track { driver.drive(observer) }
        scheduler.advanceTo(10)
        subject.onNext(1)
        #expect(observer.events.isEmpty, "delivery waits for the test scheduler")
        scheduler.advanceTo(20)
        subject.onError(Boom())
        scheduler.advanceTo(30)
        #expect(observer.events == [.next(10, 1), .next(20, -1), .completed(20)])
        subscription.dispose()
        scheduler.assertNoLeaks()
    }

    @Test func sharesOneSubscriptionAndReplaysTheLatestElement() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let late = scheduler.createObserver(Int.self)
        var lateSubscription: (any Disposable)?
        let observer = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start {
                let driver = xs.asDriver(onErrorJustReturn: 0)
                scheduler.scheduleAt(230) { lateSubscription = driver.drive(late) }
                scheduler.scheduleAt(400) { lateSubscription?.dispose() }
                return driver.asObservable()
            }
        }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        #expect(late.events == [.next(230, 2), .next(240, 3), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func anOperatorRunsOncePerElementForEveryoneObservingItOrWhatFollowsIt() {
        // What keeps the share after every Driver operator, even between two stateless ones: here
        // `mapped` is driven directly and through `filter`, and its closure runs once per element.
        // Were `filter` fused with `map` (no share between them), it would subscribe past `mapped`
        // and run the closure a second time for each element.
        let scheduler = TestScheduler()
        var calls = 0
        MainScheduler.withMainScheduler(scheduler) {
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(                             "^12-------|", values: digits)
                let mapped = xs.asDriver(onErrorJustReturn: 0).map { value in
                    calls += 1
                    return value * 10
                }
                test.expect(mapped.asObservable(),             "-ab-------|", values: ["a": 10, "b": 20])
                test.expect(mapped.filter { $0 > 10 }.asObservable(),
                                                               "--b-------|", values: ["b": 20])
                // One subscription to the source for both.
                test.expectSubscriptions(xs,                   "^---------!")
            }
        }
        #expect(calls == 2)
    }

    @Test func recoversWithAnotherDriverOrARecoveryClosure() {
        let scheduler = TestScheduler()
        MainScheduler.withMainScheduler(scheduler) {
            scheduler.validate(
                          "^1#", values: digits, error: Boom(),
                { $0.asDriver(onErrorDriveWith: Driver.just(9)).asObservable() },
                expected: "-1(9|)", values: digits, frame: 10)
        }
        let other = TestScheduler()
        MainScheduler.withMainScheduler(other) {
            other.marbles { test in
                test.expect(
                    Observable<Int>.error(Boom(tag: 4))
                        .asDriver(onErrorRecover: { error in Driver.just((error as! Boom).tag) })
                        .asObservable(),
                    "(4|)", values: digits)
            }
        }
    }

    @Test func operatorsKeepTheTraitAndItsScheduler() {
        // One frame is one second: 1 and 2 come two seconds apart, closer than the debounce.
        let scheduler = TestScheduler()
        MainScheduler.withMainScheduler(scheduler) {
            scheduler.validate(
                          "^---------1-2 17s 3 9s 4 59s |", values: digits,
                {
                    $0.asDriver(onErrorJustReturn: 0)
                        .map { $0 * 10 }
                        .filter { $0 != 30 }
                        .debounce(.seconds(5))
                        .distinctUntilChanged()
                        .startWith(0)
                        .asObservable()
                },
                expected: "0 16s b 27s d 54s |", values: ["0": 0, "b": 20, "d": 40])
        }
    }

    @Test func combineLatestAndFlatMapLatestOnDrivers() {
        let scheduler = TestScheduler()
        MainScheduler.withMainScheduler(scheduler) {
            scheduler.validate(
                          "^1-2", values: digits,
                          "^-x-y", values: ["x": "x", "y": "y"],
                {
                    Driver.combineLatest($0.asDriver(onErrorJustReturn: 0), $1.asDriver(onErrorJustReturn: "")) { "\($0)\($1)" }
                        .flatMapLatest { Driver.just($0 + "!") }
                        .asObservable()
                },
                expected: "--ABC", values: ["A": "1x!", "B": "2x!", "C": "2y!"], frame: 10)
        }
    }

    @Test func driveForms() {
        let scheduler = TestScheduler()
        MainScheduler.withMainScheduler(scheduler) {
            let relay = BehaviorRelay(value: "a")
            let driver = relay.asDriver()
            let target = BehaviorRelay(value: "")
            let optionalTarget = BehaviorRelay<String?>(value: nil)
            let replayTarget = ReplayRelay<String>.createUnbounded()
            let observer = scheduler.createObserver(String?.self)
            var received: [String] = []
            var completed = false
            let bag = scheduler.tracker.track {
                DisposeBag(disposing: [
                    driver.drive(target),
                    driver.drive(optionalTarget),
                    driver.drive(replayTarget),
                    driver.drive(observer),
                    driver.drive(onNext: { received.append($0) }, onCompleted: { completed = true }),
                    driver.drive { (observable: Observable<String>) in observable.subscribe() },
                ])
            }
            scheduler.advanceTo(5)
            relay.accept("b")
            scheduler.advanceTo(6)
            #expect(target.value == "b")
            #expect(optionalTarget.value == "b")
            #expect(received == ["a", "b"])
            #expect(!completed)
            #expect(observer.events == [.next(0, "a"), .next(5, "b")])
            var replayed: [String] = []
            _ = replayTarget.subscribe(onNext: { replayed.append($0) })
            #expect(replayed == ["a", "b"])
            _ = bag
        }
        scheduler.assertNoLeaks()
    }

    @Test func driveWithoutArgumentsSubscribesForTheSideEffectsUntilDisposed() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var seen: [Int] = []
        var subscription: (any Disposable)?
        MainScheduler.withMainScheduler(scheduler) {
            let driver = xs.do(onNext: { seen.append($0) }).asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) { subscription = driver.drive() }
            scheduler.scheduleAt(215) { subscription?.dispose() }
            scheduler.start()
        }
        #expect(seen == [1])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }
    @Test func aHotDriverConnectsAtOnceAndReplaysTheLatestElementToALateObserver() {
        let scheduler = TestScheduler()
        let relay = PublishRelay<Int>()
        var runs = 0
        var bag: DisposeBag? = DisposeBag()
        let hot = scheduler.tracker.track {
            MainScheduler.withMainScheduler(scheduler) {
                relay.asDriver(onErrorDriveWith: .empty())
                    .map { value in
                        runs += 1
                        return value * 10
                    }
                    .hot(keptBy: bag!)
            }
        }
        // Connected before anyone observes it: the element is computed and kept.
        scheduler.scheduleAt(10) { relay.accept(1) }
        scheduler.advanceTo(20)
        #expect(runs == 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let subscriptions = scheduler.tracker.track { [hot.drive(first), hot.drive(second)] }
        scheduler.scheduleAt(30) { relay.accept(2) }
        scheduler.advanceTo(40)
        #expect(first.events == [.next(20, 10), .next(30, 20)])
        #expect(second.events == [.next(20, 10), .next(30, 20)])
        #expect(runs == 2, "one computation for both observers")
        for subscription in subscriptions { subscription.dispose() }
        bag = nil
        scheduler.assertNoLeaks()
    }

    @Test func hotDriversMadeInOrderEmitInThatOrderWhateverOrderTheyAreObservedIn() {
        let scheduler = TestScheduler()
        let relay = PublishRelay<Int>()
        var bag: DisposeBag? = DisposeBag()
        var log: [String] = []
        let subscriptions = scheduler.tracker.track {
            let (first, second) = MainScheduler.withMainScheduler(scheduler) {
                let shared = relay.asDriver(onErrorDriveWith: .empty())
                return (shared.map { "first \($0)" }.hot(keptBy: bag!), shared.map { "second \($0)" }.hot(keptBy: bag!))
            }
            return [second.drive(onNext: { log.append($0) }), first.drive(onNext: { log.append($0) })]
        }
        scheduler.scheduleAt(10) { relay.accept(1) }
        scheduler.advanceTo(20)
        #expect(log == ["first 1", "second 1"])
        for subscription in subscriptions { subscription.dispose() }
        bag = nil
        scheduler.assertNoLeaks()
    }
}

@Suite struct SignalTests {
    @Test func sharesWithoutReplay() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        let late = scheduler.createObserver(Int.self)
        var lateSubscription: (any Disposable)?
        let observer = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start {
                let signal = xs.asSignal(onErrorJustReturn: 0)
                scheduler.scheduleAt(230) { lateSubscription = signal.emit(to: late) }
                scheduler.scheduleAt(400) { lateSubscription?.dispose() }
                return signal.asObservable()
            }
        }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .next(240, 3)])
        #expect(late.events == [.next(240, 3)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func aPublishRelayAsASignalDeliversOnTheSubstitute() {
        let scheduler = TestScheduler()
        let relay = PublishRelay<String>()
        let signal = MainScheduler.withMainScheduler(scheduler) { relay.asSignal() }
        let target = PublishRelay<String>()
        var forwarded: [String] = []
        var received: [String] = []
        let subscriptions = scheduler.tracker.track {
            [
                target.subscribe(onNext: { forwarded.append($0) }),
                signal.emit(to: target),
                signal.emit(onNext: { received.append($0) }),
            ]
        }
        relay.accept("tap")
        #expect(received.isEmpty)
        scheduler.advanceTo(1)
        #expect(received == ["tap"])
        #expect(forwarded == ["tap"])
        for subscription in subscriptions { subscription.dispose() }
        scheduler.assertNoLeaks()
    }

    @Test func emitWithoutArgumentsSubscribesForTheSideEffectsUntilDisposed() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var seen: [Int] = []
        var subscription: (any Disposable)?
        MainScheduler.withMainScheduler(scheduler) {
            let signal = xs.do(onNext: { seen.append($0) }).asSignal(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) { subscription = signal.emit() }
            scheduler.scheduleAt(215) { subscription?.dispose() }
            scheduler.start()
        }
        #expect(seen == [1])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func errorsBecomeTheReplacementOrRecovery() {
        let scheduler = TestScheduler()
        let failed = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start {
                Observable<Int>.error(Boom()).asSignal(onErrorSignalWith: Signal.just(5)).asObservable()
            }
        }
        #expect(failed.events == [.next(200, 5), .completed(200)])
    }
    @Test func aHotSignalConnectsAtOnceAndReplaysNothingToALateObserver() {
        let scheduler = TestScheduler()
        let relay = PublishRelay<Int>()
        var runs = 0
        var bag: DisposeBag? = DisposeBag()
        let hot = scheduler.tracker.track {
            MainScheduler.withMainScheduler(scheduler) {
                relay.asSignal()
                    .map { value in
                        runs += 1
                        return value * 10
                    }
                    .hot(keptBy: bag!)
            }
        }
        scheduler.scheduleAt(10) { relay.accept(1) }
        scheduler.advanceTo(20)
        #expect(runs == 1, "connected before anyone observes it")
        let late = scheduler.createObserver(Int.self)
        let subscription = scheduler.tracker.track { hot.emit(to: late) }
        scheduler.scheduleAt(30) { relay.accept(2) }
        scheduler.advanceTo(40)
        #expect(late.events == [.next(30, 20)])
        subscription.dispose()
        bag = nil
        scheduler.assertNoLeaks()
    }
}

@Suite struct InfallibleTests {
    @Test func replacesErrorsAndSubscribesWithoutAnErrorCase() {
        let tracker = ResourceTracker()
        var received: [Int] = []
        var completed = false
        tracker.track {
            let subject = PublishSubject<Int>()
            _ = subject.asInfallible(onErrorJustReturn: 0)
                .map { $0 + 1 }
                .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
            subject.onNext(1)
            subject.onError(Boom())
        }
        #expect(received == [2, 1])
        #expect(completed)
        #expect(tracker.live == 0)
    }

    @Test func createDropsEventsAfterCompletion() {
        expectNoLeaks {
            var events: [String] = []
            _ = Infallible<Int>.create { observer in
                observer(.next(1))
                observer(.completed)
                observer(.next(2))
                return Disposables.create()
            }.subscribe { event in
                switch event {
                case .next(let value): events.append("next \(value)")
                case .completed: events.append("completed")
                }
            }
            #expect(events == ["next 1", "completed"])
        }
    }

    @Test func fallbackAndRecovery() {
        expectNoLeaks {
            var fallback: [Int] = []
            var recovered: [Int] = []
            _ = Observable<Int>.error(Boom(tag: 3)).asInfallible(onErrorFallbackTo: .of(7, 8)).subscribe(onNext: { fallback.append($0) })
            _ = Observable<Int>.error(Boom(tag: 3))
                .asInfallible(onErrorRecover: { .just(($0 as! Boom).tag) })
                .subscribe(onNext: { recovered.append($0) })
            #expect(fallback == [7, 8])
            #expect(recovered == [3])
        }
    }
}
