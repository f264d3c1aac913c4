extension ObservableType {
    /// Emits no elements: only the source's completion or error.
    ///
    /// As in RxSwift 6, this returns an `Observable<Never>`; ``ObservableType/asCompletable()``
    /// makes it a ``Completable``.
    ///
    /// - Emits: nothing.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
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
