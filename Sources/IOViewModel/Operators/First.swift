extension ObservableType {
    /// Emits the source's first element, or `nil` if it completes without one, then completes.
    ///
    /// As in RxSwift, this returns a ``Single``. The source is subscribed through the current-thread
    /// trampoline, so even an endless synchronous source stops.
    ///
    /// - Emits: exactly one value: the first element as soon as it arrives, or `nil` when the
    ///   source completes empty.
    /// - Completes: right after that value; the source subscription is disposed.
    /// - Errors: when the source fails first.
    @inlinable
    public func first() -> Single<Element?> {
        Single(raw: firstOrNil())
    }

    @inlinable
    func firstOrNil(name: StaticString = #function) -> Observable<Element?> {
        Observable(name: name) { observer in
            let sink = StoppableSink(observer)
            self.subscribeTrampolined(
                AnyObserver { event in
                    guard !sink.isStopped else { return }
                    switch event {
                    case .next(let element):
                        observer.on(.next(element))
                        sink.finishUnlessDisposed(.completed)
                    case .error(let error):
                        sink.fail(error)
                    case .completed:
                        observer.on(.next(nil))
                        sink.finishUnlessDisposed(.completed)
                    }
                }, into: sink.upstream)
            return sink
        }
    }
}
