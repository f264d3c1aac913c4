import Synchronization

/// One subscription to `flatMap`, `flatMapFirst`, `concatMap`, `merge()` or
/// `merge(maxConcurrent:)`: the outer subscription, the inner ones, and the serial output.
///
/// Inner observables are subscribed while fewer than `maxConcurrent` are active. Past that, an
/// outer element is either dropped before its selector runs (`dropsWhenBusy`, for
/// `flatMapFirst`) or mapped and queued until an active inner completes (`concatMap`,
/// `merge(maxConcurrent:)`). The result completes once the outer sequence and every inner one
/// have completed; the first error, from any of them or from the selector, fails it. Either way,
/// and on dispose, every subscription still open is disposed; a completed inner is disposed as
/// soon as it completes.
///
/// Outer and inner events may arrive on different threads: all bookkeeping is in one
/// lock-guarded state, and output goes through its ``SerialDelivery``. The selector and every
/// `subscribe` run outside the lock.
@usableFromInline
final class FlatMapSink<Source, Inner: ObservableConvertibleType, Failure: Error>:
    OuterInnerSink<Source, Inner, Failure, FlatMapState<Inner>>, SourceSink, @unchecked Sendable
{
    @usableFromInline let maxConcurrent: Int
    @usableFromInline let dropsWhenBusy: Bool

    @inlinable
    init(
        observer: AnyObserver<Output>,
        maxConcurrent: Int,
        dropsWhenBusy: Bool,
        selector: @escaping (Source) throws(Failure) -> Inner
    ) {
        precondition(maxConcurrent > 0, "maxConcurrent must be positive")
        self.maxConcurrent = maxConcurrent
        self.dropsWhenBusy = dropsWhenBusy
        super.init(observer: observer, selector: selector)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            // Reserve a slot before the selector runs, so that `flatMapFirst` decides on the
            // state this element found.
            let admission = output.withState { state -> FlatMapAdmission in
                if state.isDone { return .rejected }
                if state.active < maxConcurrent { return .subscribe(state.reserve()) }
                return dropsWhenBusy ? .rejected : .queue
            }
            if case .rejected = admission { return }
            guard let inner = select(element) else { return }
            if case .subscribe(let id) = admission {
                subscribeInner(inner, id: id)
                return
            }
            // An inner may have completed meanwhile and left a slot free.
            let id = output.withState { state -> Int? in
                if state.isDone { return nil }
                if state.active < maxConcurrent { return state.reserve() }
                state.waiting.append(inner)
                return nil
            }
            if let id { subscribeInner(inner, id: id) }
        case .error(let error):
            terminate(.error(error))
        case .completed:
            outerCompleted()
        }
    }

    @inlinable
    func subscribeInner(_ inner: Inner, id: Int) {
        var current: (inner: Inner, id: Int)? = (inner, id)
        while let (inner, id) = current {
            let subscription = inner.asObservable().subscribe(AnyObserver { event in self.innerOn(event, id: id) })
            let (keep, successor) = output.withState { state -> (Bool, (inner: Inner, id: Int)?) in
                if case .pending? = state.inners[id] {
                    state.inners[id] = .subscribed(subscription)
                    return (true, nil)
                }
                // It completed before `subscribe` returned, and may have left us its successor.
                return (false, state.successors.removeValue(forKey: id))
            }
            if !keep { subscription.dispose() }
            current = successor
        }
    }

    @inlinable
    func innerOn(_ event: Event<Output>, id: Int) {
        switch event {
        case .next:
            output.send(event)
        case .error:
            terminate(event)
        case .completed:
            let (own, started, first) = output.withState {
                state -> ((any Disposable)?, (inner: Inner, id: Int)?, Event<Output>?) in
                let slot = state.inners.removeValue(forKey: id)
                if state.isDone { return (slot?.subscription, nil, nil) }
                if !state.waiting.isEmpty {
                    let waiting = state.waiting.removeFirst()
                    // The slot passes to the next waiting inner.
                    let nextID = state.nextID
                    state.nextID += 1
                    state.inners[nextID] = .pending
                    guard case .subscribed(let own) = slot else {
                        // Still inside this inner's `subscribe` (a synchronous completion): hand
                        // the successor to that call's loop instead of nesting a subscription in
                        // it, so a long queue of synchronous inners cannot exhaust the stack.
                        state.successors[id] = (waiting, nextID)
                        return (nil, nil, nil)
                    }
                    return (own, (waiting, nextID), nil)
                }
                state.active -= 1
                guard state.outerStopped, state.active == 0 else { return (slot?.subscription, nil, nil) }
                state.isDone = true
                return (slot?.subscription, nil, state.delivery.enqueue(.completed))
            }
            own?.dispose()
            if let first { output.drain(first) }
            if let started { subscribeInner(started.inner, id: started.id) }
        }
    }
}

/// What an outer element gets: a reserved inner slot, a place in the waiting queue, or nothing.
@usableFromInline
enum FlatMapAdmission {
    case subscribe(Int)
    case queue
    case rejected
}

/// An inner subscription: reserved (its `subscribe` has not returned yet) or running.
@usableFromInline
enum FlatMapInner {
    case pending
    case subscribed(any Disposable)

    @inlinable
    var subscription: (any Disposable)? {
        if case .subscribed(let subscription) = self { return subscription }
        return nil
    }
}

/// Lock-guarded: only touched inside `FlatMapSink.output.withState`.
@usableFromInline
struct FlatMapState<Inner: ObservableConvertibleType>: OuterInnerState, @unchecked Sendable {
    @usableFromInline var delivery = SerialDelivery<Inner.Element>()
    /// Inner observables subscribed or being subscribed, and not yet completed.
    @usableFromInline var active = 0
    @usableFromInline var nextID = 0
    @usableFromInline var inners: [Int: FlatMapInner] = [:]
    /// Mapped inner observables waiting for a free slot, oldest first.
    @usableFromInline var waiting = FIFOBuffer<Inner>()
    /// Successors handed to the `subscribe` loop of an inner that completed synchronously.
    @usableFromInline var successors: [Int: (inner: Inner, id: Int)] = [:]
    @usableFromInline var outerStopped = false
    @usableFromInline var isDone = false

    @inlinable
    init() {}

    @inlinable
    var hasRunningInner: Bool { active > 0 }

    /// Takes a slot for a new inner subscription and returns its id.
    @inlinable
    mutating func reserve() -> Int {
        active += 1
        let id = nextID
        nextID += 1
        inners[id] = .pending
        return id
    }

    /// Forgets every inner, running or waiting, and returns the subscriptions to dispose.
    @inlinable
    mutating func removeAll() -> [any Disposable] {
        let subscriptions = inners.values.compactMap(\.subscription)
        inners = [:]
        waiting.removeAll()
        successors = [:]
        return subscriptions
    }

    @inlinable
    static func dispose(_ subscriptions: [any Disposable]) {
        for subscription in subscriptions { subscription.dispose() }
    }
}

extension ObservableType {
    /// The one body of `flatMap`, `flatMapFirst`, `concatMap` and `merge`: a ``FlatMapSink`` with
    /// the given policy.
    @inlinable
    func flatMapSubscribing<Inner: ObservableConvertibleType, Failure: Error>(
        name: StaticString = #function,
        maxConcurrent: Int, dropsWhenBusy: Bool, _ selector: @escaping (Element) throws(Failure) -> Inner
    ) -> Observable<Inner.Element> {
        subscribeSink(name: name) { observer in
            FlatMapSink(
                observer: observer, maxConcurrent: maxConcurrent, dropsWhenBusy: dropsWhenBusy, selector: selector)
        }
    }
}
