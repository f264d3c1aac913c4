// Written once for ``Single`` and ``Maybe`` (``ElementBearingTrait``): the sources and the result
// share the receiver's trait.

extension PrimitiveSequence where Trait: ElementBearingTrait {
    /// Runs two singles, or two maybes, at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, Failure: Error>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        resultSelector: @escaping (E1, E2) throws(Failure) -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// Runs three singles, or three maybes, at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, Failure: Error>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        resultSelector: @escaping (E1, E2, E3) throws(Failure) -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }

    /// Runs four singles, or four maybes, at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, Failure: Error>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws(Failure) -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: .zip(source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }

    /// Runs five singles, or five maybes, at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, Failure: Error>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws(Failure) -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: .zip(
                source1.source, source2.source, source3.source, source4.source, source5.source,
                resultSelector: resultSelector))
    }

    /// Runs six singles, or six maybes, at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, Failure: Error>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws(Failure) -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: .zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                resultSelector: resultSelector))
    }

    /// Runs seven singles, or seven maybes, at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7, Failure: Error>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws(Failure) -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: .zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source, resultSelector: resultSelector))
    }

    /// Runs eight singles, or eight maybes, at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8, Failure: Error>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws(Failure) -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: .zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source, source8.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequence where Trait: ElementBearingTrait, Element == Any {
    /// Runs two singles, or two maybes, at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>
    ) -> PrimitiveSequence<Trait, (E1, E2)> {
        PrimitiveSequence<Trait, (E1, E2)>(raw: Observable<Any>.zip(source1.source, source2.source))
    }

    /// Runs three singles, or three maybes, at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence<Trait, (E1, E2, E3)>(raw: Observable<Any>.zip(source1.source, source2.source, source3.source))
    }

    /// Runs four singles, or four maybes, at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4)>(
            raw: Observable<Any>.zip(source1.source, source2.source, source3.source, source4.source))
    }

    /// Runs five singles, or five maybes, at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)>(
            raw: Observable<Any>.zip(source1.source, source2.source, source3.source, source4.source, source5.source))
    }

    /// Runs six singles, or six maybes, at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)>(
            raw: Observable<Any>.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source))
    }

    /// Runs seven singles, or seven maybes, at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)>(
            raw: Observable<Any>.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source))
    }

    /// Runs eight singles, or eight maybes, at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; for maybes, empty as soon as one source completes
    ///   empty (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)>(
            raw: Observable<Any>.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source, source8.source))
    }
}
