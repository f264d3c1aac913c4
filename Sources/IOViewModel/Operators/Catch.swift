extension ObservableType {
    /// Continues with the sequence `handler` returns when this sequence fails.
    ///
    /// - Emits: this sequence's elements; after a failure, the elements of `handler(error)`.
    /// - Completes: when this sequence completes, or after a failure, when the handler's sequence
    ///   completes.
    /// - Errors: when the handler's sequence fails (it is not caught again), or with the error
    ///   `handler` throws.
    @inlinable
    public func `catch`<Failure: Error>(
        _ handler: @escaping (any Error) throws(Failure) -> Observable<Element>
    ) -> Observable<Element> {
        Observable { observer in
            // Touched only by the chain's terminal events, which arrive one at a time.
            var isHandled = false
            let chain = SourceChain(observer: observer) { event in
                guard case .error(let error) = event, !isHandled else { return .finish(event) }
                isHandled = true
                do throws(Failure) {
                    return .subscribe(try handler(error))
                } catch {
                    return .finish(.error(error))
                }
            }
            return chain.start(self.asObservable())
        }
    }

    /// Emits `element` and completes when this sequence fails.
    ///
    /// - Emits: this sequence's elements; after a failure, `element`.
    /// - Completes: when this sequence completes, or right after emitting `element`.
    /// - Errors: never.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in Observable.just(element) }
    }
}
