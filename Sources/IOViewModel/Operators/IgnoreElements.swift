extension ObservableType {
    /// Emits no elements: only the source's completion or error.
    ///
    /// Completes when the source completes; fails when it fails.
    ///
    /// As in RxSwift 6, this returns an `Observable<Never>`; ``ObservableType/asCompletable()``
    /// makes it a ``Completable``.
    @inlinable
    public func ignoreElements() -> Observable<Never> {
        Observable { observer in
            self.subscribe(
                AnyObserver { event in
                    switch event {
                    case .next: break
                    case .error(let error): observer.on(.error(error))
                    case .completed: observer.on(.completed)
                    }
                })
        }
    }
}
