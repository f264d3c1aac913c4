/// The traits whose sequences carry an element, ``SingleTrait`` and ``MaybeTrait``: the
/// operators on the element (`map`, `filter`, `compactMap`, `flatMap`) are written once for both.
public protocol ElementBearingTrait {}

extension SingleTrait: ElementBearingTrait {}
extension MaybeTrait: ElementBearingTrait {}

extension PrimitiveSequence where Trait: ElementBearingTrait {
    /// Transforms the element, keeping the trait: a ``Single`` stays a single, a ``Maybe`` a maybe.
    ///
    /// - Emits: `transform` of the element.
    /// - Completes: right after that element; or empty, when a maybe is.
    /// - Errors: with this sequence's error, or the error `transform` throws.
    @inlinable
    public func map<Result, Failure: Error>(
        _ transform: @escaping (Element) throws(Failure) -> Result
    ) -> PrimitiveSequence<Trait, Result> {
        PrimitiveSequence<Trait, Result>(raw: source.map(transform))
    }

    /// Keeps the element only if it satisfies `predicate`: a ``Maybe``, since it may end empty.
    ///
    /// - Emits: the element, if `predicate` accepts it.
    /// - Completes: right after the element; or empty, when `predicate` rejects it or a maybe is
    ///   empty.
    /// - Errors: with this sequence's error, or the error `predicate` throws.
    @inlinable
    public func filter<Failure: Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    /// Transforms the element, ending empty when `transform` returns `nil`: a ``Maybe``.
    ///
    /// - Emits: `transform` of the element, unless it is `nil`.
    /// - Completes: right after the element; or empty, when `transform` returns `nil` or a maybe
    ///   is empty.
    /// - Errors: with this sequence's error, or the error `transform` throws.
    @inlinable
    public func compactMap<Result, Failure: Error>(
        _ transform: @escaping (Element) throws(Failure) -> Result?
    ) -> Maybe<Result> {
        Maybe<Result>(raw: source.compactMap(transform))
    }

    /// Chains a second sequence of the same trait that depends on the element: a request that
    /// needs the previous answer.
    ///
    /// - Emits: the element of the sequence `selector` returns, if it has one.
    /// - Completes: right after that element; or empty, when a maybe (this one or the second) is
    ///   empty.
    /// - Errors: with this sequence's error, the error `selector` throws, or the second sequence's
    ///   error.
    @inlinable
    public func flatMap<Result, Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> PrimitiveSequence<Trait, Result>
    ) -> PrimitiveSequence<Trait, Result> {
        PrimitiveSequence<Trait, Result>(raw: flatMapSource(selector))
    }
}
