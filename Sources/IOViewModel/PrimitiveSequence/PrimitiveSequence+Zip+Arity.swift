extension PrimitiveSequence where Trait == SingleTrait {
    /// Runs two singles at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, Failure: Error>(
        _ source1: Single<E1>, _ source2: Single<E2>,
        resultSelector: @escaping (E1, E2) throws(Failure) -> Element
    ) -> Single<Element> {
        Single(raw: .zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// Runs three singles at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, Failure: Error>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>,
        resultSelector: @escaping (E1, E2, E3) throws(Failure) -> Element
    ) -> Single<Element> {
        Single(raw: .zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }

    /// Runs four singles at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, Failure: Error>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws(Failure) -> Element
    ) -> Single<Element> {
        Single(
            raw: .zip(source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }

    /// Runs five singles at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, Failure: Error>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws(Failure) -> Element
    ) -> Single<Element> {
        Single(
            raw: .zip(
                source1.source, source2.source, source3.source, source4.source, source5.source,
                resultSelector: resultSelector))
    }

    /// Runs six singles at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, Failure: Error>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>, _ source6: Single<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws(Failure) -> Element
    ) -> Single<Element> {
        Single(
            raw: .zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                resultSelector: resultSelector))
    }

    /// Runs seven singles at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7, Failure: Error>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws(Failure) -> Element
    ) -> Single<Element> {
        Single(
            raw: .zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source, resultSelector: resultSelector))
    }

    /// Runs eight singles at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8, Failure: Error>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>, _ source8: Single<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws(Failure) -> Element
    ) -> Single<Element> {
        Single(
            raw: .zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source, source8.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequence where Trait == SingleTrait, Element == Any {
    /// Runs two singles at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2>(
        _ source1: Single<E1>, _ source2: Single<E2>
    ) -> Single<(E1, E2)> {
        Single<(E1, E2)>(raw: Observable<Any>.zip(source1.source, source2.source))
    }

    /// Runs three singles at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>
    ) -> Single<(E1, E2, E3)> {
        Single<(E1, E2, E3)>(raw: Observable<Any>.zip(source1.source, source2.source, source3.source))
    }

    /// Runs four singles at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>
    ) -> Single<(E1, E2, E3, E4)> {
        Single<(E1, E2, E3, E4)>(
            raw: Observable<Any>.zip(source1.source, source2.source, source3.source, source4.source))
    }

    /// Runs five singles at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>
    ) -> Single<(E1, E2, E3, E4, E5)> {
        Single<(E1, E2, E3, E4, E5)>(
            raw: Observable<Any>.zip(source1.source, source2.source, source3.source, source4.source, source5.source))
    }

    /// Runs six singles at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>, _ source6: Single<E6>
    ) -> Single<(E1, E2, E3, E4, E5, E6)> {
        Single<(E1, E2, E3, E4, E5, E6)>(
            raw: Observable<Any>.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source))
    }

    /// Runs seven singles at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>
    ) -> Single<(E1, E2, E3, E4, E5, E6, E7)> {
        Single<(E1, E2, E3, E4, E5, E6, E7)>(
            raw: Observable<Any>.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source))
    }

    /// Runs eight singles at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element, at the same instant.
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>, _ source8: Single<E8>
    ) -> Single<(E1, E2, E3, E4, E5, E6, E7, E8)> {
        Single<(E1, E2, E3, E4, E5, E6, E7, E8)>(
            raw: Observable<Any>.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source, source8.source))
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// Runs two maybes at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, Failure: Error>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>,
        resultSelector: @escaping (E1, E2) throws(Failure) -> Element
    ) -> Maybe<Element> {
        Maybe(raw: .zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// Runs three maybes at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, Failure: Error>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>,
        resultSelector: @escaping (E1, E2, E3) throws(Failure) -> Element
    ) -> Maybe<Element> {
        Maybe(raw: .zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }

    /// Runs four maybes at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, Failure: Error>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws(Failure) -> Element
    ) -> Maybe<Element> {
        Maybe(raw: .zip(source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }

    /// Runs five maybes at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, Failure: Error>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws(Failure) -> Element
    ) -> Maybe<Element> {
        Maybe(
            raw: .zip(
                source1.source, source2.source, source3.source, source4.source, source5.source,
                resultSelector: resultSelector))
    }

    /// Runs six maybes at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, Failure: Error>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>,
        _ source6: Maybe<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws(Failure) -> Element
    ) -> Maybe<Element> {
        Maybe(
            raw: .zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                resultSelector: resultSelector))
    }

    /// Runs seven maybes at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7, Failure: Error>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>,
        _ source6: Maybe<E6>, _ source7: Maybe<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws(Failure) -> Element
    ) -> Maybe<Element> {
        Maybe(
            raw: .zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source, resultSelector: resultSelector))
    }

    /// Runs eight maybes at the same time and combines their elements.
    ///
    /// - Emits: `resultSelector` of the elements, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error (disposing the others), or the error
    ///   `resultSelector` throws.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8, Failure: Error>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>,
        _ source6: Maybe<E6>, _ source7: Maybe<E7>, _ source8: Maybe<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws(Failure) -> Element
    ) -> Maybe<Element> {
        Maybe(
            raw: .zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source, source8.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequence where Trait == MaybeTrait, Element == Any {
    /// Runs two maybes at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>
    ) -> Maybe<(E1, E2)> {
        Maybe<(E1, E2)>(raw: Observable<Any>.zip(source1.source, source2.source))
    }

    /// Runs three maybes at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>
    ) -> Maybe<(E1, E2, E3)> {
        Maybe<(E1, E2, E3)>(raw: Observable<Any>.zip(source1.source, source2.source, source3.source))
    }

    /// Runs four maybes at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>
    ) -> Maybe<(E1, E2, E3, E4)> {
        Maybe<(E1, E2, E3, E4)>(
            raw: Observable<Any>.zip(source1.source, source2.source, source3.source, source4.source))
    }

    /// Runs five maybes at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>
    ) -> Maybe<(E1, E2, E3, E4, E5)> {
        Maybe<(E1, E2, E3, E4, E5)>(
            raw: Observable<Any>.zip(source1.source, source2.source, source3.source, source4.source, source5.source))
    }

    /// Runs six maybes at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>,
        _ source6: Maybe<E6>
    ) -> Maybe<(E1, E2, E3, E4, E5, E6)> {
        Maybe<(E1, E2, E3, E4, E5, E6)>(
            raw: Observable<Any>.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source))
    }

    /// Runs seven maybes at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>,
        _ source6: Maybe<E6>, _ source7: Maybe<E7>
    ) -> Maybe<(E1, E2, E3, E4, E5, E6, E7)> {
        Maybe<(E1, E2, E3, E4, E5, E6, E7)>(
            raw: Observable<Any>.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source))
    }

    /// Runs eight maybes at the same time and pairs their elements in a tuple.
    ///
    /// - Emits: the elements as a tuple, once every source has succeeded.
    /// - Completes: right after the element; or empty, as soon as one source completes empty
    ///   (disposing the others).
    /// - Errors: with the first source error, disposing the others.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>,
        _ source6: Maybe<E6>, _ source7: Maybe<E7>, _ source8: Maybe<E8>
    ) -> Maybe<(E1, E2, E3, E4, E5, E6, E7, E8)> {
        Maybe<(E1, E2, E3, E4, E5, E6, E7, E8)>(
            raw: Observable<Any>.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source, source8.source))
    }
}
