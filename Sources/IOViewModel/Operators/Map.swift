extension ObservableType {
    /// Emits `transform(element)` for each element.
    ///
    /// A non-throwing `transform` costs one closure call per element: the error path is compiled
    /// away (its error type is `Never`).
    ///
    /// - Emits: `transform(element)` for each element.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails, or with the error `transform` throws; the source
    ///   subscription is then disposed.
    @inlinable
    public func map<Result, Failure: Error>(
        _ transform: @escaping (Element) throws(Failure) -> Result
    ) -> Observable<Result> {
        if Failure.self == Never.self {
            return Observable { observer in
                self.subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next(let element):
                            // `Failure` is `Never` here, so this cannot throw.
                            observer.on(.next(try! transform(element)))
                        case .error(let error): observer.on(.error(error))
                        case .completed: observer.on(.completed)
                        }
                    })
            }
        }
        return stoppableElementSink { sink, element in
            do throws(Failure) {
                sink.observer.on(.next(try transform(element)))
            } catch {
                sink.fail(error)
            }
        }
    }
}
