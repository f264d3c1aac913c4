extension ObservableType {
    /// This sequence as a ``Single``: its only element, once it completes.
    ///
    /// - Emits: the element when this sequence completes after exactly one.
    /// - Completes: right after that element.
    /// - Errors: with ``RxError/moreThanOneElement`` as soon as a second element arrives
    ///   (disposing this sequence), with ``RxError/noElements`` when it completes without one, or
    ///   with its error.
    @inlinable
    public func asSingle() -> Single<Element> {
        Single(raw: atMostOneElement(allowsEmpty: false))
    }

    /// This sequence as a ``Maybe``: its element, if any, once it completes.
    ///
    /// - Emits: the element when this sequence completes after exactly one.
    /// - Completes: right after that element; or empty, when this sequence completes without
    ///   one.
    /// - Errors: with ``RxError/moreThanOneElement`` as soon as a second element arrives
    ///   (disposing this sequence), or with its error.
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: atMostOneElement(allowsEmpty: true))
    }

    /// Holds the one element until completion; a second element is an error at once.
    @inlinable
    func atMostOneElement(name: StaticString = #function, allowsEmpty: Bool) -> Observable<Element> {
        Observable(name: name) { observer in
            let sink = StoppableSink(observer)
            var element: Element?
            self.subscribeTrampolined(
                AnyObserver { event in
                    guard !sink.isStopped else { return }
                    switch event {
                    case .next(let next):
                        guard element == nil else {
                            element = nil
                            sink.fail(RxError.moreThanOneElement)
                            return
                        }
                        element = next
                    case .error:
                        element = nil
                        sink.finish(event)
                    case .completed:
                        guard let result = element else {
                            sink.finish(allowsEmpty ? .completed : .error(RxError.noElements))
                            return
                        }
                        element = nil
                        observer.on(.next(result))
                        sink.finishUnlessDisposed(.completed)
                    }
                }, into: sink.upstream)
            return sink
        }
    }
}

extension ObservableType where Element == Never {
    /// This sequence, which has no elements, as a ``Completable``.
    ///
    /// - Emits: never; a `Never` element cannot occur.
    /// - Completes: when this sequence completes.
    /// - Errors: with its error.
    @inlinable
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
