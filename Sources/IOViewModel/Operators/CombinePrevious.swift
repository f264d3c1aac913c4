extension ObservableType {
    /// Emits each element paired with the one before it, as `(previous, current)`, starting from
    /// the second element.
    ///
    /// The ReactiveSwift / ios-oss name; in RxSwift, `Observable.zip(source, source.skip(1))`
    /// (which subscribes twice) or a `scan`.
    ///
    /// - Emits: `(previous, current)` for each element after the first; the first only becomes the
    ///   `previous` of the second.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func combinePrevious() -> Observable<(Element, Element)> {
        combinePrevious(startingWith: nil)
    }

    /// Emits each element paired with the one before it, as `(previous, current)`; the first
    /// element is paired with `initial`.
    ///
    /// The ReactiveSwift / ios-oss name; in RxSwift, `scan((initial, initial)) { ($0.1, $1) }`.
    ///
    /// - Emits: `(previous, current)` for each element, `initial` standing in for the first one's
    ///   previous.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func combinePrevious(_ initial: Element) -> Observable<(Element, Element)> {
        combinePrevious(startingWith: initial)
    }

    @inlinable
    func combinePrevious(
        name: StaticString = #function, startingWith initial: Element?
    ) -> Observable<(Element, Element)> {
        Observable(name: name) { observer in
            var previous = initial  // Per subscription.
            return self.forwardingElements { (current: Element) -> (Element, Element)? in
                defer { previous = current }
                return previous.map { ($0, current) }
            }
            .subscribe(observer)
        }
    }
}
