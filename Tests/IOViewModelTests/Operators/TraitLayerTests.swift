import IOViewModel
import Testing
import TestScheduler

// The operators of the one trait layer (TraitSequence+Operators.swift and its per-trait forwards),
// as marble diagrams: hot sources start with `^`, the subscription. A marble test fails on a
// leaked subscription.
//
// `asDriverAndAsSignalMoveToTheMainSchedulerAndShare` keeps an event list: it subscribes late
// observers at 230, and a marble test subscribes every output at frame zero.

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
        // One frame is ten seconds.
        let driverScheduler = TestScheduler()
        MainScheduler.withMainScheduler(driverScheduler) {
            driverScheduler.marbles(frame: 10) { test in
                let source = test.hot(           "^1223495", values: digits)
                test.expect(sharedPipeline(source.asDriver(onErrorJustReturn: -1)).asObservable(),
                                                 "--2-34|", values: digits)
                test.expectSubscriptions(source, "^-----!")
            }
        }

        let signalScheduler = TestScheduler()
        MainScheduler.withMainScheduler(signalScheduler) {
            signalScheduler.marbles(frame: 10) { test in
                let source = test.hot(           "^1223495", values: digits)
                test.expect(sharedPipeline(source.asSignal(onErrorJustReturn: -1)).asObservable(),
                                                 "--2-34|", values: digits)
                test.expectSubscriptions(source, "^-----!")
            }
        }

        let infallibleScheduler = TestScheduler()
        infallibleScheduler.marbles(frame: 10) { test in
            let source = test.hot(           "^1223495", values: digits)
            test.expect(sharedPipeline(source.asInfallible(onErrorJustReturn: -1)).asObservable(),
                                             "--2-34|", values: digits)
            test.expectSubscriptions(source, "^-----!")
        }
    }

    @Test func theCombiningFormsAreSharedToo() {
        // `combineLatest` with a result selector is generated once per trait family, from one
        // template (scripts/generate_arity.py).
        let sums: [Character: Int] = ["a": 12, "b": 32, "c": 34]
        let driverScheduler = TestScheduler()
        MainScheduler.withMainScheduler(driverScheduler) {
            driverScheduler.validate(
                          "^1-3", values: digits,
                          "^-2-4", values: digits,
                {
                    Driver.combineLatest($0.asDriver(onErrorJustReturn: 0), $1.asDriver(onErrorJustReturn: 0)) { $0 * 10 + $1 }
                        .asObservable()
                },
                expected: "--abc", values: sums, frame: 10)
        }
        let infallibleScheduler = TestScheduler()
        infallibleScheduler.validate(
                      "^1-3", values: digits,
                      "^-2-4", values: digits,
            {
                Infallible.combineLatest($0.asInfallible(onErrorJustReturn: 0), $1.asInfallible(onErrorJustReturn: 0)) {
                    $0 * 10 + $1
                }
                .asObservable()
            },
            expected: "--abc", values: sums, frame: 10)
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
    /// The flattening operators on `"^---------1--2 86s |"` (one frame is one second), each element
    /// `x` mapped to the cold `x * 10` after 5, `x * 10 + 1` after 10 and completion after 12.
    /// `a`, `b`, `c` and `d` are 10, 20, 11 and 21.
    private func validateFlattening(
        _ operation: @escaping (Infallible<Int>, @escaping (Int) -> Infallible<Int>) -> Infallible<Int>,
        expected: String,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let values: [Character: Int] = ["a": 10, "b": 20, "c": 11, "d": 21]
        let scheduler = TestScheduler()
        scheduler.marbles(fileID: fileID, filePath: filePath, line: line, column: column) { test in
            let inners = [1: test.cold("-----a----c-|", values: values), 2: test.cold("-----b----d-|", values: values)]
            let xs = test.hot("^---------1--2 86s |", values: digits)
            test.expect(
                operation(xs.asInfallible(onErrorJustReturn: -1)) { inners[$0]!.asInfallible(onErrorJustReturn: -1) }
                    .asObservable(),
                expected, values: values, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    @Test func flatMapFamily() {
        //                                          xs: "^---------1--2 86s |"
        validateFlattening({ $0.flatMap($1) },       expected: "---------------a--b-c--d 76s |")
        // 2 at 13 disposes the first inner sequence before it emits.
        validateFlattening({ $0.flatMapLatest($1) }, expected: "------------------b----d 76s |")
        validateFlattening({ $0.flatMapFirst($1) },  expected: "---------------a----c 79s |")
        validateFlattening({ $0.concatMap($1) },     expected: "---------------a----c------b----d 67s |")
    }

    /// Validates `operation` on the infallible forms of two hot sources, one frame being five
    /// seconds:
    ///
    ///     xs:    "^-1-2-3-4-5---------|"
    ///     other: "^------0"
    private func validate(
        _ operation: @escaping (Infallible<Int>, Infallible<Int>) -> Infallible<Int>,
        expected: String, values: [Character: Int] = digits,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        TestScheduler().validate(
            "^-1-2-3-4-5---------|", values: digits,
            "^------0", values: digits,
            { operation($0.asInfallible(onErrorJustReturn: -1), $1.asInfallible(onErrorJustReturn: -1)).asObservable() },
            expected: expected, values: values, frame: 5, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    @Test func takeForms() {
        //                                                                      xs: "^-1-2-3-4-5---------|"
        //                                                                   other: "^------0"
        validate({ xs, _ in xs.take(2) },                                expected: "--1-(2|)")
        validate({ xs, _ in xs.take(while: { $0 < 3 }) },                expected: "--1-2-|")
        validate({ xs, _ in xs.take(until: { $0 == 3 }, behavior: .inclusive) }, expected: "--1-2-(3|)")
        validate({ xs, other in xs.take(until: other) },                 expected: "--1-2-3|")
    }

    @Test func skipFormsAndStartWith() {
        //                                                      xs: "^-1-2-3-4-5---------|"
        //                                                   other: "^------0"
        validate({ xs, _ in xs.skip(2) },                expected: "------3-4-5---------|")
        validate({ xs, _ in xs.skip(while: { $0 < 3 }) }, expected: "------3-4-5---------|")
        validate({ xs, other in xs.skip(until: other) }, expected: "--------4-5---------|")
        // 8 and 9 at the subscription, 1 ten seconds later: closer than the group (89) is wide at
        // five seconds a frame, so this one is drawn at one second a frame.
        TestScheduler().validate(
                      "^ 9s 1 9s 2 9s 3 9s 4 9s 5 49s |", values: digits,
            { $0.asInfallible(onErrorJustReturn: -1).take(1).startWith(8, 9).asObservable() },
            expected: "(89)------(1|)", values: digits)
    }

    @Test func concatAndMerge() {
        //                                                                      xs: "^-1-2-3-4-5---------|"
        //                                                                   other: "^------0"
        validate({ xs, _ in xs.take(1).concat(Infallible.just(7)) },     expected: "--(17|)")
        validate({ xs, _ in Infallible.concat(xs.take(1), .of(7, 8)) },  expected: "--(178|)")
        validate({ xs, other in Infallible.merge(xs.take(2), other) },   expected: "--1-2--0")
    }

    @Test func withLatestFromBothForms() {
        let scheduler = TestScheduler()
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(           "^1-2-3----|", values: digits)
            let ys = test.hot(           "^-a-b")
            test.expect(
                xs.asInfallible(onErrorJustReturn: 0)
                    .withLatestFrom(ys.asInfallible(onErrorJustReturn: "")) { "\($0)\($1)" }
                    .asObservable(),
                                         "---A-B----|", values: ["A": "2a", "B": "3b"])
            test.expectSubscriptions(ys, "^---------!")
        }

        let other = TestScheduler()
        other.validate(
                      "^1-2------|", values: digits,
                      "^-a", values: ["a": "a"],
            { $0.asInfallible(onErrorJustReturn: 0).withLatestFrom($1.asInfallible(onErrorJustReturn: "")).asObservable() },
            expected: "---a------|", values: ["a": "a"], frame: 10)
    }

    @Test func scanBothForms() {
        //                                                                      xs: "^-1-2-3-4-5---------|"
        validate({ xs, _ in xs.take(3).scan(0, accumulator: +) },        expected: "--1-3-(6|)")
        validate({ xs, _ in xs.take(3).scan(into: 100, accumulator: { $0 -= $1 }) },
                                                                         expected: "--a-b-(c|)",
                 values: ["a": 99, "b": 97, "c": 94])
    }

    @Test func tupleCombineLatestAndZipOfEightSources() {
        // One frame is one second. Source i sends i at 10 × i seconds, then 10 × i at 100 + i.
        let tens: [Character: Int] = ["a": 10, "b": 20, "c": 30, "d": 40, "e": 50, "f": 60, "g": 70, "h": 80]
        let arrays: [Character: [Int]] = [
            "A": [1, 2, 3, 4, 5, 6, 7, 8],
            "B": [10, 2, 3, 4, 5, 6, 7, 8],
            "C": [10, 20, 3, 4, 5, 6, 7, 8],
            "D": [10, 20, 30, 4, 5, 6, 7, 8],
            "E": [10, 20, 30, 40, 5, 6, 7, 8],
            "F": [10, 20, 30, 40, 50, 6, 7, 8],
            "G": [10, 20, 30, 40, 50, 60, 7, 8],
            "H": [10, 20, 30, 40, 50, 60, 70, 8],
            "I": [10, 20, 30, 40, 50, 60, 70, 80],
        ]
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let values = digits.merging(tens) { $1 }
            let s = [
                test.hot("^ 9s 1 90s a", values: values),
                test.hot("^ 19s 2 81s b", values: values),
                test.hot("^ 29s 3 72s c", values: values),
                test.hot("^ 39s 4 63s d", values: values),
                test.hot("^ 49s 5 54s e", values: values),
                test.hot("^ 59s 6 45s f", values: values),
                test.hot("^ 69s 7 36s g", values: values),
                test.hot("^ 79s 8 27s h", values: values),
            ].map { $0.asInfallible(onErrorJustReturn: 0) }
            test.expect(
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                    .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
                    .asObservable(),
                "80s A 20s BCDEFGHI", values: arrays)
            test.expect(
                Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                    .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
                    .asObservable(),
                "80s A 27s I", values: arrays)
        }
    }

    @Test func tupleCombineLatestAndZipOfTwoSources() {
        let pairs: [Character: String] = ["A": "1x", "B": "3x", "C": "3y"]
        let scheduler = TestScheduler()
        scheduler.validate(
                      "^1-3------|", values: digits,
                      "^-x-y-----|", values: ["x": "x", "y": "y"],
            {
                Infallible.combineLatest($0.asInfallible(onErrorJustReturn: 0), $1.asInfallible(onErrorJustReturn: ""))
                    .map { "\($0)\($1)" }.asObservable()
            },
            expected: "--ABC-----|", values: pairs, frame: 10)
        let other = TestScheduler()
        other.validate(
                      "^1-3------|", values: digits,
                      "^-x-y-----|", values: ["x": "x", "y": "y"],
            {
                Infallible.zip($0.asInfallible(onErrorJustReturn: 0), $1.asInfallible(onErrorJustReturn: ""))
                    .map { "\($0)\($1)" }.asObservable()
            },
            expected: "--A-C-----|", values: pairs, frame: 10)
    }

    @Test func withUnretainedPassesTheObjectWhileItLives() {
        let box = Box(tag: 100)
        //                                                                      xs: "^-1-2-3-4-5---------|"
        validate({ xs, _ in xs.take(2).withUnretained(box) { $0.tag + $1 } }, expected: "--a-(b|)",
                 values: ["a": 101, "b": 102])
        validate({ xs, _ in xs.take(1).withUnretained(box).map { $0.tag * $1 } }, expected: "--(c|)",
                 values: ["c": 100])
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
        //                                                                      xs: "^-1-2-3-4-5---------|"
        validate({ xs, _ in xs.take(1).debug("trait") },                 expected: "--(1|)")
    }

    @Test func distinctUntilChangedForms() {
        // a is 12, b is 13; one frame is ten seconds.
        let values = digits.merging(["a": 12, "b": 13]) { $1 }
        func validate(
            _ operation: @escaping (Infallible<Int>) -> Infallible<Int>, expected: String,
            fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
        ) {
            TestScheduler().validate(
                "^112ab----|", values: values,
                { operation($0.asInfallible(onErrorJustReturn: 0)).asObservable() },
                expected: expected, values: values, frame: 10,
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
        //                                                                           xs: "^112ab----|"
        validate({ $0.distinctUntilChanged() },                               expected: "-1-2ab----|")
        validate({ $0.distinctUntilChanged { $0 % 10 } },                     expected: "-1-2-b----|")
        validate({ $0.distinctUntilChanged { abs($0 - $1) <= 1 } },           expected: "-1--a-----|")
        validate({ $0.distinctUntilChanged({ $0 / 10 }, comparer: { $0 == $1 }) }, expected: "-1--a-----|")
        validate({ $0.distinctUntilChanged(at: \.description.count) },        expected: "-1--a-----|")
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
        scheduler.marbles { test in
            test.expect(Infallible<Int>.from(optional: nil).asObservable(), "|", values: digits)
        }
        let other = TestScheduler()
        other.validate(
                      "^1-3------|", values: digits,
                      "^-2-4-----|", values: digits,
            { Infallible.combineLatest([$0.asInfallible(onErrorJustReturn: 0), $1.asInfallible(onErrorJustReturn: 0)]).asObservable() },
            expected: "--ABC-----|", values: ["A": [1, 2], "B": [3, 2], "C": [3, 4]], frame: 10)
        let third = TestScheduler()
        third.validate(
                      "^1-3------|", values: digits,
                      "^-2-4-----|", values: digits,
            {
                Infallible.zip([$0.asInfallible(onErrorJustReturn: 0), $1.asInfallible(onErrorJustReturn: 0)]) {
                    $0.reduce(0, +)
                }
                .asObservable()
            },
            expected: "--3-7-----|", values: digits, frame: 10)
    }
}

@Suite struct DriverSignalOperatorTests {
    @Test func skipAndDistinctUntilChangedWithAKeyOrAComparer() {
        // e is 11; one frame is ten seconds.
        let values = digits.merging(["e": 11]) { $1 }
        let scheduler = TestScheduler()
        MainScheduler.withMainScheduler(scheduler) {
            scheduler.validate(
                          "^1e23-----|", values: values,
                { $0.asSignal(onErrorJustReturn: 0).skip(1).distinctUntilChanged { $0 % 10 }.asObservable() },
                expected: "--e23-----|", values: values, frame: 10)
        }
        let other = TestScheduler()
        MainScheduler.withMainScheduler(other) {
            other.validate(
                          "^1e23-----|", values: values,
                { $0.asDriver(onErrorJustReturn: 0).distinctUntilChanged { $0 % 10 == $1 % 10 }.asObservable() },
                expected: "-1-23-----|", values: values, frame: 10)
        }
    }

    @Test func flatMapOnADriver() {
        // One frame is one second; a, b, c and d are 10, 20, 11 and 21.
        let values: [Character: Int] = ["a": 10, "b": 20, "c": 11, "d": 21]
        let scheduler = TestScheduler()
        MainScheduler.withMainScheduler(scheduler) {
            scheduler.marbles { test in
                let inners = [1: test.cold("-----a----c-|", values: values), 2: test.cold("-----b----d-|", values: values)]
                let xs = test.hot("^---------1--2 86s |", values: digits)
                test.expect(
                    xs.asDriver(onErrorJustReturn: 0).flatMap { inners[$0]!.asDriver(onErrorJustReturn: -1) }
                        .asObservable(),
                       "---------------a--b-c--d 76s |", values: values)
            }
        }
    }

    @Test func switchLatestAndMergeOnATraitOfTraits() {
        // One frame is five seconds. The outer driver emits the driver of `a`, then that of `b`.
        func validate(
            _ operation: @escaping (Driver<Driver<Int>>) -> Driver<Int>, expected: String,
            fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
        ) {
            let scheduler = TestScheduler()
            MainScheduler.withMainScheduler(scheduler) {
                scheduler.marbles(frame: 5, fileID: fileID, filePath: filePath, line: line, column: column) { test in
                    let a = test.hot("^--1---2", values: digits).asDriver(onErrorJustReturn: 0)
                    let b = test.hot("^-------3", values: digits).asDriver(onErrorJustReturn: 0)
                    let outer = test.hot("^-a---b", values: ["a": a, "b": b])
                    test.expect(
                        operation(outer.asDriver(onErrorJustReturn: .never())).asObservable(), expected, values: digits,
                        fileID: fileID, filePath: filePath, line: line, column: column)
                }
            }
        }
        //                                                      a: "^--1---2"
        //                                                      b: "^-------3"
        //                                                  outer: "^-a---b"
        validate({ $0.switchLatest() },                 expected: "---1----3")
        validate({ $0.merge() },                        expected: "---1---23")
        // The second inner driver waits for the first, which never completes.
        validate({ $0.merge(maxConcurrent: 1) },        expected: "---1---2-")
    }

    @Test func concatRunsOneDriverAfterTheOther() {
        let scheduler = TestScheduler()
        // One frame is five seconds.
        MainScheduler.withMainScheduler(scheduler) {
            scheduler.marbles(frame: 5) { test in
                let first = test.cold( "-1|", values: digits).asDriver(onErrorJustReturn: 0)
                let second = test.cold(  "-2|", values: digits).asDriver(onErrorJustReturn: 0)
                test.expect(Driver.concat([first, second]).concat(Driver.just(3)).asObservable(),
                                       "-1-2(3|)", values: digits)
            }
        }
    }

    @Test func zipAndCombineLatestOfACollection() {
        // One frame is ten seconds.
        let arrays: [Character: [Int]] = ["A": [1, 2], "B": [3, 2], "C": [3, 4]]
        func validate(
            _ operation: @escaping ([Signal<Int>]) -> Signal<[Int]>, expected: String,
            fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
        ) {
            let scheduler = TestScheduler()
            MainScheduler.withMainScheduler(scheduler) {
                scheduler.validate(
                    "^1-3", values: digits,
                    "^-2-4", values: digits,
                    { operation([$0.asSignal(onErrorJustReturn: 0), $1.asSignal(onErrorJustReturn: 0)]).asObservable() },
                    expected: expected, values: arrays, frame: 10,
                    fileID: fileID, filePath: filePath, line: line, column: column)
            }
        }
        //                                         a: "^1-3"
        //                                         b: "^-2-4"
        validate({ Signal.combineLatest($0) }, expected: "--ABC")
        validate({ Signal.zip($0) },           expected: "--A-C")
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
        MainScheduler.withMainScheduler(scheduler) {
            scheduler.validate(
                          "^1--------|", values: digits,
                { $0.asSignal(onErrorJustReturn: 0).withUnretained(box).map { $0.tag + $1 }.asObservable() },
                expected: "-a--------|", values: ["a": 101], frame: 10)
        }
    }
}
