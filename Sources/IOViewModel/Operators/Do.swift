extension ObservableType {
    /// Runs side effects at each point of a subscription's life, passing events through unchanged.
    ///
    /// `onNext`, `onError` and `onCompleted` run before the event is forwarded; `afterNext`,
    /// `afterError` and `afterCompleted` after it. `onSubscribe` runs before subscribing to this
    /// sequence, `onSubscribed` right after. `onDispose` runs once, when the subscription ends
    /// (disposed, or after a terminal event and its `after...` hook), after this sequence's own
    /// subscription has been disposed, as in RxSwift; when this sequence ends while being
    /// subscribed to, that is after `onSubscribed`. The closures take untyped
    /// `throws`: with several optional closures, one typed `Failure` could not be inferred when
    /// none is given.
    ///
    /// - Emits: this sequence's elements.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails, or with the error `onNext`, `afterNext`, `onError` or
    ///   `onCompleted` throws (the source is then disposed). An error thrown by `afterError` or
    ///   `afterCompleted` comes after a terminal event, so it cannot be emitted: it goes to
    ///   ``Hooks/reportUnhandled(_:)`` (RxSwift would emit it after the terminal event, breaking
    ///   the grammar).
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        Observable { observer in
            // The whole subscription, upstream first and `onDispose` last: a terminal event
            // disposes it, which waits until the subscribing step has returned (set below).
            let whole = SingleAssignmentDisposable()
            let disposal = onDispose.map { Disposables.create(with: $0) }
            let sink = StoppableSink(observer)
            // A throwing hook stops the source early: subscribe inside a trampoline, so that even a
            // synchronous source hands its subscription back before its elements flow.
            let subscription = trampolinedSubscription {
                onSubscribe?()
                sink.upstream.setDisposable(
                    self.subscribe(
                        AnyObserver { event in
                            guard !sink.isStopped else { return }
                            do {
                                switch event {
                                case .next(let element):
                                    try onNext?(element)
                                    observer.on(event)
                                    try afterNext?(element)
                                case .error(let error):
                                    try onError?(error)
                                    sink.finish(event)
                                    Self.runAfterTerminal { try afterError?(error) }
                                    whole.dispose()
                                case .completed:
                                    try onCompleted?()
                                    sink.finish(event)
                                    Self.runAfterTerminal(afterCompleted)
                                    whole.dispose()
                                }
                            } catch {
                                sink.fail(error)
                                whole.dispose()
                            }
                        }))
                onSubscribed?()
                whole.setDisposable(disposal.map { Disposables.create(sink, $0) } ?? sink)
                return whole
            }
            return disposal.map { Disposables.create(subscription, $0) } ?? subscription
        }
    }

    @usableFromInline
    static func runAfterTerminal(_ action: (() throws -> Void)?) {
        do { try action?() } catch { Hooks.reportUnhandled(error) }
    }
}
