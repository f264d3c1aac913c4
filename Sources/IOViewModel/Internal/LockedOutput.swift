/// An operator's lock-guarded state together with its observer: the one way every operator with
/// more than one event source (two sources, a source and a timer, inner subscriptions) delivers.
///
/// ``update(_:)`` updates the state and claims delivery in one lock section, then delivers outside
/// the lock. Whatever thread each source runs on, the observer gets one event at a time, in the
/// order the lock sections queued them, and nothing after ``stop()``. A value of two references:
/// it adds no allocation to the sink that holds it.
@usableFromInline
struct LockedOutput<State: SerialOutputState>: @unchecked Sendable {
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

    /// Queues `event` and delivers it, unless another thread is delivering (it then delivers this
    /// one too, in order).
    @inlinable
    func send(_ event: Event<State.Output>) {
        update { $0.delivery.enqueue(event) }
    }

    /// Reads or changes the state under the lock, delivering nothing.
    @inlinable
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        state.withLock(body)
    }

    /// Delivers `first`, claimed by `delivery.enqueue`, then every event queued meanwhile.
    @inlinable
    func drain(_ first: Event<State.Output>) {
        var event = first
        while true {
            observer.on(event)
            guard let next = state.withLock({ $0.delivery.next() }) else { return }
            event = next
        }
    }

    /// Refuses every later event and drops the queued ones, so a drainer busy on another thread
    /// stops before its next event: for `dispose()`.
    @inlinable
    func stop() {
        state.withLock { $0.delivery.abandon() }
    }
}
