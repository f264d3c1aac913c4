/// Operator state that embeds a ``SerialDelivery`` and can be marked disposed.
@usableFromInline
protocol DisposableOutputState: SerialOutputState {
    /// Set when the subscriber disposes: the drainer stops before the next event.
    var isDisposed: Bool { get set }
}

/// An operator's lock-guarded state together with its serial output: update the state and claim
/// delivery in one lock section with ``update(_:)``, deliver outside the lock.
///
/// For operators whose events come from more than one place (a source and a timer, two sources):
/// whatever thread each runs on, the observer gets one event at a time, in the order the lock
/// sections queued them, and nothing after ``markDisposed()``.
@usableFromInline
final class LockedOutput<State: DisposableOutputState>: @unchecked Sendable {
    // `state` is behind its lock; `observer` is called only by the single drainer.
    @usableFromInline let state: Lock<State>
    @usableFromInline let observer: AnyObserver<State.Output>

    @inlinable
    init(_ state: State, observer: AnyObserver<State.Output>) {
        self.state = Lock(state)
        self.observer = observer
    }

    /// Runs `body` under the lock; delivers the event it returns (from `delivery.enqueue`), and
    /// everything queued meanwhile.
    @inlinable
    func update(_ body: (inout State) -> Event<State.Output>?) {
        if let first = state.withLock(body) { drain(first) }
    }

    /// Reads or changes the state under the lock, delivering nothing.
    @inlinable
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        state.withLock(body)
    }

    /// Delivers `first`, then every event queued meanwhile, stopping early once disposed.
    @inlinable
    func drain(_ first: Event<State.Output>) {
        var event = first
        while true {
            observer.on(event)
            let next = state.withLock { state -> Event<State.Output>? in
                if state.isDisposed {
                    state.delivery.abandon()
                    return nil
                }
                return state.delivery.next()
            }
            guard let next else { return }
            event = next
        }
    }

    /// Refuses every later event and stops the drainer before its next one.
    @inlinable
    func markDisposed() {
        state.withLock { state in
            state.isDisposed = true
            state.delivery.isTerminated = true
        }
    }
}

extension SerialDelivery {
    /// Drops everything queued, refuses anything later and steps the drainer down: for a drainer
    /// that has just produced a terminal event of its own, or whose subscription was disposed.
    @inlinable
    mutating func abandon() {
        isTerminated = true
        queue.removeAll()
        head = 0
        isDraining = false
    }
}
