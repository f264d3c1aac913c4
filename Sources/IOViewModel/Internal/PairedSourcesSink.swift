import Synchronization

/// One subscription to an operator over two sources (`take(until:)`, `skip(until:)`,
/// `takeWhen`, ...): both upstream subscriptions, some operator state, and the serial output.
///
/// Either source may deliver on any thread: `extra` is only touched under the lock, and output
/// goes through the embedded ``SerialDelivery``, delivered outside the lock. A terminal event
/// from the operator disposes both subscriptions; so does `dispose()`.
@usableFromInline
final class PairedSourcesSink<Output, Extra>: Disposable, @unchecked Sendable {
    // Immutable after init, except `output` (its state behind its lock); the two holders have their own.
    @usableFromInline
    let first = SingleAssignmentDisposable()
    @usableFromInline
    let second = SingleAssignmentDisposable()
    @usableFromInline
    let output: LockedOutput<PairedSourcesState<Output, Extra>>

    @inlinable
    init(observer: AnyObserver<Output>, extra: Extra) {
        output = LockedOutput(PairedSourcesState(extra: extra), observer: observer)
    }

    /// Emits `element` (in order with every other output).
    @inlinable
    func forward(_ element: Output) {
        output.send(.next(element))
    }

    /// Lets `body` update the operator state and, if it returns an element, emits it, in one lock
    /// section.
    @inlinable
    func update(_ body: (inout Extra) -> Output?) {
        output.update { state in
            body(&state.extra).flatMap { state.delivery.enqueue(.next($0)) }
        }
    }

    /// Reads or updates the operator state, emitting nothing.
    @inlinable
    func withExtra<Result>(_ body: (inout Extra) -> Result) -> Result {
        output.withState { state in body(&state.extra) }
    }

    /// Emits the terminal `event` unless a terminal event was already emitted (or the sink was
    /// disposed), then disposes both subscriptions.
    ///
    /// With `condition`, the event is emitted only if `condition(extra)` holds, checked in the
    /// same lock section; otherwise the sink ends silently (both subscriptions are disposed).
    @inlinable
    func terminate(_ event: Event<Output>, onlyIf condition: ((Extra) -> Bool)? = nil) {
        var first: Event<Output>?
        let ended = output.withState { state -> Bool in
            if state.isDone { return false }
            state.isDone = true
            if condition?(state.extra) ?? true {
                first = state.delivery.enqueue(event)
            } else {
                state.delivery.isTerminated = true
            }
            return true
        }
        guard ended else { return }
        if let first { output.drain(first) }
        self.first.dispose()
        second.dispose()
    }

    @inlinable
    func dispose() {
        output.withState { state in
            state.isDone = true
            state.delivery.abandon()
        }
        first.dispose()
        second.dispose()
    }
}

/// Lock-guarded: only touched inside `PairedSourcesSink.output.withState`.
@usableFromInline
struct PairedSourcesState<Output, Extra>: SerialOutputState, @unchecked Sendable {
    @usableFromInline var delivery = SerialDelivery<Output>()
    @usableFromInline var extra: Extra
    /// A terminal event was emitted, or the sink was disposed.
    @usableFromInline var isDone = false

    @inlinable
    init(extra: Extra) {
        self.extra = extra
    }
}

extension ObservableType {
    /// The subscription every operator over this sequence and `other` shares: one
    /// ``PairedSourcesSink`` per subscription, starting from `extra`, both sources subscribed
    /// inside the current-thread trampoline (this one first, unless `otherFirst`), and each event
    /// passed with the sink to its source's handler.
    @inlinable
    func pairedSources<Other: ObservableConvertibleType, Output, Extra>(
        name: StaticString = #function,
        _ other: Other,
        extra: Extra,
        otherFirst: Bool = false,
        onSource: @escaping (PairedSourcesSink<Output, Extra>, Event<Element>) -> Void,
        onOther: @escaping (PairedSourcesSink<Output, Extra>, Event<Other.Element>) -> Void
    ) -> Observable<Output> {
        Observable(name: name) { observer in
            let sink = PairedSourcesSink<Output, Extra>(observer: observer, extra: extra)
            let subscribeOther = {
                sink.second.setDisposable(other.asObservable().subscribe(AnyObserver { event in onOther(sink, event) }))
            }
            withCurrentThreadTrampoline {
                if otherFirst { subscribeOther() }
                sink.first.setDisposable(self.subscribe(AnyObserver { event in onSource(sink, event) }))
                if !otherFirst { subscribeOther() }
            }
            return sink
        }
    }
}
