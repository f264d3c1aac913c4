import Foundation
@testable import IOViewModel

// The race cases of the operators on `ObservableType` and `Observable`: one case per operator
// name (see `PublicOperatorScanner` for the grouping); a case subscribes one checker per overload
// family worth racing separately. Closures come from the context: `transform` and `keep` throw in
// the `.throwing` round, `inner` returns an inner sequence that is synchronous for even elements
// and delivered from the concurrent queue for odd ones.

extension RaceContext {
    /// An inner sequence for the flattening operators: synchronous or from a timer.
    func inner(_ value: Int) -> Observable<Int> {
        value.isMultiple(of: 2) ? .just(value) : Observable.just(value).delay(interval, scheduler: scheduler)
    }

    /// All of `disposables`, disposed together.
    func all(_ disposables: any Disposable...) -> any Disposable {
        CompositeDisposable(disposables: disposables)
    }
}

/// An object for `withUnretained`, kept alive by the case.
final class RaceAnchor: Sendable {}

/// A data decoder for `decode`: reads the decimal text of an integer.
struct RaceDecoder: DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
        try JSONDecoder().decode(type, from: data)
    }
}

extension RaceCases {
    static let observableTransforming: [RaceCase] = [
        RaceCase("Observable.map") { c in c.check(c.source().map(c.transform)) },
        RaceCase("Observable.mapConst") { c in c.checkUntagged(c.source().mapConst("x")) },
        RaceCase("Observable.compactMap") { c in
            c.check(c.source().compactMap { value throws(RaceError) in try c.keep(value) ? value : nil })
        },
        RaceCase("Observable.filter") { c in c.check(c.source().filter(c.keep)) },
        RaceCase("Observable.flatMap") { c in
            c.all(
                c.check(c.source().flatMap { value throws(RaceError) in c.inner(try c.transform(value)) }),
                c.check(c.source().flatMap { value in Single.just(value) }))
        },
        RaceCase("Observable.flatMapFirst") { c in
            c.all(
                c.check(c.source().flatMapFirst { value throws(RaceError) in c.inner(try c.transform(value)) }),
                c.check(c.source().flatMapFirst { value in c.inner(value).asInfallible(onErrorJustReturn: 0) }))
        },
        RaceCase("Observable.flatMapLatest") { c in
            c.all(
                c.check(c.source().flatMapLatest { value throws(RaceError) in c.inner(try c.transform(value)) }),
                c.check(c.source().flatMapLatest { value in c.inner(value).take(1).asSingle() }))
        },
        RaceCase("Observable.concatMap") { c in
            c.check(c.source().concatMap { value throws(RaceError) in c.inner(try c.transform(value)) })
        },
        RaceCase("Observable.switchLatest") { c in c.check(c.source().map { c.inner($0) }.switchLatest()) },
        RaceCase("Observable.scan") { c in
            c.all(
                c.check(c.source().scan(0) { sum, value throws(RaceError) in try c.transform(value) + sum % 7 }),
                c.check(c.source().scan(into: 0) { (sum: inout Int, value: Int) throws(RaceError) in
                    sum = try c.transform(value)
                }))
        },
        RaceCase("Observable.reduce") { c in
            c.check(c.source().reduce(0) { sum, value throws(RaceError) in max(sum, try c.transform(value)) })
        },
        RaceCase("Observable.toArray") { c in c.checkUntagged(c.source().toArray()) },
        RaceCase("Observable.buffer") { c in
            c.check(c.source().buffer(timeSpan: c.interval, count: 5, scheduler: c.scheduler).map { $0.max() ?? 0 })
        },
        RaceCase("Observable.enumerated") { c in c.check(c.source().enumerated().map(\.element)) },
        RaceCase("Observable.window") { c in
            c.check(c.source().window(timeSpan: c.interval, count: 5, scheduler: c.scheduler).merge())
        },
        RaceCase("Observable.combinePrevious") { c in
            c.all(c.check(c.source().combinePrevious().map(\.1)), c.check(c.source().combinePrevious(0).map(\.1)))
        },
        RaceCase("Observable.materialize") { c in c.checkUntagged(c.source().materialize()) },
        RaceCase("Observable.dematerialize") { c in c.check(c.source().materialize().dematerialize()) },
        RaceCase("Observable.elements") { c in c.check(c.source().materialize().elements()) },
        RaceCase("Observable.errors") { c in c.checkUntagged(c.source().materialize().errors()) },
        RaceCase("Observable.not") { c in c.checkUntagged(c.source().map { $0.isMultiple(of: 2) }.not()) },
        RaceCase("Observable.skipNil") { c in
            c.check(c.source().map { $0.isMultiple(of: 3) ? nil : $0 }.skipNil())
        },
        RaceCase("Observable.groupBy") { c in
            c.check(c.source().groupBy { value in try c.transform(value) % 3 }.flatMap { $0 })
        },
        RaceCase("Observable.decode") { c in
            c.check(c.source().map { Data("\($0)".utf8) }.decode(type: Int.self, decoder: RaceDecoder()))
        },
        RaceCase("Observable.withUnretained") { c in
            let anchor = RaceAnchor()
            return c.all(
                c.check(c.source().withUnretained(anchor).map(\.1)),
                c.check(c.source().withUnretained(anchor) { _, value in value }))
        },
    ]

    static let observableFiltering: [RaceCase] = [
        RaceCase("Observable.distinctUntilChanged") { c in
            c.all(
                c.check(c.source().map { $0 / 2 }.distinctUntilChanged()),
                c.check(c.source().distinctUntilChanged { value throws(RaceError) in try c.transform(value) / 2 }),
                c.check(c.source().distinctUntilChanged { a, b throws(RaceError) in try c.transform(a) == b }))
        },
        RaceCase("Observable.take", sources: 2) { c in
            c.all(
                c.check(c.source().take(c.elementsPerSender)),
                c.check(c.source(0).take(until: c.source(1))),
                c.check(c.source().take(while: c.keep)),
                c.check(c.source().take(until: { value throws(RaceError) in try !c.keep(value) }, behavior: .inclusive)),
                c.check(c.source().take(for: c.interval, scheduler: c.scheduler)))
        },
        RaceCase("Observable.skip", sources: 2) { c in
            c.all(
                c.check(c.source().skip(5)),
                c.check(c.source(0).skip(until: c.source(1))),
                c.check(c.source().skip(while: c.keep)),
                c.check(c.source().skip(c.interval, scheduler: c.scheduler)))
        },
        RaceCase("Observable.takeLast") { c in c.check(c.source().takeLast(3)) },
        RaceCase("Observable.element") { c in c.check(c.source().element(at: 7)) },
        RaceCase("Observable.single") { c in
            c.all(c.check(c.source().single()), c.check(c.source().single { value throws(RaceError) in try c.keep(value) }))
        },
        RaceCase("Observable.first") { c in c.checkUntagged(c.source().first()) },
        RaceCase("Observable.ignoreElements") { c in c.checkUntagged(c.source().ignoreElements()) },
        RaceCase("Observable.ignoreValues") { c in c.checkUntagged(c.source().ignoreValues()) },
        RaceCase("Observable.ifEmpty", sources: 2) { c in
            c.all(
                c.check(c.source(0).filter { _ in false }.ifEmpty(default: 1)),
                c.check(c.source(0).filter { _ in false }.ifEmpty(switchTo: c.source(1))))
        },
        RaceCase("Observable.switchIfEmpty", sources: 2) { c in
            c.check(c.source(0).filter { _ in false }.switchIfEmpty(c.source(1)))
        },
        RaceCase("Observable.startWith") { c in c.check(c.source().startWith(1, 2)) },
        RaceCase("Observable.do") { c in
            c.check(
                c.source().do(
                    onNext: { value in _ = try c.transform(value) },
                    afterNext: { _ in },
                    onError: { _ in },
                    onCompleted: {},
                    onSubscribe: {},
                    onSubscribed: {},
                    onDispose: {}))
        },
        RaceCase("Observable.debug") { c in
            // The public form prints; this one logs nowhere, through the same machinery.
            c.all(
                c.check(c.source().debug("race", trimOutput: true) { _ in }),
                c.check(c.source().take(1).debug("race", trimOutput: true)))
        },
    ]

    static let observableCombining: [RaceCase] = [
        RaceCase("Observable.merge", sources: 3) { c in
            c.all(
                c.check(Observable.merge(c.source(0), c.source(1), c.source(2))),
                c.check(Observable.merge([c.source(0), c.source(1)])))
        },
        RaceCase("Observable.concat", sources: 2) { c in
            c.all(
                c.check(c.source(0).concat(c.source(1))),
                c.check(Observable.concat([c.source(0), c.source(1)])))
        },
        RaceCase("Observable.combineLatest", sources: 3) { c in
            c.all(
                c.check(
                    Observable.combineLatest(c.source(0), c.source(1), c.source(2)) { a, b, d throws(RaceError) in
                        try c.transform(a) + b + d
                    }),
                c.check(Observable.combineLatest([c.source(0), c.source(1)]).map { $0.reduce(0, +) }))
        },
        RaceCase("Observable.zip", sources: 3) { c in
            c.all(
                c.check(
                    Observable.zip(c.source(0), c.source(1), c.source(2)) { a, b, d throws(RaceError) in
                        try c.transform(a) + b + d
                    }),
                c.check(Observable.zip([c.source(0), c.source(1)]).map { $0.reduce(0, +) }))
        },
        RaceCase("Observable.withLatestFrom", sources: 2) { c in
            c.all(
                c.check(c.source(0).withLatestFrom(c.source(1)) { a, b throws(RaceError) in try c.transform(a) + b }),
                c.check(c.source(0).withLatestFrom(c.source(1))),
                c.check(c.source(0).withLatestFrom(c.driver(1))))
        },
        RaceCase("Observable.amb", sources: 3) { c in
            c.all(
                c.check(c.source(0).amb(c.source(1))),
                c.check(Observable.amb([c.source(0), c.source(1), c.source(2)])))
        },
        RaceCase("Observable.sample", sources: 2) { c in c.check(c.source(0).sample(c.source(1))) },
        RaceCase("Observable.takeWhen", sources: 2) { c in c.check(c.source(0).takeWhen(c.source(1))) },
        RaceCase("Observable.takePairWhen", sources: 2) { c in
            c.check(c.source(0).takePairWhen(c.source(1)).map { $0 + $1 })
        },
    ]

    static let observableErrorsAndTime: [RaceCase] = [
        RaceCase("Observable.catch", sources: 2) { c in
            c.all(
                c.check(c.source(0).map(c.transform).catch { _ in c.source(1) }),
                c.check(Observable.catch(sequence: [c.source(0).map(c.transform), c.source(1)])))
        },
        RaceCase("Observable.catchAndReturn") { c in c.check(c.source().map(c.transform).catchAndReturn(-1)) },
        RaceCase("Observable.retry") { c in
            c.all(
                // A failed subject fails again at once: resubscribe only past the closure's throw.
                c.check(c.source().catchAndReturn(-1).map(c.transform).retry()),
                c.check(c.source().map(c.transform).retry(3)),
                c.check(c.source().map(c.transform).retry { (errors: Observable<any Error>) in errors.take(2) }))
        },
        RaceCase("Observable.timeout", sources: 2) { c in
            c.all(
                c.check(c.source().timeout(c.interval, scheduler: c.scheduler)),
                c.check(c.source(0).timeout(c.interval, other: c.source(1), scheduler: c.scheduler)))
        },
        RaceCase("Observable.delay") { c in c.check(c.source().delay(c.interval, scheduler: c.scheduler)) },
        RaceCase("Observable.delaySubscription") { c in
            c.check(c.source().delaySubscription(c.interval, scheduler: c.scheduler))
        },
        RaceCase("Observable.debounce") { c in c.check(c.source().debounce(c.interval, scheduler: c.scheduler)) },
        RaceCase("Observable.throttle") { c in
            c.all(
                c.check(c.source().throttle(c.interval, scheduler: c.scheduler)),
                c.check(c.source().throttle(c.interval, latest: false, scheduler: c.scheduler)))
        },
        RaceCase("Observable.observe") { c in
            c.all(
                c.check(c.source().observe(on: c.scheduler)),
                c.check(c.source().observe(on: c.serialScheduler)))
        },
        RaceCase("Observable.subscribe") { c in c.check(c.source().subscribe(on: c.scheduler)) },
    ]

    static let observableSharing: [RaceCase] = [
        RaceCase("Observable.share") { c in
            let whileConnected = c.source().share(replay: 1)
            let forever = c.source().share(replay: 2, scope: .forever)
            return c.all(c.check(whileConnected), c.check(whileConnected), c.check(forever), c.check(forever))
        },
        RaceCase("Observable.publish") { c in
            let published = c.source().publish()
            return c.all(c.check(published), c.check(published), published.connect())
        },
        RaceCase("Observable.replay") { c in
            let replayed = c.source().replay(2)
            return c.all(c.check(replayed), replayed.connect(), c.check(replayed))
        },
        RaceCase("Observable.replayAll") { c in
            let replayed = c.source().replayAll()
            return c.all(c.check(replayed), replayed.connect(), c.check(replayed))
        },
        RaceCase("Observable.multicast") { c in
            let toSubject = c.source().multicast(PublishSubject<Int>())
            let made = c.source().multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
            return c.all(
                c.check(toSubject), toSubject.connect(), c.check(made), made.connect(),
                c.check(c.source().multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 } })))
        },
        RaceCase("Observable.refCount") { c in
            let counted = c.source().publish().refCount()
            return c.all(c.check(counted), c.check(counted))
        },
        RaceCase("Observable.hot") { c in
            let bag = Locked<DisposeBag?>(DisposeBag())
            let hot = c.source().hot(replay: 1, keptBy: bag.value!)
            return c.all(c.check(hot), c.check(hot), Disposables.create { bag.withLock { $0 = nil } })
        },
    ]

    static let observableCreating: [RaceCase] = [
        RaceCase("Observable.create") { c in c.check(Observable<Int>.create { observer in c.source().subscribe(observer) }) },
        RaceCase("Observable.deferred") { c in c.check(Observable.deferred { c.source() }) },
        RaceCase("Observable.using") { c in
            c.check(Observable.using({ BooleanDisposable() }, observableFactory: { _ in c.source() }))
        },
        RaceCase("Observable.just") { c in
            c.all(c.check(Observable.just(1)), c.check(Observable.just(1, scheduler: c.scheduler)))
        },
        RaceCase("Observable.of") { c in
            c.all(c.check(Observable.of(1, 2, 3)), c.check(Observable.of(1, 2, 3, scheduler: c.scheduler)))
        },
        RaceCase("Observable.from") { c in
            c.all(
                c.check(Observable.from(0..<50, scheduler: c.scheduler)),
                c.check(Observable.from(optional: 1, scheduler: c.scheduler)),
                c.check(Observable.from(AsyncStream<Int> { continuation in
                    for value in 0..<20 { continuation.yield(value) }
                    continuation.finish()
                })))
        },
        RaceCase("Observable.range") { c in c.check(Observable.range(start: 0, count: 50, scheduler: c.scheduler)) },
        RaceCase("Observable.generate") { c in
            c.check(
                Observable.generate(
                    initialState: 0, condition: { _ in true }, scheduler: c.scheduler, iterate: { $0 + 1 }))
        },
        RaceCase("Observable.repeatElement") { c in c.check(Observable.repeatElement(1, scheduler: c.scheduler)) },
        RaceCase("Observable.timer") { c in
            c.all(
                c.check(Observable<Int>.timer(c.interval, scheduler: c.scheduler)),
                c.check(Observable<Int>.timer(c.interval, period: c.interval, scheduler: c.scheduler)))
        },
        RaceCase("Observable.interval") { c in c.check(Observable<Int>.interval(c.interval, scheduler: c.scheduler)) },
        RaceCase("Observable.empty", "Observable.never", "Observable.error") { c in
            c.all(
                c.check(Observable<Int>.empty()), c.check(Observable<Int>.never()),
                c.check(Observable<Int>.error(RaceError(value: 0))))
        },
        RaceCase("Observable.createAsync") { c in
            c.check(Observable<Int>.createAsync { observer in
                for value in 0..<20 {
                    try Task.checkCancellation()
                    observer.onNext(value)
                    await Task.yield()
                }
                observer.onCompleted()
            })
        },
        RaceCase("Observable.fromAsync") { c in
            c.check(Observable<Int>.fromAsync {
                await Task.yield()
                return 1
            })
        },
    ]

    static let observableConverting: [RaceCase] = [
        RaceCase("Observable.asObservable") { c in c.check(c.source().asObservable()) },
        RaceCase("Observable.asSingle") { c in c.check(c.source().take(1).asSingle()) },
        RaceCase("Observable.asMaybe") { c in c.check(c.source().take(1).asMaybe()) },
        RaceCase("Observable.asCompletable") { c in c.checkUntagged(c.source().ignoreElements().asCompletable()) },
        RaceCase("Observable.asInfallible") { c in c.check(c.source().asInfallible(onErrorJustReturn: -1)) },
        RaceCase("Observable.asDriver") { c in
            c.all(
                c.check(c.source().asDriver(onErrorJustReturn: -1)),
                c.check(c.source().asDriver(onErrorDriveWith: .just(-1))),
                c.check(c.source().asDriver(onErrorRecover: { _ in c.mocked { .empty() } })),
                c.check(c.single().asDriver(onErrorJustReturn: -1)),
                c.check(c.maybe().asDriver(onErrorRecover: { _ in c.mocked { .empty() } })))
        },
        RaceCase("Observable.asSignal") { c in
            c.all(
                c.check(c.source().asSignal(onErrorJustReturn: -1)),
                c.check(c.source().asSignal(onErrorSignalWith: .just(-1))),
                c.check(c.source().asSignal(onErrorRecover: { _ in c.mocked { .empty() } })),
                c.check(c.single().asSignal(onErrorSignalWith: .just(-1))),
                c.check(c.maybe().asSignal(onErrorRecover: { _ in c.mocked { .empty() } })))
        },
        RaceCase("Observable.asSharedSequence") { c in
            c.check(c.source().asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1))
        },
    ]
}
