extension ObservableType where Element == Bool {
    /// Emits the negation of each element.
    ///
    /// The ios-oss name; in RxSwift, `map(!)` (RxSwiftExt: `not()`). Where a module that declares
    /// its own `not()` on `ObservableType` is imported too (RxSwiftExt built as a module), a call
    /// resolves to that module's, as it does with RxSwift, which has none.
    ///
    /// ```swift
    /// let submitEnabled = isLoading.not()
    /// ```
    ///
    /// - Emits: `!element` for each element.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    @_disfavoredOverload
    public func not() -> Observable<Bool> {
        forwardingElements { !$0 }
    }
}
