/// What the sinks of `flatMap` (``FlatMapSink``) and `flatMapLatest` (``SwitchLatestSink``)
/// share: the selector, the outer subscription, the serial output over their lock-guarded state,
/// and the three ways a subscription ends (the outer sequence completes, a terminal event, a
/// dispose), each of which takes the inner subscriptions out of the state under the lock and
/// disposes them outside it. A subclass takes the outer events (as a ``SourceSink``) and
/// manages its inner subscriptions.
@usableFromInline
class OuterInnerSink<Source, Inner: ObservableConvertibleType, Failure: Error, State: OuterInnerState>: Disposable,
    @unchecked Sendable
where State.Output == Inner.Element {
    // Immutable after init, except `output` (its state behind its lock) and `upstream` (its own
    // lock).
    @usableFromInline
    typealias Output = Inner.Element

    @usableFromInline let selector: (Source) throws(Failure) -> Inner
    /// The outer subscription.
    @usableFromInline let upstream = SerialDisposable()
    @usableFromInline let output: LockedOutput<State>

    @inlinable
    init(observer: AnyObserver<Output>, selector: @escaping (Source) throws(Failure) -> Inner) {
        output = LockedOutput(State(), observer: observer)
        self.selector = selector
    }

    /// Maps `element` with the selector; if it throws, fails with its error and returns `nil`.
    @inlinable
    final func select(_ element: Source) -> Inner? {
        do throws(Failure) {
            return try selector(element)
        } catch {
            terminate(.error(error))
            return nil
        }
    }

    /// The outer sequence completed: completes too unless an inner observable is still running.
    @inlinable
    final func outerCompleted() {
        let first = output.withState { state -> Event<Output>? in
            if state.isDone { return nil }
            state.outerStopped = true
            if state.hasRunningInner { return nil }
            state.isDone = true
            return state.delivery.enqueue(.completed)
        }
        upstream.dispose()
        if let first { output.drain(first) }
    }

    /// Emits `event` (a terminal one) unless the sink is already done or `accepts` refuses it
    /// (the event of a superseded inner), then disposes everything.
    @inlinable
    final func terminate(_ event: Event<Output>, if accepts: (State) -> Bool = { _ in true }) {
        var first: Event<Output>?
        let subscriptions = output.withState { state -> State.Subscriptions? in
            if state.isDone || !accepts(state) { return nil }
            state.isDone = true
            first = state.delivery.enqueue(event)
            return state.removeAll()
        }
        guard let subscriptions else { return }
        if let first { output.drain(first) }
        upstream.dispose()
        State.dispose(subscriptions)
    }

    @inlinable
    final func dispose() {
        let subscriptions = output.withState { state -> State.Subscriptions in
            state.isDone = true
            state.delivery.abandon()
            return state.removeAll()
        }
        upstream.dispose()
        State.dispose(subscriptions)
    }
}

/// The lock-guarded state of an ``OuterInnerSink``.
@usableFromInline
protocol OuterInnerState: SerialOutputState {
    /// The inner subscriptions taken out of the state, to dispose outside the lock.
    associatedtype Subscriptions
    /// Terminated or disposed: nothing more is subscribed or emitted.
    var isDone: Bool { get set }
    var outerStopped: Bool { get set }
    /// Whether an inner observable is still running, so completion waits for it.
    var hasRunningInner: Bool { get }
    init()
    /// Forgets every inner subscription, and returns them.
    mutating func removeAll() -> Subscriptions
    /// Disposes what ``removeAll()`` returned.
    static func dispose(_ subscriptions: Subscriptions)
}
