extension ObservableType {
    /// Emits each element paired with the one before it, as `(previous, current)`, starting from
    /// the second element.
    ///
    /// The first element is not emitted on its own: it only becomes the `previous` of the second.
    /// Completes when the source completes; fails when it fails. The ReactiveSwift / ios-oss name;
    /// in RxSwift, `Observable.zip(source, source.skip(1))` (which subscribes twice) or a `scan`.
    @inlinable
    public func combinePrevious() -> Observable<(Element, Element)> {
        combinePrevious(startingWith: nil)
    }

    /// Emits each element paired with the one before it, as `(previous, current)`; the first
    /// element is paired with `initial`.
    ///
    /// Completes when the source completes; fails when it fails. The ReactiveSwift / ios-oss name;
    /// in RxSwift, `scan((initial, initial)) { ($0.1, $1) }`.
    @inlinable
    public func combinePrevious(_ initial: Element) -> Observable<(Element, Element)> {
        combinePrevious(startingWith: initial)
    }

    @inlinable
    func combinePrevious(startingWith initial: Element?) -> Observable<(Element, Element)> {
        Observable { observer in
            var previous = initial
            return self.subscribe(
                AnyObserver { event in
                    switch event {
                    case .next(let current):
                        if let previous { observer.on(.next((previous, current))) }
                        previous = current
                    case .error(let error): observer.on(.error(error))
                    case .completed: observer.on(.completed)
                    }
                })
        }
    }
}
