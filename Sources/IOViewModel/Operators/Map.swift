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
        forwardingElements { element throws(Failure) in try transform(element) }
    }

    /// The one body of the operators that forward each element, transformed or not, and the
    /// source's terminal event (`map`, `compactMap`, `filter`, `mapConst`, `not`, `skipNil`,
    /// `enumerated`, `combinePrevious`, `ignoreElements`): emits `output(element)` for each element
    /// for which it is not `nil`.
    ///
    /// A non-throwing `output` costs one closure call per element: events go straight to the
    /// observer, with no stop flag, since nothing but the source can end the output (`Failure` is
    /// `Never`). A throwing one goes through a ``StoppableSink``, which its error stops.
    @inlinable
    func forwardingElements<Result, Failure: Error>(
        name: StaticString = #function,
        _ output: @escaping (Element) throws(Failure) -> Result?
    ) -> Observable<Result> {
        if Failure.self == Never.self {
            return Observable(name: name) { observer in
                self.subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next(let element):
                            // `Failure` is `Never` here, so this cannot throw.
                            if let result = try! output(element) { observer.on(.next(result)) }
                        case .error(let error): observer.on(.error(error))
                        case .completed: observer.on(.completed)
                        }
                    })
            }
        }
        return stoppableElementSink(name: name) { sink, element in
            do throws(Failure) {
                if let result = try output(element) { sink.observer.on(.next(result)) }
            } catch {
                sink.fail(error)
            }
        }
    }
}
