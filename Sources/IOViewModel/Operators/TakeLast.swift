extension ObservableType {
    /// Emits the last `count` elements of the source, in order, when it completes, then completes.
    ///
    /// - Emits: nothing until the source completes (keeping at most `count` elements meanwhile),
    ///   then the kept elements.
    /// - Completes: right after the kept elements.
    /// - Errors: when the source fails, dropping what it kept.
    /// - Precondition: `count` is not negative.
    @inlinable
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast: count can't be negative")
        return stoppableSink(state: ReplayBuffer<Element>(limit: count)) { sink, kept, event in
            switch event {
            case .next(let element):
                if count > 0 { kept.append(element) }
            case .error(let error):
                kept = ReplayBuffer(limit: 0)
                sink.fail(error)
            case .completed:
                let elements = kept.elements
                kept = ReplayBuffer(limit: 0)
                for element in elements {
                    // The downstream may dispose while receiving them.
                    guard !sink.isDisposed else { return }
                    sink.observer.on(.next(element))
                }
                sink.finishUnlessDisposed(.completed)
            }
        }
    }
}
