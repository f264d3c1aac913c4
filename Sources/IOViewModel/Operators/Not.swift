extension ObservableType where Element == Bool {
    /// Emits the negation of each element.
    ///
    /// The ios-oss name; in RxSwift, `map(!)` (RxSwiftExt: `not()`).
    ///
    /// ```swift
    /// let submitEnabled = isLoading.not()
    /// ```
    ///
    /// - Emits: `!element` for each element.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func not() -> Observable<Bool> {
        forwardingElements { !$0 }
    }
}
