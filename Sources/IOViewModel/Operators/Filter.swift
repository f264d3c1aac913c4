extension ObservableType {
    /// Emits only the elements for which `predicate` returns `true`.
    ///
    /// - Emits: each element that satisfies `predicate`.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails, or with the error `predicate` throws; the source
    ///   subscription is then disposed.
    @inlinable
    public func filter<Failure: Error>(
        _ predicate: @escaping (Element) throws(Failure) -> Bool
    ) -> Observable<Element> {
        forwardingElements { element throws(Failure) in try predicate(element) ? element : nil }
    }
}
