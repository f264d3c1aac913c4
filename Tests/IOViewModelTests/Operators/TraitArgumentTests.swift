import IOViewModel
import TestScheduler
import Testing

@Suite("Operators taking a trait")
struct TraitArgumentTests {
    @Test func withLatestFromADriver() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(205, 0), .next(220, 1), .next(240, 2), .completed(300)])
        let names = BehaviorRelay(value: "a")
        _ = scheduler.scheduleAt(230) { names.accept("b") }
        let observer = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start { taps.withLatestFrom(names.asDriver()) { tap, name in "\(tap)\(name)" } }
        }
        #expect(observer.events == [.next(205, "0a"), .next(220, "1a"), .next(240, "2b"), .completed(300)])
        let other = TestScheduler()
        let moreTaps = other.createHotObservable([.next(205, 0), .next(220, 1), .completed(300)])
        let latest = MainScheduler.withMainScheduler(other) {
            other.start { moreTaps.withLatestFrom(names.asDriver()) }
        }
        #expect(latest.events == [.next(205, "b"), .next(220, "b"), .completed(300)])
    }

    @Test func flatMapLatestOnASingleDisposesTheRequestInFlight() {
        let scheduler = TestScheduler()
        let queries = scheduler.createHotObservable([.next(210, "a"), .next(215, "b"), .completed(300)])
        let requests = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let observer = scheduler.start { queries.flatMapLatest { _ in requests.asSingle() } }
        #expect(observer.events == [.next(225, 1), .completed(300)])
        #expect(requests.subscriptions == [Subscription(210, 215), Subscription(215, 225)])
    }

    @Test func flatMapFirstOnASingleDropsTapsWhileARequestRuns() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, 0), .next(215, 0), .next(230, 0), .completed(300)])
        let requests = scheduler.createColdObservable([.next(10, "ok"), .completed(10)])
        let observer = scheduler.start { taps.flatMapFirst { _ in requests.asSingle() } }
        #expect(observer.events == [.next(220, "ok"), .next(240, "ok"), .completed(300)])
        #expect(requests.subscriptions == [Subscription(210, 220), Subscription(230, 240)])
    }

    @Test func flatMapOnAMaybeAndOnTraitSequences() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let maybes = scheduler.start { xs.flatMap { $0 == 1 ? Maybe.just($0 * 10) : Maybe.empty() } }
        #expect(maybes.events == [.next(210, 10), .completed(300)])
        let infallibles = TestScheduler()
        let ys = infallibles.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let infallible = infallibles.start { ys.flatMap { Infallible.just($0 + 1) } }
        #expect(infallible.events == [.next(210, 2), .next(220, 3), .completed(300)])
        let traits = TestScheduler()
        let zs = traits.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let signals = MainScheduler.withMainScheduler(traits) { traits.start { zs.flatMapLatest { Signal.just($0) } } }
        #expect(signals.events == [.next(210, 1), .next(220, 2), .completed(300)])
        let moreTraits = TestScheduler()
        let ws = moreTraits.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let drivers = MainScheduler.withMainScheduler(moreTraits) {
            moreTraits.start { ws.flatMapFirst { Driver.just(-$0) } }
        }
        #expect(drivers.events == [.next(210, -1), .next(220, -2), .completed(300)])
    }

    @Test func aSignalFlatMappedToDriversIsADriver() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let late = scheduler.createObserver(String.self)
        var lateSubscription: (any Disposable)?
        let observer = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start {
                let driver: Driver<String> = taps.asSignal(onErrorSignalWith: .empty())
                    .flatMapLatest { tap in Driver.just("\(tap)") }
                _ = scheduler.scheduleAt(230) { lateSubscription = driver.drive(late) }
                return driver
            }
        }
        #expect(observer.events == [.next(210, "1"), .next(220, "2"), .completed(300)])
        #expect(late.events == [.next(230, "2"), .completed(300)], "a driver replays its latest element")
        lateSubscription?.dispose()
        let other = TestScheduler()
        let merged = MainScheduler.withMainScheduler(other) {
            other.start { Signal.of(1, 2).flatMap { Driver.just($0) }.flatMapFirst { Signal.just($0 * 10) } }
        }
        // `Signal.just` delivers on the scheduler, so 2 arrives while the first inner one runs.
        #expect(merged.events == [.next(200, 10), .completed(200)])
    }

    @Test func aSingleRecoversIntoADriverOrASignal() {
        let failing = Single<Int>.error(Boom())
        func record(_ sequence: @escaping () -> Observable<Int>) -> [Recorded<Event<Int>>] {
            let scheduler = TestScheduler()
            return MainScheduler.withMainScheduler(scheduler) { scheduler.start { sequence() } }.events
        }
        #expect(record { failing.asDriver(onErrorDriveWith: .just(1)).asObservable() } == [.next(200, 1), .completed(200)])
        #expect(record { failing.asDriver(onErrorRecover: { _ in .just(2) }).asObservable() } == [.next(200, 2), .completed(200)])
        #expect(record { failing.asSignal(onErrorSignalWith: .just(3)).asObservable() } == [.next(200, 3), .completed(200)])
        #expect(record { failing.asSignal(onErrorRecover: { _ in .just(4) }).asObservable() } == [.next(200, 4), .completed(200)])
        #expect(record { Single.just(9).asSignal(onErrorRecover: { _ in .just(4) }).asObservable() } == [.next(200, 9), .completed(200)])
    }

    @Test func startRecordsASingle() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Single.just(1).delay(.seconds(5), scheduler: scheduler) }
        #expect(observer.events == [.next(205, 1), .completed(205)])
    }

    @Test func sampleTakesADriverAsItsSampler() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(220, ()), .next(225, ()), .next(240, ())])
        let observer = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start { xs.sample(ticks.asDriver(onErrorJustReturn: ())) }
        }
        #expect(observer.events == [.next(220, 1), .next(240, 2)])
    }

    @Test func takeAndSkipUntilASignal() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let gate = scheduler.createHotObservable([.next(240, ()), .completed(280)])
        let taken = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start { xs.take(until: gate.asSignal(onErrorJustReturn: ())) }
        }
        #expect(taken.events == [.next(210, 1), .next(230, 2), .completed(240)])
        let other = TestScheduler()
        let ys = other.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let opener = other.createHotObservable([.next(240, ()), .completed(280)])
        let skipped = other.start { ys.skip(until: opener.asInfallible(onErrorJustReturn: ())) }
        #expect(skipped.events == [.next(250, 3), .completed(300)])
    }

    @Test func combineLatestZipAndAmbTakeTraitSources() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let names = BehaviorRelay(value: "a")
        _ = scheduler.scheduleAt(220) { names.accept("b") }
        let combined = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start { Observable.combineLatest(xs, names.asDriver()) { "\($0)\($1)" } }
        }
        #expect(combined.events == [.next(210, "1a"), .next(220, "1b"), .next(230, "2b")])
        let other = TestScheduler()
        let ys = other.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let zipped = other.start { Observable.zip(ys, Single.just(10)) { $0 + $1 } }
        #expect(zipped.events == [.next(210, 11), .completed(210)])
        let third = TestScheduler()
        let late = third.createHotObservable([.next(250, 1), .completed(300)])
        let early = third.createHotObservable([.next(220, 7), .completed(260)])
        let first = third.start { late.amb(early.asInfallible(onErrorJustReturn: 0)) }
        #expect(first.events == [.next(220, 7), .completed(260)])
        #expect(late.subscriptions == [Subscription(200, 220)])
    }

    @Test func concatAndSwitchLatestTakeTraits() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let concatenated = scheduler.start { xs.concat(Single.just(2)) }
        #expect(concatenated.events == [.next(210, 1), .next(220, 2), .completed(220)])
        let other = TestScheduler()
        let requests = other.createHotObservable([.next(210, Single.just("a")), .next(220, Single.just("b")), .completed(300)])
        let latest = other.start { requests.switchLatest() }
        #expect(latest.events == [.next(210, "a"), .next(220, "b"), .completed(300)])
    }
}
