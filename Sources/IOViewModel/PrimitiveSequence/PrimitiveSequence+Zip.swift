extension PrimitiveSequence where Trait == SingleTrait {
    /// Runs the singles of `collection` at the same time and combines their elements: several
    /// requests in parallel.
    ///
    /// - Emits: `resultSelector` of the elements, in the collection's order, once every single has
    ///   succeeded; `resultSelector([])` at once for an empty collection.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first error (disposing the others), or the error `resultSelector`
    ///   throws.
    @inlinable
    public static func zip<Sources: Collection, Result, Failure: Error>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws(Failure) -> Result
    ) -> Single<Result> where Sources.Element == Single<Element> {
        guard !collection.isEmpty else {
            return Single<Result>(raw: .deferred { .just(try resultSelector([])) })
        }
        return Single<Result>(raw: .zip(collection.map(\.source), resultSelector: resultSelector))
    }

    /// Runs the singles of `collection` at the same time and collects their elements.
    ///
    /// - Emits: the elements, in the collection's order, once every single has succeeded; `[]`
    ///   at once for an empty collection.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first error, disposing the others.
    @inlinable
    public static func zip<Sources: Collection>(
        _ collection: Sources
    ) -> Single<[Element]> where Sources.Element == Single<Element> {
        zip(collection) { $0 }
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// Runs the maybes of `collection` at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, in the collection's order, once every maybe has
    ///   succeeded; `resultSelector([])` at once for an empty collection.
    /// - Completes: right after the element; or empty, as soon as one maybe completes empty
    ///   (disposing the others).
    /// - Errors: with the first error (disposing the others), or the error `resultSelector`
    ///   throws.
    @inlinable
    public static func zip<Sources: Collection, Result, Failure: Error>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws(Failure) -> Result
    ) -> Maybe<Result> where Sources.Element == Maybe<Element> {
        guard !collection.isEmpty else {
            return Maybe<Result>(raw: .deferred { .just(try resultSelector([])) })
        }
        return Maybe<Result>(raw: .zip(collection.map(\.source), resultSelector: resultSelector))
    }

    /// Runs the maybes of `collection` at the same time and collects their elements.
    ///
    /// - Emits: the elements, in the collection's order, once every maybe has succeeded; `[]` at
    ///   once for an empty collection.
    /// - Completes: right after the element; or empty, as soon as one maybe completes empty
    ///   (disposing the others).
    /// - Errors: with the first error, disposing the others.
    @inlinable
    public static func zip<Sources: Collection>(
        _ collection: Sources
    ) -> Maybe<[Element]> where Sources.Element == Maybe<Element> {
        zip(collection) { $0 }
    }
}
