import Synchronization

/// The drain-loop bookkeeping that makes an operator's output serial, embedded in the operator's
/// own lock-guarded state so one lock section both updates the state and claims delivery.
///
/// Multi-source operators (combineLatest, merge, zip...) receive events from several sources,
/// possibly on several threads. Whoever finds nobody delivering becomes the drainer and forwards
/// outside the lock; everything produced meanwhile is queued in order. So the downstream observer
/// never sees two events at once, and re-entrant events never nest.
///
/// ```swift
/// let first = state.withLock { state -> Event<Output>? in
///     // ...update state, decide what to emit...
///     return state.delivery.enqueue(.next(output))
/// }
/// if let first { output.drain(first) }   // see `LockedOutput`
/// ```
@usableFromInline
struct SerialDelivery<Element> {
    @usableFromInline var isDraining = false
    @usableFromInline var queue: ContiguousArray<Event<Element>> = []
    @usableFromInline var head = 0
    /// Set once a terminal event has been enqueued: later events are dropped at the door.
    @usableFromInline var isTerminated = false

    @inlinable
    init() {}

    /// Queues `event`; returns it if the caller must deliver it now (and drain afterwards).
    @inlinable
    mutating func enqueue(_ event: Event<Element>) -> Event<Element>? {
        guard !isTerminated else { return nil }
        if event.isStopEvent { isTerminated = true }
        if isDraining {
            queue.append(event)
            return nil
        }
        isDraining = true
        return event
    }

    /// The next queued event for the drainer, or `nil` (and the drainer steps down).
    @inlinable
    mutating func next() -> Event<Element>? {
        if head < queue.count {
            defer { head += 1 }
            return queue[head]
        }
        if !queue.isEmpty { queue.removeAll(keepingCapacity: queue.count <= 64) }
        head = 0
        isDraining = false
        return nil
    }
}

/// State types that embed a ``SerialDelivery`` for their output.
@usableFromInline
protocol SerialOutputState {
    associatedtype Output
    var delivery: SerialDelivery<Output> { get set }
}

/// The state of an operator whose only lock-guarded state is its serial output.
@usableFromInline
struct DeliveryOnlyState<Output>: SerialOutputState, @unchecked Sendable {
    // Lock-guarded: only touched inside its `LockedOutput`'s lock.
    @usableFromInline var delivery = SerialDelivery<Output>()

    @inlinable
    init() {}
}

extension SerialDelivery {
    /// Queues `element`, if any, then `.completed` if `completes`: for an operator that flushes
    /// what it holds as it ends. Returns the first event for the caller to deliver, as
    /// ``enqueue(_:)`` does.
    @inlinable
    mutating func enqueue(_ element: Element?, completing completes: Bool) -> Event<Element>? {
        let first = element.flatMap { enqueue(.next($0)) }
        guard completes else { return first }
        let completion = enqueue(.completed)
        return first ?? completion
    }

    /// Drops everything queued, refuses anything later and steps the drainer down: for an
    /// operator that has just produced a terminal event of its own, or whose subscription was
    /// disposed (a drainer busy on another thread then finds nothing more to deliver).
    @inlinable
    mutating func abandon() {
        isTerminated = true
        queue.removeAll()
        head = 0
        isDraining = false
    }
}
