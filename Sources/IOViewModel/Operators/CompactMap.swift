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
        if Failure.self == Never.self {
            return Observable { observer in
                self.subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next(let element):
                            // `Failure` is `Never` here, so this cannot throw.
                            if let result = try! transform(element) { observer.on(.next(result)) }
                        case .error(let error): observer.on(.error(error))
                        case .completed: observer.on(.completed)
                        }
                    })
            }
        }
        return stoppableElementSink { sink, element in
            do throws(Failure) {
                if let result = try transform(element) { sink.observer.on(.next(result)) }
            } catch {
                sink.fail(error)
            }
        }
    }
}
