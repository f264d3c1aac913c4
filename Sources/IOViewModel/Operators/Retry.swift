extension ObservableType {
    /// Subscribes to this sequence again each time it fails, for ever.
    ///
    /// - Emits: the elements of every attempt (elements of a failed attempt are not taken back).
    /// - Completes: when an attempt completes.
    /// - Errors: never; a sequence that always fails is retried for ever (synchronously, if it
    ///   fails synchronously).
    @inlinable
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let chain = SourceChain(observer: observer) { event in
                if case .error = event { return .subscribe(source) }
                return .finish(event)
            }
            return chain.start(source)
        }
    }

    /// Subscribes to this sequence up to `maxAttemptCount` times in all, as long as it fails.
    ///
    /// - Emits: the elements of every attempt.
    /// - Completes: when an attempt completes; `retry(0)` completes at once without subscribing
    ///   (as in RxSwift, where the count is of attempts, not of retries).
    /// - Errors: with the last attempt's error when all `maxAttemptCount` attempts failed.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            guard maxAttemptCount > 0 else {
                observer.on(.completed)
                return Disposables.create()
            }
            // Touched only by the chain's terminal events, which arrive one at a time.
            var attempts = 1
            let chain = SourceChain(observer: observer) { event in
                guard case .error = event, attempts < maxAttemptCount else { return .finish(event) }
                attempts += 1
                return .subscribe(source)
            }
            return chain.start(source)
        }
    }
}
