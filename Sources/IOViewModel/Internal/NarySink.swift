import Synchronization

/// How an N-ary sink pairs its sources' elements.
@usableFromInline
enum NaryMode: Sendable {
    /// Keep each source's latest element; emit whenever any source emits, once all have one.
    case combineLatest
    /// Queue each source's elements; emit whenever every source has one queued, pairing by index.
    case zip
}

/// Lock-guarded: only touched inside `NarySink.state.withLock`.
@usableFromInline
struct NaryState<Storage, Snapshot>: SerialOutputState, @unchecked Sendable {
    /// The sources' elements: a tuple of optionals (combineLatest) or of queues (zip).
    @usableFromInline var storage: Storage
    /// Per source: 1 once it has a value (combineLatest), or its number of queued elements (zip).
    @usableFromInline var counts: ContiguousArray<Int>
    /// Per source: whether it has completed.
    @usableFromInline var done: ContiguousArray<Bool>
    /// How many sources have a non-zero count.
    @usableFromInline var ready = 0
    /// How many sources have completed.
    @usableFromInline var doneCount = 0
    /// Set by `dispose()`: the drainer stops at the next event.
    @usableFromInline var isDisposed = false
    @usableFromInline var delivery = SerialDelivery<Snapshot>()

    @inlinable
    init(storage: Storage, arity: Int) {
        self.storage = storage
        counts = ContiguousArray(repeating: 0, count: arity)
        done = ContiguousArray(repeating: false, count: arity)
    }
}

/// The one sink behind every arity of `combineLatest` and `zip`, and their collection forms.
///
/// Each arity only supplies its storage (a tuple of optionals or of queues), how to store an
/// element of source *i*, how to take a snapshot of the values to combine, and the selector. The
/// bookkeeping (who has a value, who is done, when to complete) and the serial output live here.
///
/// Snapshots are taken under the lock and queued in order; the selector runs outside the lock, on
/// the thread that drains the output, one snapshot at a time. So a selector that feeds one of the
/// sources cannot deadlock, and results keep the order of the snapshots.
@usableFromInline
final class NarySink<Storage, Snapshot, Output, Failure: Error>: Disposable, @unchecked Sendable {
    // `state` is behind its lock; `subscriptions` is immutable (its elements are thread-safe);
    // `observer` is only called by the single drainer.
    @usableFromInline let state: Mutex<NaryState<Storage, Snapshot>>
    @usableFromInline let mode: NaryMode
    @usableFromInline let arity: Int
    @usableFromInline let observer: AnyObserver<Output>
    @usableFromInline let snapshot: (inout Storage) -> Snapshot
    @usableFromInline let selector: (Snapshot) throws(Failure) -> Output
    @usableFromInline let subscriptions: ContiguousArray<SingleAssignmentDisposable>

    @inlinable
    init(
        mode: NaryMode,
        arity: Int,
        storage: Storage,
        observer: AnyObserver<Output>,
        snapshot: @escaping (inout Storage) -> Snapshot,
        selector: @escaping (Snapshot) throws(Failure) -> Output
    ) {
        self.mode = mode
        self.arity = arity
        self.observer = observer
        self.snapshot = snapshot
        self.selector = selector
        state = Mutex(NaryState(storage: storage, arity: arity))
        subscriptions = ContiguousArray((0..<arity).map { _ in SingleAssignmentDisposable() })
    }

    /// Subscribes every source (through `subscribeAll`) inside a trampoline; an empty set of
    /// sources completes at once.
    @inlinable
    func run(_ subscribeAll: @escaping (NarySink) -> Void) -> any Disposable {
        if arity == 0 {
            observer.on(.completed)
            return Disposables.create()
        }
        return trampolinedSubscription {
            subscribeAll(self)
            return self
        }
    }

    /// Subscribes source number `index`, storing its elements with `store`.
    @inlinable
    func subscribe<Source: ObservableType>(
        _ index: Int, _ source: Source, store: @escaping (inout Storage, Source.Element) -> Void
    ) {
        subscriptions[index].setDisposable(source.subscribe(AnyObserver { event in
            switch event {
            case .next(let element): self.next(index, element, store)
            case .error(let error): self.fail(error)
            case .completed: self.complete(index)
            }
        }))
    }

    @inlinable
    func next<Element>(_ index: Int, _ element: Element, _ store: (inout Storage, Element) -> Void) {
        var finished = false
        let first = state.withLock { state -> Event<Snapshot>? in
            guard !state.delivery.isTerminated else { return nil }
            store(&state.storage, element)
            switch mode {
            case .combineLatest:
                if state.counts[index] == 0 {
                    state.counts[index] = 1
                    state.ready += 1
                }
                if state.ready == arity {
                    return state.delivery.enqueue(.next(snapshot(&state.storage)))
                }
                // A source that finished without a value can never be combined: once every other
                // source is done, this one's values can never be emitted either (RxSwift's rule).
                if state.doneCount == arity - 1 {
                    finished = true
                    return state.delivery.enqueue(.completed)
                }
                return nil
            case .zip:
                state.counts[index] += 1
                if state.counts[index] == 1 { state.ready += 1 }
                guard state.ready == arity else { return nil }
                let values = snapshot(&state.storage)
                var exhausted = false
                for source in 0..<arity {
                    state.counts[source] -= 1
                    if state.counts[source] == 0 {
                        state.ready -= 1
                        if state.done[source] { exhausted = true }
                    }
                }
                let first = state.delivery.enqueue(.next(values))
                if exhausted {
                    finished = true
                    _ = state.delivery.enqueue(.completed)
                }
                return first
            }
        }
        if let first { drain(first) }
        if finished { disposeSources() }
    }

    @inlinable
    func complete(_ index: Int) {
        var finished = false
        let first = state.withLock { state -> Event<Snapshot>? in
            guard !state.delivery.isTerminated, !state.done[index] else { return nil }
            state.done[index] = true
            state.doneCount += 1
            switch mode {
            case .combineLatest: finished = state.doneCount == arity
            case .zip: finished = state.counts[index] == 0
            }
            return finished ? state.delivery.enqueue(.completed) : nil
        }
        if finished {
            if let first { drain(first) }
            disposeSources()
        } else {
            subscriptions[index].dispose()
        }
    }

    @inlinable
    func fail(_ error: any Error) {
        let first = state.withLock { $0.delivery.enqueue(.error(error)) }
        if let first { drain(first) }
        disposeSources()
    }

    /// Delivers `first` and whatever is queued meanwhile, applying the selector to each snapshot.
    @inlinable
    func drain(_ first: Event<Snapshot>) {
        var event = first
        while true {
            switch event {
            case .next(let values):
                let result: Output
                do throws(Failure) {
                    result = try selector(values)
                } catch {
                    state.withLock { $0.delivery.abandon() }
                    observer.on(.error(error))
                    disposeSources()
                    return
                }
                observer.on(.next(result))
            case .error(let error):
                observer.on(.error(error))
            case .completed:
                observer.on(.completed)
            }
            let next = state.withLock { state -> Event<Snapshot>? in
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

    /// Ends every source subscription; used when the sink itself has produced a terminal event.
    @inlinable
    func disposeSources() {
        for subscription in subscriptions { subscription.dispose() }
    }

    /// The subscriber is done: nothing more is delivered, not even what is already queued.
    @inlinable
    func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.delivery.isTerminated = true
        }
        disposeSources()
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
