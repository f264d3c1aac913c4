extension PrimitiveSequence where Trait: ElementBearingTrait {
    /// Runs the singles, or the maybes, of `collection` at the same time and combines their
    /// elements: several requests in parallel.
    ///
    /// - Emits: `resultSelector` of the elements, in the collection's order, once every source has
    ///   succeeded; `resultSelector([])` at once for an empty collection.
    /// - Completes: right after the element, at the same instant; for maybes, empty as soon as one
    ///   source completes empty (disposing the others).
    /// - Errors: with the first error (disposing the others), or the error `resultSelector`
    ///   throws.
    @inlinable
    public static func zip<Sources: Collection, Result, Failure: Error>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws(Failure) -> Result
    ) -> PrimitiveSequence<Trait, Result> where Sources.Element == Self {
        PrimitiveSequence<Trait, Result>(raw: zipSources(collection, resultSelector: resultSelector))
    }

    /// Runs the singles, or the maybes, of `collection` at the same time and collects their
    /// elements.
    ///
    /// - Emits: the elements, in the collection's order, once every source has succeeded; `[]`
    ///   at once for an empty collection.
    /// - Completes: right after the element, at the same instant; for maybes, empty as soon as one
    ///   source completes empty (disposing the others).
    /// - Errors: with the first error, disposing the others.
    @inlinable
    public static func zip<Sources: Collection>(
        _ collection: Sources
    ) -> PrimitiveSequence<Trait, [Element]> where Sources.Element == Self {
        zip(collection) { $0 }
    }
}

extension PrimitiveSequence {
    /// The observable `zip` of `collection`, except that an empty collection succeeds at once with
    /// `resultSelector([])`: a trait with an element promises one, where `zip` would complete empty.
    @inlinable
    static func zipSources<Sources: Collection, Result, Failure: Error>(
        _ collection: Sources, resultSelector: @escaping ([Element]) throws(Failure) -> Result
    ) -> Observable<Result> where Sources.Element == Self {
        guard !collection.isEmpty else { return .deferred { .just(try resultSelector([])) } }
        return .zip(collection.map(\.source), resultSelector: resultSelector)
    }
}
