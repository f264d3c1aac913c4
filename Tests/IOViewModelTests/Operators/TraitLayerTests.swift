import IOViewModel
import Testing
import TestScheduler

// The operators of the one trait layer (TraitSequence+Operators.swift and its per-trait forwards),
// in virtual time. `scheduler.start` fails the test on a leaked subscription.

/// A pipeline written once against the shared protocol: the same code must serve every trait.
/// (`filter`, `skip(_:)`, `startWith` and the other operators RxSwift and RxCocoa declare on
/// `SharedSequenceConvertibleType` and `InfallibleType` are declared on those protocols.)
private func sharedPipeline<Trait: TraitSequenceType>(_ source: Trait) -> Trait where Trait.Element == Int {
    source
        .skip(while: { $0 < 2 })
        .distinctUntilChanged(at: \.self)
        .take(while: { $0 < 9 })
}

/// An app's own type that presents itself as a Driver by implementing `asSharedSequence()` alone,
/// as the activity indicator of RxSwift's example app does.
private final class LoadingFlag: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let relay = BehaviorRelay(value: false)

    func set(_ loading: Bool) { relay.accept(loading) }

    func asSharedSequence() -> SharedSequence<DriverSharingStrategy, Bool> {
        relay.asDriver()
    }
}

/// Generic code over the protocol, as RxCocoa allows: `map` and `asObservable()` are declared on it.
private func describe<Source: SharedSequenceConvertibleType>(_ source: Source) -> Observable<String>
where Source.Element == Bool {
    source.map { $0 ? "loading" : "idle" }.asObservable()
}

private final class Box {
    let tag: Int
    init(tag: Int) { self.tag = tag }
}

@Suite struct TraitLayerTests {
    @Test func oneImplementationServesDriverSignalAndInfallible() {
        let marbles: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .next(250, 4), .next(260, 9), .next(270, 5),
        ]
        let expected: [Recorded<Event<Int>>] = [.next(220, 2), .next(240, 3), .next(250, 4), .completed(260)]

        let driverScheduler = TestScheduler()
        let driverSource = driverScheduler.createHotObservable(marbles)
        let driver = MainScheduler.withMainScheduler(driverScheduler) {
            driverScheduler.start { sharedPipeline(driverSource.asDriver(onErrorJustReturn: -1)).asObservable() }
        }

        let signalScheduler = TestScheduler()
        let signalSource = signalScheduler.createHotObservable(marbles)
        let signal = MainScheduler.withMainScheduler(signalScheduler) {
            signalScheduler.start { sharedPipeline(signalSource.asSignal(onErrorJustReturn: -1)).asObservable() }
        }

        let infallibleScheduler = TestScheduler()
        let infallibleSource = infallibleScheduler.createHotObservable(marbles)
        let infallible = infallibleScheduler.start {
            sharedPipeline(infallibleSource.asInfallible(onErrorJustReturn: -1)).asObservable()
        }

        #expect(driver.events == expected)
        #expect(signal.events == expected)
        #expect(infallible.events == expected)
        #expect(driverSource.subscriptions == [Subscription(200, 260)])
        #expect(signalSource.subscriptions == [Subscription(200, 260)])
        #expect(infallibleSource.subscriptions == [Subscription(200, 260)])
    }

    @Test func theCombiningFormsAreSharedToo() {
        // `combineLatest` with a result selector is generated once per trait family, from one
        // template (scripts/generate_arity.py).
        let driverScheduler = TestScheduler()
        let a = driverScheduler.createHotObservable([.next(210, 1), .next(230, 3)])
        let b = driverScheduler.createHotObservable([.next(220, 2), .next(240, 4)])
        let driver = MainScheduler.withMainScheduler(driverScheduler) {
            driverScheduler.start {
                Driver.combineLatest(a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0)) { $0 * 10 + $1 }
                    .asObservable()
            }
        }
        let infallibleScheduler = TestScheduler()
        let c = infallibleScheduler.createHotObservable([.next(210, 1), .next(230, 3)])
        let d = infallibleScheduler.createHotObservable([.next(220, 2), .next(240, 4)])
        let infallible = infallibleScheduler.start {
            Infallible.combineLatest(c.asInfallible(onErrorJustReturn: 0), d.asInfallible(onErrorJustReturn: 0)) { $0 * 10 + $1 }
                .asObservable()
        }
        let expected: [Recorded<Event<Int>>] = [.next(220, 12), .next(230, 32), .next(240, 34)]
        #expect(driver.events == expected)
        #expect(infallible.events == expected)
    }
}

@Suite struct OwnSharedSequenceTypeTests {
    @Test func anAppsOwnSharedSequenceTypeGetsTheDriverOperators() {
        let scheduler = TestScheduler()
        let flag = LoadingFlag()
        let names = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
        scheduler.scheduleAt(220) { flag.set(true) }
        scheduler.scheduleAt(240) { flag.set(false) }
        let combined = scheduler.createObserver(String.self)
        let described = scheduler.createObserver(String.self)
        let driven = scheduler.createObserver(Bool.self)
        MainScheduler.withMainScheduler(scheduler) {
            scheduler.scheduleAt(200) {
                let disposables = [
                    Driver.combineLatest(names.asDriver(onErrorJustReturn: ""), flag) { name, loading in
                        loading ? name + "…" : name
                    }
                    .drive(combined),
                    describe(flag).subscribe(described),
                    flag.asDriver().distinctUntilChanged().drive(driven),
                ]
                scheduler.scheduleAt(1000) { disposables.forEach { $0.dispose() } }
            }
            scheduler.start()
        }
        #expect(combined.events == [.next(210, "a"), .next(220, "a…"), .next(230, "b…"), .next(240, "b")])
        #expect(
            described.events == [.next(200, "idle"), .next(220, "loading"), .next(240, "idle")])
        #expect(driven.events == [.next(200, false), .next(220, true), .next(240, false)])
    }
}

@Suite struct InfallibleOperatorTests {
    /// Inner sequences for the flattening operators: `x * 10` after 5, `x * 10 + 1` after 10,
    /// completion after 12.
    private func inner(_ scheduler: TestScheduler, _ x: Int) -> Infallible<Int> {
        scheduler.createColdObservable([.next(5, x * 10), .next(10, x * 10 + 1), .completed(12)])
            .asInfallible(onErrorJustReturn: -1)
    }

    private func flatten(
        _ operation: @escaping (Infallible<Int>, @escaping (Int) -> Infallible<Int>) -> Infallible<Int>
    ) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(213, 2), .completed(300)])
        return scheduler.start {
            operation(xs.asInfallible(onErrorJustReturn: -1)) { self.inner(scheduler, $0) }.asObservable()
        }.events
    }

    @Test func flatMapFamily() {
        #expect(flatten { $0.flatMap($1) } == [.next(215, 10), .next(218, 20), .next(220, 11), .next(223, 21), .completed(300)])
        #expect(flatten { $0.flatMapLatest($1) } == [.next(218, 20), .next(223, 21), .completed(300)], "2 at 213 disposes the first inner sequence before it emits")
        #expect(flatten { $0.flatMapFirst($1) } == [.next(215, 10), .next(220, 11), .completed(300)])
        #expect(flatten { $0.concatMap($1) } == [.next(215, 10), .next(220, 11), .next(227, 20), .next(232, 21), .completed(300)])
    }

    private func run(
        _ operation: @escaping (Infallible<Int>, Infallible<Int>) -> Infallible<Int>
    ) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(300),
        ])
        let other = scheduler.createHotObservable([.next(235, 0)])
        return scheduler.start {
            operation(xs.asInfallible(onErrorJustReturn: -1), other.asInfallible(onErrorJustReturn: -1)).asObservable()
        }.events
    }

    @Test func takeForms() {
        #expect(run { xs, _ in xs.take(2) } == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(run { xs, _ in xs.take(while: { $0 < 3 }) } == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(
            run { xs, _ in xs.take(until: { $0 == 3 }, behavior: .inclusive) }
                == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
        #expect(run { xs, other in xs.take(until: other) } == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
    }

    @Test func skipFormsAndStartWith() {
        #expect(run { xs, _ in xs.skip(2) } == [.next(230, 3), .next(240, 4), .next(250, 5), .completed(300)])
        #expect(run { xs, _ in xs.skip(while: { $0 < 3 }) } == [.next(230, 3), .next(240, 4), .next(250, 5), .completed(300)])
        #expect(run { xs, other in xs.skip(until: other) } == [.next(240, 4), .next(250, 5), .completed(300)])
        #expect(run { xs, _ in xs.take(1).startWith(8, 9) } == [.next(200, 8), .next(200, 9), .next(210, 1), .completed(210)])
    }

    @Test func concatAndMerge() {
        #expect(run { xs, _ in xs.take(1).concat(Infallible.just(7)) } == [.next(210, 1), .next(210, 7), .completed(210)])
        #expect(run { xs, _ in Infallible.concat(xs.take(1), .of(7, 8)) } == [.next(210, 1), .next(210, 7), .next(210, 8), .completed(210)])
        #expect(
            run { xs, other in Infallible.merge(xs.take(2), other) }
                == [.next(210, 1), .next(220, 2), .next(235, 0)])
    }

    @Test func withLatestFromBothForms() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
        let combined = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .withLatestFrom(ys.asInfallible(onErrorJustReturn: "")) { "\($0)\($1)" }
                .asObservable()
        }
        #expect(combined.events == [.next(230, "2a"), .next(250, "3b"), .completed(300)])
        #expect(ys.subscriptions == [Subscription(200, 300)])

        let other = TestScheduler()
        let xs2 = other.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys2 = other.createHotObservable([.next(220, "a")])
        let latest = other.start {
            xs2.asInfallible(onErrorJustReturn: 0).withLatestFrom(ys2.asInfallible(onErrorJustReturn: "")).asObservable()
        }
        #expect(latest.events == [.next(230, "a"), .completed(300)])
    }

    @Test func scanBothForms() {
        #expect(
            run { xs, _ in xs.take(3).scan(0, accumulator: +) } == [.next(210, 1), .next(220, 3), .next(230, 6), .completed(230)])
        #expect(
            run { xs, _ in xs.take(3).scan(into: 100, accumulator: { $0 -= $1 }) }
                == [.next(210, 99), .next(220, 97), .next(230, 94), .completed(230)])
    }

    @Test func tupleCombineLatestAndZipOfEightSources() {
        let scheduler = TestScheduler()
        let s = (1...8).map { i in
            scheduler.createHotObservable([.next(200 + 10 * i, i), .next(300 + i, 10 * i)]).asInfallible(onErrorJustReturn: 0)
        }
        let latest = scheduler.createObserver([Int].self)
        let zipped = scheduler.createObserver([Int].self)
        let subscriptions = scheduler.tracker.track {
            [
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                    .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
                    .bind(to: latest),
                Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                    .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
                    .bind(to: zipped),
            ]
        }
        scheduler.advanceTo(400)
        for subscription in subscriptions { subscription.dispose() }
        #expect(latest.events.first == .next(280, [1, 2, 3, 4, 5, 6, 7, 8]))
        #expect(latest.events.last == .next(308, [10, 20, 30, 40, 50, 60, 70, 80]))
        #expect(latest.events.count == 9)
        #expect(zipped.events == [.next(280, [1, 2, 3, 4, 5, 6, 7, 8]), .next(308, [10, 20, 30, 40, 50, 60, 70, 80])])
        scheduler.assertNoLeaks()
    }

    @Test func tupleCombineLatestAndZipOfTwoSources() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, "x"), .next(240, "y"), .completed(300)])
        let latest = scheduler.start {
            Infallible.combineLatest(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: ""))
                .map { "\($0)\($1)" }.asObservable()
        }
        #expect(latest.events == [.next(220, "1x"), .next(230, "3x"), .next(240, "3y"), .completed(300)])
        let other = TestScheduler()
        let c = other.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let d = other.createHotObservable([.next(220, "x"), .next(240, "y"), .completed(300)])
        let zipped = other.start {
            Infallible.zip(c.asInfallible(onErrorJustReturn: 0), d.asInfallible(onErrorJustReturn: ""))
                .map { "\($0)\($1)" }.asObservable()
        }
        #expect(zipped.events == [.next(220, "1x"), .next(240, "3y"), .completed(300)])
    }

    @Test func withUnretainedPassesTheObjectWhileItLives() {
        let box = Box(tag: 100)
        let paired = run { xs, _ in xs.take(2).withUnretained(box) { $0.tag + $1 } }
        let tupled = run { xs, _ in xs.take(1).withUnretained(box).map { $0.tag * $1 } }
        #expect(paired == [.next(210, 101), .next(220, 102), .completed(220)])
        #expect(tupled == [.next(210, 100), .completed(210)])
    }

    @Test func deferredCallsItsFactoryPerSubscription() {
        expectNoLeaks {
            var calls = 0
            let deferred = Infallible<Int>.deferred {
                calls += 1
                return .just(calls)
            }
            var received: [Int] = []
            _ = deferred.subscribe(onNext: { received.append($0) })
            _ = deferred.subscribe(onNext: { received.append($0) })
            #expect(received == [1, 2])
        }
    }

    @Test func debugPassesEventsThrough() {
        #expect(run { xs, _ in xs.take(1).debug("trait") } == [.next(210, 1), .completed(210)])
    }

    @Test func distinctUntilChangedForms() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 12), .next(250, 13), .completed(300),
        ])
        func events(_ operation: @escaping (Infallible<Int>) -> Infallible<Int>) -> [Recorded<Event<Int>>] {
            let scheduler = TestScheduler()
            let source = scheduler.createHotObservable(xs.recordedEvents)
            return scheduler.start { operation(source.asInfallible(onErrorJustReturn: 0)).asObservable() }.events
        }
        #expect(events { $0.distinctUntilChanged() } == [.next(210, 1), .next(230, 2), .next(240, 12), .next(250, 13), .completed(300)])
        #expect(events { $0.distinctUntilChanged { $0 % 10 } } == [.next(210, 1), .next(230, 2), .next(250, 13), .completed(300)])
        #expect(events { $0.distinctUntilChanged { abs($0 - $1) <= 1 } } == [.next(210, 1), .next(240, 12), .completed(300)])
        #expect(
            events { $0.distinctUntilChanged({ $0 / 10 }, comparer: { $0 == $1 }) } == [.next(210, 1), .next(240, 12), .completed(300)])
        #expect(events { $0.distinctUntilChanged(at: \.description.count) } == [.next(210, 1), .next(240, 12), .completed(300)])
    }

    @Test func asDriverAndAsSignalMoveToTheMainSchedulerAndShare() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        let late = scheduler.createObserver(Int.self)
        let lateSignal = scheduler.createObserver(Int.self)
        var lateSubscriptions: [any Disposable] = []
        let observer = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start {
                let infallible = xs.asInfallible(onErrorJustReturn: 0)
                let driver = infallible.asDriver()
                let signal = infallible.asSignal()
                scheduler.scheduleAt(230) {
                    lateSubscriptions = [driver.drive(late), signal.emit(to: lateSignal)]
                }
                scheduler.scheduleAt(400) { for subscription in lateSubscriptions { subscription.dispose() } }
                return driver.asObservable()
            }
        }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .next(240, 3)])
        #expect(late.events == [.next(230, 2), .next(240, 3)])
        #expect(lateSignal.events == [.next(240, 3)])
    }

    @Test func relaysAsInfallible() {
        expectNoLeaks {
            let replay = ReplayRelay<Int>.createUnbounded()
            replay.accept(1)
            replay.accept(2)
            let publish = PublishRelay<Int>()
            var replayed: [Int] = []
            var published: [Int] = []
            let subscriptions = [
                replay.asInfallible().subscribe(onNext: { replayed.append($0) }),
                publish.asInfallible().subscribe(onNext: { published.append($0) }),
            ]
            publish.accept(3)
            replay.accept(4)
            #expect(replayed == [1, 2, 4])
            #expect(published == [3])
            for subscription in subscriptions { subscription.dispose() }
        }
    }

    @Test func fromOptionalAndCollections() {
        let scheduler = TestScheduler()
        let none = scheduler.start { Infallible<Int>.from(optional: nil).asObservable() }
        #expect(none.events == [.completed(200)])
        let other = TestScheduler()
        let a = other.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let b = other.createHotObservable([.next(220, 2), .next(240, 4), .completed(300)])
        let latest = other.start {
            Infallible.combineLatest([a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)])
                .asObservable()
        }
        #expect(latest.events == [.next(220, [1, 2]), .next(230, [3, 2]), .next(240, [3, 4]), .completed(300)])
        let third = TestScheduler()
        let c = third.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let d = third.createHotObservable([.next(220, 2), .next(240, 4), .completed(300)])
        let zipped = third.start {
            Infallible.zip([c.asInfallible(onErrorJustReturn: 0), d.asInfallible(onErrorJustReturn: 0)]) { $0.reduce(0, +) }
                .asObservable()
        }
        #expect(zipped.events == [.next(220, 3), .next(240, 7), .completed(300)])
    }
}

@Suite struct DriverSignalOperatorTests {
    @Test func skipAndDistinctUntilChangedWithAKeyOrAComparer() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 11), .next(230, 2), .next(240, 3), .completed(300)])
        let byKey = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start {
                xs.asSignal(onErrorJustReturn: 0).skip(1).distinctUntilChanged { $0 % 10 }.asObservable()
            }
        }
        #expect(byKey.events == [.next(220, 11), .next(230, 2), .next(240, 3), .completed(300)])
        let other = TestScheduler()
        let ys = other.createHotObservable([.next(210, 1), .next(220, 11), .next(230, 2), .next(240, 3), .completed(300)])
        let byComparer = MainScheduler.withMainScheduler(other) {
            other.start {
                ys.asDriver(onErrorJustReturn: 0).distinctUntilChanged { $0 % 10 == $1 % 10 }.asObservable()
            }
        }
        #expect(byComparer.events == [.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
    }

    @Test func flatMapOnADriver() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(213, 2), .completed(300)])
        let observer = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start {
                xs.asDriver(onErrorJustReturn: 0).flatMap { x in
                    scheduler.createColdObservable([.next(5, x * 10), .next(10, x * 10 + 1), .completed(12)])
                        .asDriver(onErrorJustReturn: -1)
                }.asObservable()
            }
        }
        #expect(observer.events == [.next(215, 10), .next(218, 20), .next(220, 11), .next(223, 21), .completed(300)])
    }

    @Test func switchLatestAndMergeOnATraitOfTraits() {
        func run(_ operation: @escaping (Driver<Driver<Int>>) -> Driver<Int>) -> [Recorded<Event<Int>>] {
            let scheduler = TestScheduler()
            let a = scheduler.createHotObservable([.next(215, 1), .next(235, 2)])
            let b = scheduler.createHotObservable([.next(240, 3)])
            return MainScheduler.withMainScheduler(scheduler) {
                let innerA = a.asDriver(onErrorJustReturn: 0)
                let innerB = b.asDriver(onErrorJustReturn: 0)
                let outer = scheduler.createHotObservable([.next(210, innerA), .next(230, innerB)])
                return scheduler.start { operation(outer.asDriver(onErrorJustReturn: .never())).asObservable() }.events
            }
        }
        #expect(run { $0.switchLatest() } == [.next(215, 1), .next(240, 3)])
        #expect(run { $0.merge() } == [.next(215, 1), .next(235, 2), .next(240, 3)])
        #expect(run { $0.merge(maxConcurrent: 1) } == [.next(215, 1), .next(235, 2)], "the second inner driver waits for the first, which never completes")
    }

    @Test func concatRunsOneDriverAfterTheOther() {
        let scheduler = TestScheduler()
        let observer = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start {
                let first = scheduler.createColdObservable([.next(5, 1), .completed(10)]).asDriver(onErrorJustReturn: 0)
                let second = scheduler.createColdObservable([.next(5, 2), .completed(10)]).asDriver(onErrorJustReturn: 0)
                return Driver.concat([first, second]).concat(Driver.just(3)).asObservable()
            }
        }
        #expect(observer.events == [.next(205, 1), .next(215, 2), .next(220, 3), .completed(220)])
    }

    @Test func zipAndCombineLatestOfACollection() {
        func run(_ operation: @escaping ([Signal<Int>]) -> Signal<[Int]>) -> [Recorded<Event<[Int]>>] {
            let scheduler = TestScheduler()
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
            let b = scheduler.createHotObservable([.next(220, 2), .next(240, 4)])
            return MainScheduler.withMainScheduler(scheduler) {
                scheduler.start {
                    operation([a.asSignal(onErrorJustReturn: 0), b.asSignal(onErrorJustReturn: 0)]).asObservable()
                }.events
            }
        }
        #expect(run { Signal.combineLatest($0) } == [.next(220, [1, 2]), .next(230, [3, 2]), .next(240, [3, 4])])
        #expect(run { Signal.zip($0) } == [.next(220, [1, 2]), .next(240, [3, 4])])
    }

    @Test func fromOptionalIntervalAndTimerRunOnTheTraitScheduler() {
        let scheduler = TestScheduler()
        let optional = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start { Driver.from(optional: 3).asObservable() }
        }
        #expect(optional.events == [.next(200, 3), .completed(200)])
        let other = TestScheduler()
        let interval = MainScheduler.withMainScheduler(other) {
            other.start { Driver<Int>.interval(.seconds(10)).take(3).asObservable() }
        }
        #expect(interval.events == [.next(210, 0), .next(220, 1), .next(230, 2), .completed(230)])
        let third = TestScheduler()
        let timer = MainScheduler.withMainScheduler(third) {
            third.start { Signal<Int>.timer(.seconds(5)).asObservable() }
        }
        #expect(timer.events == [.next(205, 0), .completed(205)])
    }

    @Test func withUnretainedOnASignal() {
        let scheduler = TestScheduler()
        let box = Box(tag: 100)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let observer = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start { xs.asSignal(onErrorJustReturn: 0).withUnretained(box).map { $0.tag + $1 }.asObservable() }
        }
        #expect(observer.events == [.next(210, 101), .completed(300)])
    }
}
