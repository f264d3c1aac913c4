// The operators every trait shares, written once: each applies the Observable operator of the same
// name and wraps the result again as the trait it was applied to (shared the trait's way), so a
// chain stays a Driver, a Signal or an Infallible. Closures cannot throw: the traits never fail.

extension TraitSequenceType {
    /// Keeps the elements `predicate` accepts.
    ///
    /// - Emits: each element for which `predicate` returns `true`.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Self {
        .shared(asObservable().filter(predicate))
    }

    /// Drops an element equal to the previous one, comparing the keys `keySelector` returns.
    ///
    /// - Emits: the first element, then each whose key differs from the previous element's.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> Self {
        .shared(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops an element that `comparer` finds equal to the previous one.
    ///
    /// - Emits: the first element, then each for which `comparer(previous, element)` is `false`.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> Self {
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
    ) -> Self {
        .shared(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops an element whose property at `keyPath` equals the previous element's.
    ///
    /// - Emits: the first element, then each whose property differs from the previous one's.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Self {
        .shared(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Prefixes this sequence with `elements`.
    ///
    /// - Emits: `elements` on subscription, then this sequence's elements.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func startWith(_ elements: Element...) -> Self {
        let source = asObservable()
        return .shared(
            Observable { observer in
                for element in elements { observer.on(.next(element)) }
                return source.subscribe(observer)
            })
    }

    /// The first `count` elements.
    ///
    /// - Emits: this sequence's first `count` elements.
    /// - Completes: after the `count`-th element (at once for `0`), or when this sequence
    ///   completes first.
    /// - Errors: never.
    @inlinable
    public func take(_ count: Int) -> Self {
        .shared(asObservable().take(count))
    }

    /// The elements up to the first that `predicate` rejects.
    ///
    /// - Emits: each element while `predicate` returns `true`; with `behavior: .inclusive`, also
    ///   the first it rejects.
    /// - Completes: at the first element `predicate` rejects, or when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func take(while predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive) -> Self {
        .shared(asObservable().take(while: predicate, behavior: behavior))
    }

    /// The elements up to the first that `predicate` accepts.
    ///
    /// - Emits: each element until `predicate` returns `true`; with `behavior: .inclusive`, also
    ///   that one.
    /// - Completes: at the first element `predicate` accepts, or when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func take(until predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive) -> Self {
        .shared(asObservable().take(until: predicate, behavior: behavior))
    }

    /// The elements until `other`, a sequence of the same trait, emits.
    ///
    /// - Emits: this sequence's elements until `other`'s first element.
    /// - Completes: at `other`'s first element, or when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func take<Other: TraitSequenceType>(until other: Other) -> Self where Other.Trait == Trait {
        .shared(asObservable().take(until: other.asObservable()))
    }

    /// All but the first `count` elements.
    ///
    /// - Emits: this sequence's elements after the first `count`.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func skip(_ count: Int) -> Self {
        .shared(asObservable().skip(count))
    }

    /// The elements from the first that `predicate` rejects on.
    ///
    /// - Emits: nothing while `predicate` returns `true`, then every element.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func skip(while predicate: @escaping (Element) -> Bool) -> Self {
        .shared(asObservable().skip(while: predicate))
    }

    /// The elements after `other`, a sequence of the same trait, has emitted.
    ///
    /// - Emits: this sequence's elements from `other`'s first element on.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func skip<Other: TraitSequenceType>(until other: Other) -> Self where Other.Trait == Trait {
        .shared(asObservable().skip(until: other.asObservable()))
    }

    /// This sequence, then `second`.
    ///
    /// - Emits: this sequence's elements, then, once it completes, `second`'s.
    /// - Completes: when `second` completes.
    /// - Errors: never.
    @inlinable
    public func concat<Second: TraitSequenceType>(_ second: Second) -> Self
    where Second.Trait == Trait, Second.Element == Element {
        .shared(asObservable().concat(second.asObservable()))
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
    ) -> Self {
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
    ) -> Self {
        .shared(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension TraitSequenceType where Element: Equatable {
    /// Drops an element equal to the previous one.
    ///
    /// - Emits: the first element, then each that differs from the previous one.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func distinctUntilChanged() -> Self {
        .shared(asObservable().distinctUntilChanged())
    }
}

extension TraitSequenceType {
    /// The elements of every sequence of `sources`, as they arrive.
    ///
    /// - Emits: each element of each source when that source emits it.
    /// - Completes: when every source has completed (at once if there are none).
    /// - Errors: never.
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> Self where Sources.Element == Self {
        .shared(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every argument, as they arrive.
    ///
    /// - Emits: each element of each source when that source emits it.
    /// - Completes: when every source has completed.
    /// - Errors: never.
    @inlinable
    public static func merge(_ sources: Self...) -> Self {
        merge(sources)
    }

    /// The sequences of `sequence`, one after the other.
    ///
    /// - Emits: the first sequence's elements, then, once it completes, the next one's, and so on.
    /// - Completes: when the last one completes (at once if there are none).
    /// - Errors: never.
    @inlinable
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Self where Sources.Element == Self {
        .shared(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// The arguments, one after the other.
    ///
    /// - Emits: the first argument's elements, then, once it completes, the next one's, and so on.
    /// - Completes: when the last one completes.
    /// - Errors: never.
    @inlinable
    public static func concat(_ sources: Self...) -> Self {
        concat(sources)
    }

    /// `resultSelector` applied to the latest elements of the sequences of `collection`, which
    /// are of this trait.
    ///
    /// - Emits: `resultSelector(latest)` each time a source emits, once every source has emitted;
    ///   `resultSelector([])` on subscription for an empty collection.
    /// - Completes: as `Observable.combineLatest`'s: when every source has
    ///   completed (right after `resultSelector([])` for an empty collection).
    /// - Errors: never.
    @inlinable
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) -> Element
    ) -> Self where Sources.Element: TraitSequenceType, Sources.Element.Trait == Trait {
        .shared(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// `resultSelector` applied to the elements of the sequences of `collection`, paired by index.
    ///
    /// - Emits: `resultSelector` of the *n*-th elements once every source has emitted its *n*-th.
    /// - Completes: as soon as a source has completed and all of its elements have been paired.
    /// - Errors: never.
    @inlinable
    public static func zip<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) -> Element
    ) -> Self where Sources.Element: TraitSequenceType, Sources.Element.Trait == Trait {
        .shared(Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }
}
