extension ObservableType {
    /// Emits `elements`, then this sequence's elements.
    ///
    /// - Emits: `elements` in order, synchronously on subscription, then every element of this
    ///   sequence, which is subscribed right after.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        Observable { observer in
            for element in elements { observer.on(.next(element)) }
            return self.subscribe(observer)
        }
    }
}
