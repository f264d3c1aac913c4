extension ObservableType {
    /// Emits the non-`nil` elements, unwrapped; skips the `nil` ones.
    ///
    /// The ios-oss name; in RxSwift, `compactMap { $0 }` (RxSwiftExt: `unwrap()`).
    ///
    /// - Emits: each non-`nil` element, unwrapped.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func skipNil<Wrapped>() -> Observable<Wrapped> where Element == Wrapped? {
        forwardingElements { $0 }
    }
}
