extension ObservableType {
    /// Emits `transform(element)` for each element for which it is not `nil`; skips the others.
    ///
    /// Completes when the source completes. Fails when the source fails, or when `transform`
    /// throws: the thrown error is emitted and the source subscription is disposed.
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
        return Observable { observer in
            let sink = StoppableSink(observer)
            sink.upstream.setDisposable(
                self.subscribe(
                    AnyObserver { event in
                        guard !sink.isStopped else { return }
                        switch event {
                        case .next(let element):
                            do throws(Failure) {
                                if let result = try transform(element) { observer.on(.next(result)) }
                            } catch {
                                sink.fail(error)
                            }
                        case .error(let error): sink.fail(error)
                        case .completed: sink.finish(.completed)
                        }
                    }))
            return sink
        }
    }
}
