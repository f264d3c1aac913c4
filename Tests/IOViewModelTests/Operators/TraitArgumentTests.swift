import IOViewModel
import TestScheduler
import Testing

/// Operators taking a trait as an argument, as marble diagrams: hot sources start with `^`, the
/// subscription. `aSignalFlatMappedToDriversIsADriver` keeps an event list: it subscribes a late
/// observer at 230, and a marble test subscribes every output at frame zero.
@Suite("Operators taking a trait")
struct TraitArgumentTests {
    @Test func withLatestFromADriver() {
        let names = BehaviorRelay(value: "a")
        let scheduler = TestScheduler()
        // One frame is five seconds.
        MainScheduler.withMainScheduler(scheduler) {
            scheduler.marbles(frame: 5) { test in
                let taps = test.hot(  "^0--1---2-----------|", values: digits)
                test.input(           "^-----b", into: names.accept)
                test.expect(taps.withLatestFrom(names.asDriver()) { tap, name in "\(tap)\(name)" },
                                      "-A--B---C-----------|", values: ["A": "0a", "B": "1a", "C": "2b"])
            }
        }
        let other = TestScheduler()
        MainScheduler.withMainScheduler(other) {
            other.validate(
                          "^0--1---------------|", values: digits,
                { $0.withLatestFrom(names.asDriver()) },
                expected: "-b--b---------------|", values: ["b": "b"], frame: 5)
        }
    }

    @Test func flatMapLatestOnASingleDisposesTheRequestInFlight() {
        let scheduler = TestScheduler()
        // One frame is five seconds.
        scheduler.marbles(frame: 5) { test in
            let queries = test.hot(              "^-ab----------------|")
            let requests = test.cold(              "--(1|)", values: digits)
            test.expect(queries.flatMapLatest { _ in requests.asSingle() },
                                                 "-----1--------------|", values: digits)
            test.expectSubscriptions(requests,   "--^!", "---^-!")
        }
    }

    @Test func flatMapFirstOnASingleDropsTapsWhileARequestRuns() {
        let scheduler = TestScheduler()
        // One frame is five seconds.
        scheduler.marbles(frame: 5) { test in
            let taps = test.hot(                 "^-00--0-------------|", values: digits)
            let requests = test.cold(              "--(o|)", values: ["o": "ok"])
            test.expect(taps.flatMapFirst { _ in requests.asSingle() },
                                                 "----o---o-----------|", values: ["o": "ok"])
            test.expectSubscriptions(requests,   "--^-!", "------^-!")
        }
    }

    @Test func flatMapOnAMaybeAndOnTraitSequences() {
        // One frame is ten seconds.
        let scheduler = TestScheduler()
        scheduler.validate(
                      "^12-------|", values: digits,
            { $0.flatMap { $0 == 1 ? Maybe.just($0 * 10) : Maybe.empty() } },
            expected: "-a--------|", values: ["a": 10], frame: 10)
        let infallibles = TestScheduler()
        infallibles.validate(
                      "^12-------|", values: digits,
            { $0.flatMap { Infallible.just($0 + 1) } },
            expected: "-23-------|", values: digits, frame: 10)
        let traits = TestScheduler()
        MainScheduler.withMainScheduler(traits) {
            traits.validate(
                          "^12-------|", values: digits,
                { $0.flatMapLatest { Signal.just($0) } },
                expected: "-12-------|", values: digits, frame: 10)
        }
        let moreTraits = TestScheduler()
        MainScheduler.withMainScheduler(moreTraits) {
            moreTraits.validate(
                          "^12-------|", values: digits,
                { $0.flatMapFirst { Driver.just(-$0) } },
                expected: "-ab-------|", values: ["a": -1, "b": -2], frame: 10)
        }
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
        // As in RxCocoa, `Signal.of` emits each element in a step of its own and `just` delivers
        // in a step of its own: 10 is delivered before 2 reaches `flatMapFirst`, which is free
        // again by then.
        #expect(merged.events == [.next(200, 10), .next(200, 20), .completed(200)])
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
        // One frame is five seconds.
        MainScheduler.withMainScheduler(scheduler) {
            scheduler.validate(
                          "^-1---2-------------|", values: digits,
                          "^---xx--x", values: ["x": ()],
                { $0.sample($1.asDriver(onErrorJustReturn: ())) },
                expected: "----1---2", values: digits, frame: 5)
        }
    }

    @Test func takeAndSkipUntilASignal() {
        // One frame is ten seconds.
        let scheduler = TestScheduler()
        MainScheduler.withMainScheduler(scheduler) {
            scheduler.validate(
                          "^1-2-3----|", values: digits,
                          "^---x---|", values: ["x": ()],
                { $0.take(until: $1.asSignal(onErrorJustReturn: ())) },
                expected: "-1-2|", values: digits, frame: 10)
        }
        let other = TestScheduler()
        other.validate(
                      "^1-2-3----|", values: digits,
                      "^---x---|", values: ["x": ()],
            { $0.skip(until: $1.asInfallible(onErrorJustReturn: ())) },
            expected: "-----3----|", values: digits, frame: 10)
    }

    @Test func combineLatestZipAndAmbTakeTraitSources() {
        // One frame is ten seconds.
        let scheduler = TestScheduler()
        MainScheduler.withMainScheduler(scheduler) {
            scheduler.marbles(frame: 10) { test in
                let names = BehaviorRelay(value: "a")
                let xs = test.hot(  "^1-2------|", values: digits)
                test.input(         "^-b", into: names.accept)
                test.expect(Observable.combineLatest(xs, names.asDriver()) { "\($0)\($1)" },
                                    "-ABC", values: ["A": "1a", "B": "1b", "C": "2b"])
            }
        }
        let other = TestScheduler()
        other.validate(
                      "^1-2------|", values: digits,
            { Observable.zip($0, Single.just(10)) { $0 + $1 } },
            expected: "-a--------|", values: ["a": 11], frame: 10)
        let third = TestScheduler()
        third.marbles(frame: 10) { test in
            let late = test.hot(           "^----1----|", values: digits)
            let early = test.hot(          "^-7---|", values: digits)
            test.expect(late.amb(early.asInfallible(onErrorJustReturn: 0)),
                                           "--7---|", values: digits)
            test.expectSubscriptions(late, "^-!")
        }
    }

    @Test func concatAndSwitchLatestTakeTraits() {
        // One frame is ten seconds.
        let scheduler = TestScheduler()
        scheduler.validate(
                      "^1|", values: digits,
            { $0.concat(Single.just(2)) },
            expected: "-1(2|)", values: digits, frame: 10)
        let other = TestScheduler()
        other.validate(
                      "^ab-------|", values: ["a": Single.just("a"), "b": Single.just("b")],
            { $0.switchLatest() },
            expected: "-ab-------|", values: ["a": "a", "b": "b"], frame: 10)
    }
}
