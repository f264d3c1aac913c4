extension ObservableType {
    /// Emits no elements: only the source's completion or error.
    ///
    /// RxSwift 6 returns a `Completable`; this library has no `Completable`, so this returns an
    /// `Observable<Never>`, which can only complete or fail.
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
