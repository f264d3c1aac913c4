extension ObservableType {
    /// Collects every element and, when the source completes, emits them as one array, then
    /// completes.
    ///
    /// As in RxSwift 6, this returns a ``Single``.
    ///
    /// - Emits: exactly one array, on completion (empty for an empty source).
    /// - Completes: right after that array.
    /// - Errors: when the source fails, without emitting.
    @inlinable
    public func toArray() -> Single<[Element]> {
        Single(raw: allElements())
    }

    @inlinable
    func allElements(name: StaticString = #function) -> Observable<[Element]> {
        Observable(name: name) { observer in
            let sink = StoppableSink(observer)
            var elements: [Element] = []
            sink.upstream.setDisposable(
                self.subscribe(
                    AnyObserver { event in
                        guard !sink.isStopped else { return }
                        switch event {
                        case .next(let element):
                            elements.append(element)
                        case .error(let error):
                            elements = []
                            sink.fail(error)
                        case .completed:
                            let result = elements
                            elements = []
                            observer.on(.next(result))
                            sink.finishUnlessDisposed(.completed)
                        }
                    }))
            return sink
        }
    }
}
