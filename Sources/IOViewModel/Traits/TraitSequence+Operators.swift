// The operators every trait shares that RxSwift declares on no trait protocol, written once: each
// applies the Observable operator of the same name and wraps the result again as the trait it was
// applied to (shared the trait's way), so a chain stays a Driver, a Signal or an Infallible.
// Closures cannot throw: the traits never fail. The operators RxSwift and RxCocoa declare on
// `SharedSequenceConvertibleType` and `InfallibleType` are declared on those protocols, in
// SharedSequence+Operators.swift and Infallible+Operators.swift.

extension TraitSequenceType {

    /// Drops an element whose property at `keyPath` equals the previous element's.
    ///
    /// - Emits: the first element, then each whose property differs from the previous one's.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Self {
        .shared(asObservable().distinctUntilChanged(at: keyPath))
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

}

extension TraitSequenceType {

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
