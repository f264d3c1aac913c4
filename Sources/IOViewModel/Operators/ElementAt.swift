extension ObservableType {
    /// Emits only the element at `index` (counting from 0), then completes.
    ///
    /// The source is subscribed through the current-thread trampoline, so even an endless
    /// synchronous source stops.
    ///
    /// - Emits: the element at `index`.
    /// - Completes: right after that element, disposing the source subscription.
    /// - Errors: with ``RxError/argumentOutOfRange`` if the source completes first, or with the
    ///   source's error.
    /// - Precondition: `index` is not negative.
    @inlinable
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): index can't be negative")
        return stoppableSink(state: index, trampolined: true) { sink, remaining, event in
            switch event {
            case .next where remaining == 0:
                sink.observer.on(event)
                sink.finishUnlessDisposed(.completed)
            case .next:
                remaining -= 1
            case .error:
                sink.finish(event)
            case .completed:
                sink.fail(RxError.argumentOutOfRange)
            }
        }
    }
}
