// Operators of Infallible, declared (as RxSwift declares them) on `InfallibleType`: one-line
// forwards to the Observable operators, as SharedSequence+Operators.swift does for Driver and
// Signal. The ones every trait shares and RxSwift declares on no protocol are written once, in
// TraitSequence+Operators.swift.

extension InfallibleType {
    /// Emits `transform(element)` for each element.
    ///
    /// - Emits: `transform` of each element.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        .shared(asInfallible().asObservable().map(transform))
    }

    /// Emits the non-`nil` results of `transform`.
    ///
    /// - Emits: `transform` of each element, when it is not `nil`.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        .shared(asInfallible().asObservable().compactMap(transform))
    }

    /// Emits the elements of every sequence `selector` returns, as they arrive.
    ///
    /// - Emits: each inner sequence's elements when it emits them.
    /// - Completes: when this sequence and every inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func flatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        .shared(asInfallible().asObservable().flatMap { selector($0).asObservable() })
    }

    /// Emits the elements of the sequence `selector` returns for the latest element only.
    ///
    /// - Emits: the latest inner sequence's elements; an element disposes the previous inner one.
    /// - Completes: when this sequence and the latest inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        .shared(asInfallible().asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Emits the elements of the sequences `selector` returns, ignoring elements that arrive
    /// while one is running.
    ///
    /// - Emits: the running inner sequence's elements.
    /// - Completes: when this sequence and the running inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func flatMapFirst<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        .shared(asInfallible().asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// Emits the elements of the sequences `selector` returns, one sequence after the other.
    ///
    /// - Emits: each inner sequence's elements, in the order of the elements that made them; an
    ///   inner sequence starts when the previous one completes.
    /// - Completes: when this sequence and every inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func concatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        .shared(asInfallible().asObservable().concatMap { selector($0).asObservable() })
    }

    /// Emits the running accumulation of the elements, starting from `seed`.
    ///
    /// - Emits: `accumulator(previous, element)` for each element, `previous` being `seed` at first.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
    ) -> Infallible<Accumulate> {
        .shared(asInfallible().asObservable().scan(seed, accumulator: accumulator))
    }

    /// Emits the running accumulation of the elements, `accumulator` updating it in place.
    ///
    /// - Emits: the accumulation after `accumulator` has applied each element to it.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void
    ) -> Infallible<Accumulate> {
        .shared(asInfallible().asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Combines each element with the latest element of `second`, once it has one.
    ///
    /// - Emits: `resultSelector(element, latest)` for each element that arrives after `second`
    ///   has emitted.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func withLatestFrom<Second: InfallibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> Infallible<Result> {
        .shared(
            asInfallible().asObservable().withLatestFrom(
                second.asInfallible().asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` each time this sequence emits, once `second` has emitted.
    ///
    /// - Emits: `second`'s latest element for each element that arrives after `second` has
    ///   emitted.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func withLatestFrom<Second: InfallibleType>(_ second: Second) -> Infallible<Second.Element> {
        .shared(asInfallible().asObservable().withLatestFrom(second.asInfallible().asObservable()))
    }

    /// Passes `object`, held weakly, with each element to `resultSelector`.
    ///
    /// - Emits: `resultSelector(object, element)` for each element while `object` is alive.
    /// - Completes: when this sequence completes, or at the first element after `object` is gone.
    /// - Errors: never.
    @inlinable
    public func withUnretained<Object: AnyObject, Result>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Result
    ) -> Infallible<Result> {
        .shared(asInfallible().asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs `object`, held weakly, with each element.
    ///
    /// - Emits: `(object, element)` for each element while `object` is alive.
    /// - Completes: when this sequence completes, or at the first element after `object` is gone.
    /// - Errors: never.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
        .shared(asInfallible().asObservable().withUnretained(object))
    }

    /// Arrays of the latest elements of the sequences of `collection`, once each has emitted.
    ///
    /// - Emits: the array of the sources' latest elements each time one emits, once every source
    ///   has emitted; `[]` on subscription for an empty collection.
    /// - Completes: when every source has completed (right after `[]` for an empty collection).
    /// - Errors: never.
    @inlinable
    public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Infallible<[Element]>
    where Sources.Element: InfallibleType, Sources.Element.Element == Element {
        .shared(Observable.combineLatest(collection.map { $0.asInfallible().asObservable() }))
    }

    /// Arrays of the elements of the sequences of `collection`, paired by index.
    ///
    /// - Emits: the array of the *n*-th elements once every source has emitted its *n*-th.
    /// - Completes: as soon as a source has completed and all of its elements have been paired.
    /// - Errors: never.
    @inlinable
    public static func zip<Sources: Collection>(_ collection: Sources) -> Infallible<[Element]>
    where Sources.Element: InfallibleType, Sources.Element.Element == Element {
        .shared(Observable.zip(collection.map { $0.asInfallible().asObservable() }))
    }

    /// Delivers every event on `scheduler`.
    ///
    /// - Emits: this sequence's elements, on `scheduler`.
    /// - Completes: on `scheduler`, when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func observe(on scheduler: some ImmediateSchedulerType) -> Infallible<Element> {
        .shared(asInfallible().asObservable().observe(on: scheduler))
    }

    /// Subscribes to this sequence on `scheduler`.
    ///
    /// - Emits: this sequence's elements, on whatever thread it emits them (use ``observe(on:)``
    ///   to choose where events are delivered).
    /// - Completes: when this sequence completes.
    /// - Errors: never: an ``Infallible`` cannot fail.
    @inlinable
    public func subscribe(on scheduler: some ImmediateSchedulerType) -> Infallible<Element> {
        .shared(asInfallible().asObservable().subscribe(on: scheduler))
    }

    /// Emits an element once `dueTime` has passed without another.
    ///
    /// - Emits: an element `dueTime` after it arrived, unless another arrived meanwhile; the
    ///   pending one on completion.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Infallible<Element> {
        .shared(asInfallible().asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Emits at most one element per `dueTime`.
    ///
    /// - Emits: an element at once when `dueTime` has passed since the last emission; with
    ///   `latest`, the last element dropped inside a window, when that window ends.
    /// - Completes: when this sequence completes, after a waiting latest element.
    /// - Errors: never.
    @inlinable
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: some SchedulerType
    ) -> Infallible<Element> {
        .shared(asInfallible().asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Shares one subscription among all subscribers; see ``ObservableType/share(replay:scope:)``.
    ///
    /// - Emits: this sequence's elements to every subscriber, the last `replay` of them first to a
    ///   new one.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        .shared(asInfallible().asObservable().share(replay: replay, scope: scope))
    }
}

extension InfallibleType {
    /// Keeps the elements `predicate` accepts.
    ///
    /// - Emits: each element for which `predicate` returns `true`.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        .shared(asInfallible().asObservable().filter(predicate))
    }

    /// Drops an element equal to the previous one, comparing the keys `keySelector` returns.
    ///
    /// - Emits: the first element, then each whose key differs from the previous element's.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> Infallible<Element> {
        .shared(asInfallible().asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops an element that `comparer` finds equal to the previous one.
    ///
    /// - Emits: the first element, then each for which `comparer(previous, element)` is `false`.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> Infallible<Element> {
        .shared(asInfallible().asObservable().distinctUntilChanged(comparer))
    }

    /// Drops an element whose key `comparer` finds equal to the previous element's.
    ///
    /// - Emits: the first element, then each whose key `comparer` finds different from the
    ///   previous element's.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> Infallible<Element> {
        .shared(asInfallible().asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Prefixes this sequence with `elements`.
    ///
    /// - Emits: `elements` on subscription, then this sequence's elements.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        let source = asInfallible().asObservable()
        return .shared(
            Observable { observer in
                for element in elements { observer.on(.next(element)) }
                return source.subscribe(observer)
            })
    }

    /// All but the first `count` elements.
    ///
    /// - Emits: this sequence's elements after the first `count`.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func skip(_ count: Int) -> Infallible<Element> {
        .shared(asInfallible().asObservable().skip(count))
    }

    /// Runs side effects for each event and for the subscription's life; see
    /// ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``.
    ///
    /// - Emits: this sequence's elements, after `onNext` and before `afterNext`.
    /// - Completes: when this sequence completes, between `onCompleted` and `afterCompleted`.
    /// - Errors: never.
    @inlinable
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        .shared(
            asInfallible().asObservable().do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Prints every event; see ``ObservableType/debug(_:trimOutput:file:line:function:)``.
    ///
    /// - Emits: this sequence's elements, each after printing it.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        .shared(
            asInfallible().asObservable().debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// The elements of every sequence of `sources`, as they arrive.
    ///
    /// - Emits: each element of each source when that source emits it.
    /// - Completes: when every source has completed (at once if there are none).
    /// - Errors: never.
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        .shared(Observable.merge(sources.map { $0.asInfallible().asObservable() }))
    }

    /// The elements of every argument, as they arrive.
    ///
    /// - Emits: each element of each source when that source emits it.
    /// - Completes: when every source has completed.
    /// - Errors: never.
    @inlinable
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        merge(sources)
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops an element equal to the previous one.
    ///
    /// - Emits: the first element, then each that differs from the previous one.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func distinctUntilChanged() -> Infallible<Element> {
        .shared(asInfallible().asObservable().distinctUntilChanged())
    }
}
