// The operators of Driver and Signal, declared (as RxCocoa declares them) on
// `SharedSequenceConvertibleType`, so an app's own type that only implements `asSharedSequence()`
// gets them too. Each applies the Observable operator of the same name and shares the result
// again the trait's way. Time-based operators run their timers on the trait's scheduler, as read
// when the operator is applied. Operators every trait shares that RxCocoa declares on no protocol
// are written once in TraitSequence+Operators.swift.

extension SharedSequenceConvertibleType {
    /// Emits `transform(element)` for each element.
    ///
    /// - Emits: `transform` of each element.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        .shared(asObservable().map(transform))
    }

    /// Emits the non-`nil` results of `transform`.
    ///
    /// - Emits: `transform` of each element, when it is not `nil`.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func compactMap<Result>(
        _ transform: @escaping (Element) -> Result?
    ) -> SharedSequence<SharingStrategy, Result> {
        .shared(asObservable().compactMap(transform))
    }

    /// Emits the elements of every sequence `selector` returns, as they arrive, as a sequence of
    /// their trait (a signal mapped to drivers is a driver, as in RxCocoa; both traits deliver on
    /// the main scheduler, so only the sharing changes).
    ///
    /// - Emits: each inner sequence's elements when it emits them.
    /// - Completes: when this sequence and every inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func flatMap<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        .shared(asObservable().flatMap { selector($0).asObservable() })
    }

    /// Emits the elements of the sequence `selector` returns for the latest element only, as a
    /// sequence of its trait.
    ///
    /// - Emits: the latest inner sequence's elements; an element disposes the previous inner one.
    /// - Completes: when this sequence and the latest inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func flatMapLatest<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        .shared(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Emits the elements of the sequences `selector` returns, ignoring elements that arrive
    /// while one is running, as a sequence of their trait.
    ///
    /// - Emits: the running inner sequence's elements.
    /// - Completes: when this sequence and the running inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func flatMapFirst<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        .shared(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// Emits the elements of the sequences `selector` returns, one sequence after the other, as a
    /// sequence of their trait.
    ///
    /// - Emits: each inner sequence's elements, in the order of the elements that made them; an
    ///   inner sequence starts when the previous one completes.
    /// - Completes: when this sequence and every inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func concatMap<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        .shared(asObservable().concatMap { selector($0).asObservable() })
    }

    /// Emits the running accumulation of the elements, starting from `seed`.
    ///
    /// - Emits: `accumulator(previous, element)` for each element, `previous` being `seed` at first.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
    ) -> SharedSequence<SharingStrategy, Accumulate> {
        .shared(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Emits the running accumulation of the elements, `accumulator` updating it in place.
    ///
    /// - Emits: the accumulation after `accumulator` has applied each element to it.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void
    ) -> SharedSequence<SharingStrategy, Accumulate> {
        .shared(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Combines each element with the latest element of `second`, once it has one.
    ///
    /// - Emits: `resultSelector(element, latest)` for each element that arrives after `second`
    ///   has emitted.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        .shared(asObservable().withLatestFrom(second.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` each time this sequence emits, once `second` has emitted.
    ///
    /// - Emits: `second`'s latest element for each element that arrives after `second` has
    ///   emitted.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(
        _ second: Second
    ) -> SharedSequence<SharingStrategy, Second.Element> {
        .shared(asObservable().withLatestFrom(second.asSharedSequence().asObservable()))
    }

    /// Passes `object`, held weakly, with each element to `resultSelector`.
    ///
    /// - Emits: `resultSelector(object, element)` for each element while `object` is alive.
    /// - Completes: when this sequence completes, or at the first element after `object` is gone.
    /// - Errors: never.
    @inlinable
    public func withUnretained<Object: AnyObject, Result>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        .shared(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs `object`, held weakly, with each element.
    ///
    /// - Emits: `(object, element)` for each element while `object` is alive.
    /// - Completes: when this sequence completes, or at the first element after `object` is gone.
    /// - Errors: never.
    @inlinable
    public func withUnretained<Object: AnyObject>(
        _ object: Object
    ) -> SharedSequence<SharingStrategy, (Object, Element)> {
        .shared(asObservable().withUnretained(object))
    }

    /// Emits an element once `dueTime` has passed without another, on the trait's scheduler.
    ///
    /// - Emits: an element `dueTime` after it arrived, unless another arrived meanwhile; the
    ///   pending one on completion.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        .shared(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Emits at most one element per `dueTime`, on the trait's scheduler.
    ///
    /// - Emits: an element at once when `dueTime` has passed since the last emission; with
    ///   `latest`, the last element dropped inside a window, when that window ends.
    /// - Completes: when this sequence completes, after a waiting latest element.
    /// - Errors: never.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        .shared(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts every element later by `dueTime`, on the trait's scheduler.
    ///
    /// - Emits: each element `dueTime` after it arrived.
    /// - Completes: `dueTime` after this sequence completes.
    /// - Errors: never.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        .shared(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Emits the elements of the latest inner sequence.
    ///
    /// - Emits: the latest inner sequence's elements; a new inner sequence disposes the previous.
    /// - Completes: when this sequence and the latest inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        .shared(asObservable().flatMapLatest { $0.asSharedSequence().asObservable() })
    }

    /// Emits the elements of every inner sequence, as they arrive.
    ///
    /// - Emits: each inner sequence's elements when it emits them.
    /// - Completes: when this sequence and every inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        .shared(asObservable().flatMap { $0.asSharedSequence().asObservable() })
    }

    /// Emits the elements of the inner sequences, running at most `maxConcurrent` of them at once.
    ///
    /// - Emits: each running inner sequence's elements when it emits them; an inner sequence that
    ///   arrives while `maxConcurrent` are running waits for one of them to complete.
    /// - Completes: when this sequence and every inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        .shared(asObservable().map { $0.asSharedSequence().asObservable() }.merge(maxConcurrent: maxConcurrent))
    }
}

extension SharedSequence where Element: FixedWidthInteger {
    /// A counter ticking every `period` on the trait's scheduler.
    ///
    /// - Emits: the *n*-th integer (from `0`) at `(n + 1) × period` after subscription.
    /// - Completes: never; dispose the subscription (or use `take`) to stop it.
    /// - Errors: never.
    @inlinable
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        .shared(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// A timer on the trait's scheduler: one tick after `dueTime`, then one every `period`, if
    /// given.
    ///
    /// - Emits: `0` at `dueTime` after subscription, then `1`, `2`, ... every `period`.
    /// - Completes: after the first tick when `period` is `nil`; otherwise never.
    /// - Errors: never.
    @inlinable
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        .shared(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType {
    /// Keeps the elements `predicate` accepts.
    ///
    /// - Emits: each element for which `predicate` returns `true`.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        .shared(asObservable().filter(predicate))
    }

    /// Drops an element equal to the previous one, comparing the keys `keySelector` returns.
    ///
    /// - Emits: the first element, then each whose key differs from the previous element's.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) -> Key
    ) -> SharedSequence<SharingStrategy, Element> {
        .shared(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops an element that `comparer` finds equal to the previous one.
    ///
    /// - Emits: the first element, then each for which `comparer(previous, element)` is `false`.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        .shared(asObservable().distinctUntilChanged(comparer))
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
    ) -> SharedSequence<SharingStrategy, Element> {
        .shared(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Prefixes this sequence with `elements`.
    ///
    /// - Emits: `elements` on subscription, then this sequence's elements.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable()
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
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        .shared(asObservable().skip(count))
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
    ) -> SharedSequence<SharingStrategy, Element> {
        .shared(
            asObservable().do(
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
    ) -> SharedSequence<SharingStrategy, Element> {
        .shared(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// The elements of every sequence of `sources`, as they arrive.
    ///
    /// - Emits: each element of each source when that source emits it.
    /// - Completes: when every source has completed (at once if there are none).
    /// - Errors: never.
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        .shared(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every argument, as they arrive.
    ///
    /// - Emits: each element of each source when that source emits it.
    /// - Completes: when every source has completed.
    /// - Errors: never.
    @inlinable
    public static func merge(
        _ sources: SharedSequence<SharingStrategy, Element>...
    ) -> SharedSequence<SharingStrategy, Element> {
        merge(sources)
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops an element equal to the previous one.
    ///
    /// - Emits: the first element, then each that differs from the previous one.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        .shared(asObservable().distinctUntilChanged())
    }
}

extension SharedSequence {
    /// Arrays of the latest elements of the sequences of `collection`, once each has emitted.
    ///
    /// - Emits: the array of the sources' latest elements each time one emits, once every source
    ///   has emitted; `[]` on subscription for an empty collection.
    /// - Completes: when every source has completed (right after `[]` for an empty collection).
    /// - Errors: never.
    @inlinable
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources
    ) -> SharedSequence<SharingStrategy, [Element]>
    where
        Sources.Element: TraitSequenceType, Sources.Element.Trait == SharingStrategy, Sources.Element.Element == Element
    {
        .shared(Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// Arrays of the elements of the sequences of `collection`, paired by index.
    ///
    /// - Emits: the array of the *n*-th elements once every source has emitted its *n*-th.
    /// - Completes: as soon as a source has completed and all of its elements have been paired.
    /// - Errors: never.
    @inlinable
    public static func zip<Sources: Collection>(
        _ collection: Sources
    ) -> SharedSequence<SharingStrategy, [Element]>
    where
        Sources.Element: TraitSequenceType, Sources.Element.Trait == SharingStrategy, Sources.Element.Element == Element
    {
        .shared(Observable.zip(collection.map { $0.asObservable() }))
    }
}
