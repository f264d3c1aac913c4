extension ObservableType {
    /// Emits `value` in place of each element.
    ///
    /// The ios-oss name; in RxSwift, `map { _ in value }` (RxSwiftExt: `mapTo(value)`).
    ///
    /// ```swift
    /// let showSpinner = Observable.merge(submitTapped.mapConst(true), response.mapConst(false))
    /// ```
    ///
    /// - Emits: `value` for each element.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func mapConst<Value>(_ value: Value) -> Observable<Value> {
        forwardingElements { _ in value }
    }

    /// Emits `()` in place of each element: for when only the fact that something happened matters.
    ///
    /// The ios-oss name; in RxSwift, `map { _ in }` (RxSwiftExt: `mapTo(())`).
    ///
    /// - Emits: `()` for each element.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func ignoreValues() -> Observable<Void> {
        mapConst(())
    }
}
