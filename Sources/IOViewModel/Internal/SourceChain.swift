/// What follows when the current source of a ``SourceChain`` ends.
@usableFromInline
enum ChainStep<Element> {
    /// Subscribe to this source next.
    case subscribe(Observable<Element>)
    /// Forward this terminal event and stop.
    case finish(Event<Element>)
    /// Do nothing yet: something outside the chain will call `subscribe(to:)` or `finish(_:)`.
    case wait
}

/// Lock-guarded: only touched inside `SourceChain.gate.withLock`.
@usableFromInline
struct ChainGate<Element>: @unchecked Sendable {
    /// Someone is running the subscribe loop.
    @usableFromInline var isLooping = false
    /// The source the loop must subscribe to after the current subscribe call returns.
    @usableFromInline var pending: Observable<Element>?
    /// Stopped: disposed, or finished.
    @usableFromInline var isStopped = false

    @inlinable
    init() {}
}

/// Subscribes to one source after another: `concat`, `retry`, `catch`, `ifEmpty(switchTo:)`,
/// `retry(when:)`.
///
/// When the current source ends, `successor` decides (from its terminal event) whether to
/// subscribe to another source or to forward the event. Successive subscriptions run in a loop,
/// not recursively, so a chain of sources that complete synchronously (`concat` of a thousand
/// `just`s, `retry` of a failing `just`) does not grow the stack; this is RxSwift's tail-recursive
/// sink. Only one source is subscribed at a time, so events reach the observer one at a time.
@usableFromInline
final class SourceChain<Element>: Disposable, @unchecked Sendable {
    // `gate` is behind its lock. `successor` and `observer` are called only from the events of the
    // current source, which the grammar serializes, and from `start`, before any event.
    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline let successor: (Event<Element>) -> ChainStep<Element>
    @usableFromInline let current = SerialDisposable()
    @usableFromInline let gate = Lock(ChainGate<Element>())

    @inlinable
    init(observer: AnyObserver<Element>, successor: @escaping (Event<Element>) -> ChainStep<Element>) {
        self.observer = observer
        self.successor = successor
    }

    /// Subscribes to `first` inside a trampoline and returns the chain as the subscription.
    @inlinable
    func start(_ first: Observable<Element>) -> any Disposable {
        trampolinedSubscription {
            self.subscribe(to: first)
            return self
        }
    }

    /// Subscribes to `source` now, or, when called from inside a subscribe call of this chain (a
    /// source that ended synchronously), as soon as that call returns.
    @inlinable
    func subscribe(to source: Observable<Element>) {
        let runsLoop = gate.withLock { gate -> Bool in
            guard !gate.isStopped else { return false }
            if gate.isLooping {
                gate.pending = source
                return false
            }
            gate.isLooping = true
            return true
        }
        guard runsLoop else { return }
        var next = source
        while true {
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(next.subscribe(AnyObserver { event in self.on(event) }))
            let pending = gate.withLock { gate -> Observable<Element>? in
                defer { gate.pending = nil }
                if gate.pending == nil || gate.isStopped { gate.isLooping = false }
                return gate.isStopped ? nil : gate.pending
            }
            guard let pending else { return }
            next = pending
        }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if case .next = event {
            observer.on(event)
            return
        }
        switch successor(event) {
        case .subscribe(let source):
            subscribe(to: source)
        case .finish(let terminal):
            finish(terminal)
        case .wait:
            break
        }
    }

    /// Forwards `terminal` (unless stopped) and ends the current subscription.
    @inlinable
    func finish(_ terminal: Event<Element>) {
        let won = gate.withLock { gate -> Bool in
            defer { gate.isStopped = true }
            return !gate.isStopped
        }
        guard won else { return }
        observer.on(terminal)
        current.dispose()
    }

    /// Whether the chain has finished or been disposed.
    @inlinable
    var isStopped: Bool {
        gate.withLock { $0.isStopped }
    }

    @inlinable
    func dispose() {
        gate.withLock { $0.isStopped = true }
        current.dispose()
    }
}
