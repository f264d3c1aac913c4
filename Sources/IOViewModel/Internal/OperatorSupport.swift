import Synchronization

extension StoppableSink {
    /// Forwards a terminal event and disposes upstream, unless the subscription was disposed:
    /// for an operator that emits it right after another event it produced from the same source
    /// event (`take` emitting its last element, then `.completed`), when the downstream may have
    /// disposed in between.
    @inlinable
    func finishUnlessDisposed(_ event: Event<Element>) {
        guard !upstream.isDisposed else { return }
        finish(event)
    }

    /// Whether the subscription was disposed (or the sink finished).
    @inlinable
    var isDisposed: Bool {
        upstream.isDisposed
    }
}
