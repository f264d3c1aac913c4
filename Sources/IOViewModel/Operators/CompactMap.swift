extension ObservableType {
    /// Emits `transform(element)` for each element for which it is not `nil`; skips the others.
    ///
    /// - Emits: each non-`nil` result of `transform`.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails, or with the error `transform` throws; the source
    ///   subscription is then disposed.
    @inlinable
    public func compactMap<Result, Failure: Error>(
        _ transform: @escaping (Element) throws(Failure) -> Result?
    ) -> Observable<Result> {
        forwardingElements(transform)
    }
}
