extension ObservableType where Element: EventConvertible {
    /// Emits the element of each carried `.next` event; skips the carried terminal events.
    ///
    /// For a materialized request (`request.materialize()`): the successful results. The ios-oss /
    /// ReactiveSwift name is `values()`; in RxSwift, `compactMap { $0.element }` (RxSwiftExt:
    /// `elements()`). Where a module that declares its own `elements()` is imported too, a call
    /// resolves to that module's, as it does with RxSwift, which has none.
    ///
    /// - Emits: the element of each carried `.next`.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails (a materialized sequence never does).
    @inlinable
    @_disfavoredOverload
    public func elements() -> Observable<Element.Element> {
        compactMap { (carrier: Element) in carrier.event.element }
    }

    /// Emits the error of each carried `.error` event; skips the other carried events.
    ///
    /// For a materialized request (`request.materialize()`): its failure, as an element, so a view
    /// model can show it without its own outputs failing. The ios-oss name; in RxSwift,
    /// `compactMap { $0.error }` (RxSwiftExt: `errors()`). Where a module that declares its own
    /// `errors()` is imported too, a call resolves to that module's, as it does with RxSwift.
    ///
    /// - Emits: the error of each carried `.error`.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails (a materialized sequence never does).
    @inlinable
    @_disfavoredOverload
    public func errors() -> Observable<any Error> {
        compactMap { (carrier: Element) in carrier.event.error }
    }
}
