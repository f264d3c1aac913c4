import IOViewModel

// The race cases of the traits' operators. Traits cannot fail, so their closures do not throw;
// the `.fail` round still fails the subject under them, which the trait turns into its fallback.
// `Driver` and `Signal` deliver on the context's concurrent scheduler (installed as the main
// scheduler by `SharingScheduler.mock` for the whole round).

extension RaceContext {
    /// An inner infallible for the flattening operators.
    func innerInfallible(_ value: Int) -> Infallible<Int> { inner(value).asInfallible(onErrorJustReturn: -1) }
    /// An inner driver for the flattening operators (their selectors run on the senders'
    /// threads and the queue, hence `mocked`).
    func innerDriver(_ value: Int) -> Driver<Int> { mocked { inner(value).asDriver(onErrorJustReturn: -1) } }
    /// An inner single for the flattening operators.
    func innerSingle(_ value: Int) -> Single<Int> { inner(value).take(1).asSingle() }
    /// An inner maybe for the flattening operators.
    func innerMaybe(_ value: Int) -> Maybe<Int> { inner(value).take(1).asMaybe() }
}

extension RaceCases {
    static let infallible: [RaceCase] = [
        RaceCase("Infallible.map") { c in c.check(c.infallible().map { $0 }) },
        RaceCase("Infallible.compactMap") { c in c.check(c.infallible().compactMap { $0 % 3 == 1 ? nil : $0 }) },
        RaceCase("Infallible.flatMap") { c in c.check(c.infallible().flatMap { c.innerInfallible($0) }) },
        RaceCase("Infallible.flatMapFirst") { c in c.check(c.infallible().flatMapFirst { c.innerInfallible($0) }) },
        RaceCase("Infallible.flatMapLatest") { c in c.check(c.infallible().flatMapLatest { c.innerInfallible($0) }) },
        RaceCase("Infallible.concatMap") { c in c.check(c.infallible().concatMap { c.innerInfallible($0) }) },
        RaceCase("Infallible.scan") { c in
            c.all(
                c.check(c.infallible().scan(0) { sum, value in value + sum % 7 }),
                c.check(c.infallible().scan(into: 0) { sum, value in sum = value }))
        },
        RaceCase("Infallible.withLatestFrom", sources: 2) { c in
            c.all(
                c.check(c.infallible(0).withLatestFrom(c.infallible(1)) { $0 + $1 }),
                c.check(c.infallible(0).withLatestFrom(c.infallible(1))))
        },
        RaceCase("Infallible.withUnretained") { c in
            let anchor = RaceAnchor()
            return c.all(
                c.check(c.infallible().withUnretained(anchor).map(\.1)),
                c.check(c.infallible().withUnretained(anchor) { _, value in value }))
        },
        RaceCase("Infallible.combineLatest", sources: 3) { c in
            c.all(
                c.check(Infallible.combineLatest([c.infallible(0), c.infallible(1)]).map { $0.reduce(0, +) }),
                c.check(Infallible.combineLatest(c.infallible(0), c.infallible(1), c.infallible(2)).map { $0 + $1 + $2 }))
        },
        RaceCase("Infallible.zip", sources: 3) { c in
            c.all(
                c.check(Infallible.zip([c.infallible(0), c.infallible(1)]).map { $0.reduce(0, +) }),
                c.check(Infallible.zip(c.infallible(0), c.infallible(1), c.infallible(2)).map { $0 + $1 + $2 }))
        },
        RaceCase("Infallible.observe") { c in c.check(c.infallible().observe(on: c.scheduler)) },
        RaceCase("Infallible.subscribe") { c in c.check(c.infallible().subscribe(on: c.scheduler)) },
        RaceCase("Infallible.debounce") { c in c.check(c.infallible().debounce(c.interval, scheduler: c.scheduler)) },
        RaceCase("Infallible.throttle") { c in c.check(c.infallible().throttle(c.interval, scheduler: c.scheduler)) },
        RaceCase("Infallible.share") { c in
            let shared = c.infallible().share(replay: 1)
            return c.all(c.check(shared), c.check(shared))
        },
        RaceCase("Infallible.take") { c in c.check(c.infallible().take(for: c.interval, scheduler: c.scheduler)) },
        RaceCase("Infallible.create") { c in
            c.check(Infallible<Int>.create { observer in
                c.source().subscribe(onNext: { observer(.next($0)) }, onError: { _ in observer(.completed) },
                                     onCompleted: { observer(.completed) })
            })
        },
        RaceCase("Infallible.just") { c in c.check(Infallible.just(1, scheduler: c.scheduler)) },
        RaceCase("Infallible.from") { c in c.check(Infallible.from(0..<50, scheduler: c.scheduler)) },
        RaceCase("Infallible.of") { c in c.check(Infallible.of(1, 2, 3)) },
        RaceCase("Infallible.asObservable") { c in c.check(c.infallible().asObservable()) },
        RaceCase("Infallible.asInfallible") { c in c.check(c.infallible().asInfallible()) },
        RaceCase("Infallible.asDriver") { c in c.check(c.infallible().asDriver()) },
        RaceCase("Infallible.asSignal") { c in c.check(c.infallible().asSignal()) },
    ]

    /// The operators `Driver`, `Signal` and `Infallible` share (declared once on the trait layer,
    /// or on `SharedSequenceConvertibleType` and `InfallibleType` as RxSwift declares them): each
    /// case runs on a driver, a signal and an infallible.
    static let traitSequence: [RaceCase] = [
        RaceCase("SharedSequence.filter", "Infallible.filter") { c in
            c.all(c.check(c.driver().filter { $0 % 3 != 1 }), c.check(c.signal().filter { $0 % 3 != 1 }),
                  c.check(c.infallible().filter { $0 % 3 != 1 }))
        },
        RaceCase("TraitSequence.distinctUntilChanged", "SharedSequence.distinctUntilChanged", "Infallible.distinctUntilChanged") { c in
            c.all(
                c.check(c.driver().map { $0 / 2 }.distinctUntilChanged()),
                c.check(c.signal().distinctUntilChanged { $0 / 2 }),
                c.check(c.infallible().distinctUntilChanged { $0 / 2 == $1 / 2 }),
                c.check(c.driver().distinctUntilChanged({ $0 / 2 }, comparer: ==)),
                c.check(c.infallible().distinctUntilChanged(at: \.self)))
        },
        RaceCase("SharedSequence.startWith", "Infallible.startWith") { c in
            c.all(c.check(c.driver().startWith(1)), c.check(c.infallible().startWith(1, 2)))
        },
        RaceCase("TraitSequence.take", sources: 2) { c in
            c.all(
                c.check(c.driver().take(c.elementsPerSender)),
                c.check(c.signal().take(while: { $0 % 3 != 1 })),
                c.check(c.infallible().take(until: { $0 % 3 == 1 }, behavior: .inclusive)),
                c.check(c.driver(0).take(until: c.driver(1))))
        },
        RaceCase("TraitSequence.skip", "SharedSequence.skip", "Infallible.skip", sources: 2) { c in
            c.all(
                c.check(c.driver().skip(5)),
                c.check(c.infallible().skip(2)),
                c.check(c.signal().skip(while: { $0 % 3 != 1 })),
                c.check(c.infallible(0).skip(until: c.infallible(1))))
        },
        RaceCase("TraitSequence.concat", sources: 2) { c in
            c.all(
                c.check(c.driver(0).concat(c.driver(1))),
                c.check(Infallible.concat(c.infallible(0), c.infallible(1))),
                c.check(Signal.concat([c.signal(0), c.signal(1)])))
        },
        RaceCase("Infallible.merge", sources: 2) { c in
            c.all(
                c.check(Driver.merge(c.driver(0), c.driver(1))),
                c.check(Infallible.merge([c.infallible(0), c.infallible(1)])))
        },
        RaceCase("TraitSequence.combineLatest", sources: 2) { c in
            c.all(
                c.check(Driver.combineLatest(c.driver(0), c.driver(1)) { $0 + $1 }),
                c.check(Signal.combineLatest([c.signal(0), c.signal(1)]).map { $0.reduce(0, +) }))
        },
        RaceCase("TraitSequence.zip", sources: 2) { c in
            c.all(
                c.check(Driver.zip(c.driver(0), c.driver(1)) { $0 + $1 }),
                c.check(Signal.zip([c.signal(0), c.signal(1)]).map { $0.reduce(0, +) }))
        },
        RaceCase("SharedSequence.do", "Infallible.do") { c in
            c.all(
                c.check(c.driver().do(onNext: { _ in }, afterNext: { _ in }, onCompleted: {}, onDispose: {})),
                c.check(c.infallible().do(onNext: { _ in }, onSubscribe: {}, onSubscribed: {})))
        },
        RaceCase("SharedSequence.debug", "Infallible.debug") { c in
            c.all(
                c.check(c.driver().take(1).debug("race", trimOutput: true)),
                c.check(c.infallible().take(1).debug("race", trimOutput: true)))
        },
        RaceCase("TraitSequence.deferred") { c in
            c.all(c.check(Driver.deferred { c.driver() }), c.check(Infallible.deferred { c.infallible() }))
        },
        RaceCase("TraitSequence.just", "TraitSequence.of", "TraitSequence.from") { c in
            c.all(
                c.check(Driver.just(1)), c.check(Signal.of(1, 2, 3)), c.check(Driver.from(0..<20)),
                c.check(Infallible.from(optional: 1)))
        },
        RaceCase("TraitSequence.empty", "TraitSequence.never") { c in
            c.all(c.check(Driver<Int>.empty()), c.check(Signal<Int>.never()), c.check(Infallible<Int>.empty()))
        },
    ]

    /// The operators of `SharedSequence`, run on drivers and signals.
    static let sharedSequence: [RaceCase] = [
        RaceCase("SharedSequence.map") { c in c.all(c.check(c.driver().map { $0 }), c.check(c.signal().map { $0 })) },
        RaceCase("SharedSequence.compactMap") { c in c.check(c.driver().compactMap { $0 % 3 == 1 ? nil : $0 }) },
        RaceCase("SharedSequence.flatMap") { c in
            c.all(c.check(c.driver().flatMap { c.innerDriver($0) }), c.check(c.signal().flatMap { c.innerDriver($0) }))
        },
        RaceCase("SharedSequence.flatMapFirst") { c in c.check(c.driver().flatMapFirst { c.innerDriver($0) }) },
        RaceCase("SharedSequence.flatMapLatest") { c in c.check(c.signal().flatMapLatest { c.innerDriver($0) }) },
        RaceCase("SharedSequence.concatMap") { c in c.check(c.driver().concatMap { c.innerDriver($0) }) },
        RaceCase("SharedSequence.switchLatest") { c in c.check(c.driver().map { c.innerDriver($0) }.switchLatest()) },
        RaceCase("SharedSequence.merge") { c in
            c.all(
                c.check(c.driver().map { c.innerDriver($0) }.merge()),
                c.check(c.driver().map { c.innerDriver($0) }.merge(maxConcurrent: 2)))
        },
        RaceCase("SharedSequence.scan") { c in
            c.all(
                c.check(c.driver().scan(0) { sum, value in value + sum % 7 }),
                c.check(c.signal().scan(into: 0) { sum, value in sum = value }))
        },
        RaceCase("SharedSequence.withLatestFrom", sources: 2) { c in
            c.all(
                c.check(c.driver(0).withLatestFrom(c.driver(1)) { $0 + $1 }),
                c.check(c.signal(0).withLatestFrom(c.driver(1))))
        },
        RaceCase("SharedSequence.withUnretained") { c in
            let anchor = RaceAnchor()
            return c.all(
                c.check(c.driver().withUnretained(anchor).map(\.1)),
                c.check(c.driver().withUnretained(anchor) { _, value in value }))
        },
        RaceCase("SharedSequence.combineLatest", sources: 3) { c in
            c.all(
                c.check(Driver.combineLatest(c.driver(0), c.driver(1)).map { $0 + $1 }),
                c.check(Driver.combineLatest([c.driver(0), c.driver(1), c.driver(2)]).map { $0.reduce(0, +) }))
        },
        RaceCase("SharedSequence.zip", sources: 3) { c in
            c.all(
                c.check(Driver.zip(c.driver(0), c.driver(1)).map { $0 + $1 }),
                c.check(Signal.zip([c.signal(0), c.signal(1), c.signal(2)]).map { $0.reduce(0, +) }))
        },
        RaceCase("SharedSequence.debounce") { c in c.check(c.driver().debounce(c.interval)) },
        RaceCase("SharedSequence.throttle") { c in
            c.all(c.check(c.driver().throttle(c.interval)), c.check(c.signal().throttle(c.interval, latest: false)))
        },
        RaceCase("SharedSequence.delay") { c in c.check(c.driver().delay(c.interval)) },
        RaceCase("SharedSequence.interval") { c in c.check(Driver<Int>.interval(c.interval)) },
        RaceCase("SharedSequence.timer") { c in
            c.all(c.check(Driver<Int>.timer(c.interval)), c.check(Signal<Int>.timer(c.interval, period: c.interval)))
        },
        RaceCase("SharedSequence.asObservable") { c in c.check(c.driver().asObservable()) },
        RaceCase("SharedSequence.asSharedSequence") { c in c.check(c.driver().asSharedSequence()) },
        RaceCase("SharedSequence.asInfallible") { c in c.check(c.signal().asInfallible()) },
        RaceCase("Driver.asDriver") { c in c.check(c.driver().asDriver()) },
        RaceCase("Driver.hot", "Signal.hot") { c in
            let bag = Locked<DisposeBag?>(DisposeBag())
            let driver = c.driver().hot(keptBy: bag.value!)
            let signal = c.signal().hot(keptBy: bag.value!)
            return c.all(
                c.check(driver), c.check(driver), c.check(signal), Disposables.create { bag.withLock { $0 = nil } })
        },
        RaceCase("Driver.asSignal", "Signal.asSignal") { c in
            c.all(c.check(c.driver().asSignal()), c.check(c.signal().asSignal()))
        },
    ]

    /// The operators every primitive sequence has, run on a single, a maybe and a completable.
    static let primitiveSequence: [RaceCase] = [
        RaceCase("PrimitiveSequence.delay") { c in
            c.all(
                c.check(c.single().delay(c.interval, scheduler: c.scheduler)),
                c.check(c.maybe().delay(c.interval, scheduler: c.scheduler)),
                c.checkUntagged(c.completable().delay(c.interval, scheduler: c.scheduler)))
        },
        RaceCase("PrimitiveSequence.delaySubscription") { c in
            c.check(c.single().delaySubscription(c.interval, scheduler: c.scheduler))
        },
        RaceCase("PrimitiveSequence.observe") { c in
            c.all(c.check(c.single().observe(on: c.scheduler)), c.check(c.maybe().observe(on: c.scheduler)))
        },
        RaceCase("PrimitiveSequence.subscribe") { c in c.check(c.single().subscribe(on: c.scheduler)) },
        RaceCase("PrimitiveSequence.catch", sources: 2) { c in
            c.check(c.source(0).map(c.transform).take(1).asSingle().catch { _ in c.single(1) })
        },
        RaceCase("PrimitiveSequence.catchAndReturn") { c in
            c.check(c.source().map(c.transform).take(1).asSingle().catchAndReturn(-1))
        },
        RaceCase("PrimitiveSequence.retry") { c in
            c.all(
                c.check(c.source().map(c.transform).take(1).asSingle().retry(3)),
                c.check(c.maybe().retry { (errors: Observable<any Error>) in errors.take(2) }))
        },
        RaceCase("PrimitiveSequence.timeout", sources: 2) { c in
            c.all(
                c.check(c.single().timeout(c.interval, scheduler: c.scheduler)),
                c.check(c.single(0).timeout(c.interval, other: c.single(1), scheduler: c.scheduler)))
        },
        RaceCase("PrimitiveSequence.timer") { c in
            c.all(
                c.check(Single<Int>.timer(c.interval, scheduler: c.scheduler)),
                c.check(Maybe<Int>.timer(c.interval, scheduler: c.scheduler)))
        },
        RaceCase("PrimitiveSequence.never", "PrimitiveSequence.error") { c in
            c.all(
                c.check(Single<Int>.never()), c.check(Single<Int>.error(RaceError(value: 0))),
                c.check(Maybe<Int>.never()), c.check(Maybe<Int>.error(RaceError(value: 0))),
                c.checkUntagged(Completable.never()), c.checkUntagged(Completable.error(RaceError(value: 0))))
        },
        RaceCase("PrimitiveSequence.deferred") { c in c.check(Single.deferred { c.single() }) },
        RaceCase("PrimitiveSequence.using") { c in
            c.check(Single.using({ BooleanDisposable() }, primitiveSequenceFactory: { _ in c.single() }))
        },
        RaceCase("PrimitiveSequence.debug") { c in c.check(c.single().debug("race", trimOutput: true)) },
        RaceCase("PrimitiveSequence.asObservable") { c in c.check(c.maybe().asObservable()) },
        RaceCase("PrimitiveSequence.zip", sources: 3) { c in
            c.all(
                c.check(Single.zip(c.single(0), c.single(1)) { a, b throws(RaceError) in try c.transform(a) + b }),
                c.check(Single.zip(c.single(0), c.single(1), c.single(2)).map { $0 + $1 + $2 }),
                c.check(Single.zip([c.single(0), c.single(1)]).map { $0.reduce(0, +) }),
                c.check(Maybe.zip(c.maybe(0), c.maybe(1)) { a, b throws(RaceError) in try c.transform(a) + b }),
                c.check(Maybe.zip([c.maybe(0), c.maybe(1)]).map { $0.reduce(0, +) }))
        },
        RaceCase("PrimitiveSequence.map") { c in
            c.all(
                c.check(c.single().map(c.transform)),
                c.check(c.maybe().map(c.transform)))
        },
        RaceCase("PrimitiveSequence.filter") { c in
            c.all(
                c.check(c.single().filter(c.keep)),
                c.check(c.maybe().filter(c.keep)))
        },
        RaceCase("PrimitiveSequence.compactMap") { c in
            c.all(
                c.check(c.single().compactMap { value throws(RaceError) in try c.keep(value) ? value : nil }),
                c.check(c.maybe().compactMap { value throws(RaceError) in try c.keep(value) ? value : nil }))
        },
        RaceCase("PrimitiveSequence.flatMap") { c in
            c.all(
                c.check(c.single().flatMap { value throws(RaceError) in c.innerSingle(try c.transform(value)) }),
                c.check(c.maybe().flatMap { value throws(RaceError) in c.innerMaybe(try c.transform(value)) }))
        },
    ]

    static let single: [RaceCase] = [
        RaceCase("Single.create") { c in
            c.check(Single<Int>.create { observer in
                c.source().subscribe(onNext: { observer(.success($0)) }, onError: { observer(.failure($0)) })
            })
        },
        RaceCase("Single.just") { c in c.all(c.check(Single.just(1)), c.check(Single.just(1, scheduler: c.scheduler))) },
        RaceCase("Single.do") { c in
            c.check(c.single().do(onSuccess: { value in _ = try c.transform(value) }, afterSuccess: { _ in },
                                  onError: { _ in }, onSubscribe: {}, onSubscribed: {}, onDispose: {}))
        },
        RaceCase("Single.flatMapMaybe") { c in c.check(c.single().flatMapMaybe { c.innerMaybe($0) }) },
        RaceCase("Single.flatMapCompletable") { c in
            c.checkUntagged(c.single().flatMapCompletable { c.inner($0).ignoreElements().asCompletable() })
        },
        RaceCase("Single.asMaybe") { c in c.check(c.single().asMaybe()) },
        RaceCase("Single.asCompletable") { c in c.checkUntagged(c.single().asCompletable()) },
    ]

    static let maybe: [RaceCase] = [
        RaceCase("Maybe.create") { c in
            c.check(Maybe<Int>.create { observer in
                c.source().subscribe(onNext: { observer(.success($0)) }, onError: { observer(.error($0)) },
                                     onCompleted: { observer(.completed) })
            })
        },
        RaceCase("Maybe.just") { c in c.all(c.check(Maybe.just(1)), c.check(Maybe.just(1, scheduler: c.scheduler))) },
        RaceCase("Maybe.empty") { c in c.check(Maybe<Int>.empty()) },
        RaceCase("Maybe.do") { c in
            c.check(c.maybe().do(onNext: { value in _ = try c.transform(value) }, onCompleted: {}, onDispose: {}))
        },
        RaceCase("Maybe.ifEmpty", sources: 2) { c in
            c.all(
                c.check(c.maybe(0).filter { _ in false }.ifEmpty(default: 1)),
                c.check(c.maybe(0).filter { _ in false }.ifEmpty(switchTo: c.maybe(1))),
                c.check(c.maybe(0).filter { _ in false }.ifEmpty(switchTo: c.single(1))))
        },
    ]

    static let completable: [RaceCase] = [
        RaceCase("Completable.create") { c in
            c.checkUntagged(Completable.create { observer in
                c.source().subscribe(onError: { observer(.error($0)) }, onCompleted: { observer(.completed) })
            })
        },
        RaceCase("Completable.empty") { c in c.checkUntagged(Completable.empty()) },
        RaceCase("Completable.do") { c in
            c.checkUntagged(c.completable().do(onError: { _ in }, onCompleted: {}, onSubscribe: {}, onDispose: {}))
        },
        RaceCase("Completable.concat", sources: 2) { c in
            c.all(
                c.checkUntagged(c.completable(0).concat(c.completable(1))),
                c.checkUntagged(Completable.concat(c.completable(0), c.completable(1))))
        },
        RaceCase("Completable.zip", sources: 2) { c in
            c.checkUntagged(Completable.zip(c.completable(0), c.completable(1)))
        },
        RaceCase("Completable.andThen", sources: 2) { c in
            c.all(
                c.check(c.completable(0).andThen(c.single(1))),
                c.check(c.completable(0).andThen(c.maybe(1))),
                c.checkUntagged(c.completable(0).andThen(c.completable(1))),
                c.check(c.completable(0).andThen(c.source(1))))
        },
    ]
}
