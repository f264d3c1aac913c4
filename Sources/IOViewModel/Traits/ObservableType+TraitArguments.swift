// Observable operators whose argument, or whose selector's result, is a trait (a Driver, a
// Signal, an Infallible, a Single...) rather than an observable. RxSwift accepts these through
// `ObservableConvertibleType`, so app code passes a driver to `withLatestFrom` or returns a
// single from `flatMapLatest` without `asObservable()`; each overload here reads the trait as
// its observable and applies the operator of the same name.
//
// They are left out of the documentation: DocC cannot tell overloads apart that differ only in a
// generic constraint, and the pages of `withLatestFrom`, `flatMap`, `flatMapLatest` and
// `flatMapFirst` link to the observable forms.

extension ObservableType {
    /// Combines each element with the latest element of the trait sequence `second` (a
    /// ``Driver``, a ``Signal``, an ``Infallible``), once it has one.
    ///
    /// - Emits: `resultSelector(element, latest)` for each element that arrives after `second`
    ///   has emitted.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails, or with the error `resultSelector` throws.
    @_documentation(visibility: internal)
    @inlinable
    public func withLatestFrom<Second: TraitSequenceType, Result, Failure: Error>(
        _ second: Second,
        resultSelector: @escaping (Element, Second.Element) throws(Failure) -> Result
    ) -> Observable<Result> {
        withLatestFrom(second.asObservable(), resultSelector: resultSelector)
    }

    /// The latest element of the trait sequence `second` (a ``Driver``, a ``Signal``, an
    /// ``Infallible``) each time this sequence emits, once `second` has emitted.
    ///
    /// - Emits: `second`'s latest element for each element that arrives after `second` has
    ///   emitted.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @_documentation(visibility: internal)
    @inlinable
    public func withLatestFrom<Second: TraitSequenceType>(_ second: Second) -> Observable<Second.Element> {
        withLatestFrom(second.asObservable())
    }

    /// `flatMap` for a selector that returns a trait sequence (a
    /// ``Driver``, a ``Signal``, an ``Infallible``).
    ///
    /// - Emits: the elements of every inner sequence, interleaved as they arrive.
    /// - Completes: once this sequence and every inner sequence have completed.
    /// - Errors: when this sequence fails, or with the error `selector` throws.
    @_documentation(visibility: internal)
    @inlinable
    public func flatMap<Inner: TraitSequenceType, Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> Inner
    ) -> Observable<Inner.Element> {
        flatMap { (element) throws(Failure) in try selector(element).asObservable() }
    }

    /// `flatMapLatest` for a selector that returns a trait sequence (a ``Driver``, a
    /// ``Signal``, an ``Infallible``).
    ///
    /// - Emits: the elements of the latest inner sequence; each element disposes the previous one.
    /// - Completes: once this sequence and the latest inner sequence have completed.
    /// - Errors: when this sequence fails, or with the error `selector` throws.
    @_documentation(visibility: internal)
    @inlinable
    public func flatMapLatest<Inner: TraitSequenceType, Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> Inner
    ) -> Observable<Inner.Element> {
        flatMapLatest { (element) throws(Failure) in try selector(element).asObservable() }
    }

    /// `flatMapFirst` for a selector that returns a trait sequence (a ``Driver``, a
    /// ``Signal``, an ``Infallible``): elements that arrive while one runs are dropped.
    ///
    /// - Emits: the elements of the running inner sequence.
    /// - Completes: once this sequence and the running inner sequence have completed.
    /// - Errors: when this sequence fails, or with the error `selector` throws.
    @_documentation(visibility: internal)
    @inlinable
    public func flatMapFirst<Inner: TraitSequenceType, Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> Inner
    ) -> Observable<Inner.Element> {
        flatMapFirst { (element) throws(Failure) in try selector(element).asObservable() }
    }

    /// `flatMap` for a selector that returns a ``Single``, a ``Maybe`` or
    /// a ``Completable``: a request per element.
    ///
    /// - Emits: the element of every inner sequence that succeeds with one, as they arrive.
    /// - Completes: once this sequence and every inner sequence have completed.
    /// - Errors: when this sequence or an inner sequence fails, or with the error `selector`
    ///   throws.
    @_documentation(visibility: internal)
    @inlinable
    public func flatMap<Inner: PrimitiveSequenceType, Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> Inner
    ) -> Observable<Inner.Element> {
        flatMap { (element) throws(Failure) in try selector(element).primitiveSequence.asObservable() }
    }

    /// `flatMapLatest` for a selector that returns a ``Single``, a ``Maybe`` or a
    /// ``Completable``: a new element disposes the request in flight.
    ///
    /// - Emits: the element of the latest inner sequence, if it succeeds with one.
    /// - Completes: once this sequence and the latest inner sequence have completed.
    /// - Errors: when this sequence or the latest inner sequence fails, or with the error
    ///   `selector` throws.
    @_documentation(visibility: internal)
    @inlinable
    public func flatMapLatest<Inner: PrimitiveSequenceType, Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> Inner
    ) -> Observable<Inner.Element> {
        flatMapLatest { (element) throws(Failure) in try selector(element).primitiveSequence.asObservable() }
    }

    /// `flatMapFirst` for a selector that returns a ``Single``, a ``Maybe`` or a
    /// ``Completable``: elements that arrive while a request runs are dropped.
    ///
    /// - Emits: the element of the running inner sequence, if it succeeds with one.
    /// - Completes: once this sequence and the running inner sequence have completed.
    /// - Errors: when this sequence or the running inner sequence fails, or with the error
    ///   `selector` throws.
    @_documentation(visibility: internal)
    @inlinable
    public func flatMapFirst<Inner: PrimitiveSequenceType, Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> Inner
    ) -> Observable<Inner.Element> {
        flatMapFirst { (element) throws(Failure) in try selector(element).primitiveSequence.asObservable() }
    }
}
