import Synchronization

/// How an N-ary sink pairs its sources' elements.
@usableFromInline
enum NaryMode: Sendable {
    /// Keep each source's latest element; emit whenever any source emits, once all have one.
    case combineLatest
    /// Queue each source's elements; emit whenever every source has one queued, pairing by index.
    case zip
}

/// One source of an N-ary sink and its elements: the latest (combineLatest) or the queue of those
/// not yet paired (zip). Made where the element type is known, so storing and taking an element
/// are specialized; only touched under the sink's lock.
@usableFromInline
final class NaryInput<Element>: @unchecked Sendable {
    @usableFromInline let mode: NaryMode
    @usableFromInline let source: Observable<Element>
    @exclusivity(unchecked) @usableFromInline var latest: Element?
    @exclusivity(unchecked) @usableFromInline var queued = FIFOBuffer<Element>()

    @inlinable
    init<Source: ObservableConvertibleType>(_ source: Source, _ mode: NaryMode) where Source.Element == Element {
        self.mode = mode
        self.source = source.asObservable()
    }

    /// Keeps `element` as the latest (combineLatest) or queues it (zip).
    @inlinable @inline(__always)
    func store(_ element: Element) {
        switch mode {
        case .combineLatest: latest = element
        case .zip: queued.append(element)
        }
    }

    /// This source's part of the next combination; asked only once the source has one.
    @inlinable @inline(__always)
    func take() -> Element {
        switch mode {
        case .combineLatest: latest!
        case .zip: queued.removeFirst()
        }
    }
}

/// Lock-guarded: only touched inside `NarySink.state.withLock`.
@usableFromInline
struct NaryState<Snapshot> {
    /// Per source: 1 once it has a value (combineLatest), or its number of queued elements (zip).
    @usableFromInline var counts: ContiguousArray<Int>
    /// Per source: whether it has completed.
    @usableFromInline var done: ContiguousArray<Bool>
    /// How many sources have a non-zero count.
    @usableFromInline var ready = 0
    /// How many sources have completed.
    @usableFromInline var doneCount = 0
    /// Events produced while another thread was delivering, in order.
    @usableFromInline var queue = FIFOBuffer<Event<Snapshot>>()
    /// A terminal event has been produced (or the subscription disposed): nothing more is.
    @usableFromInline var isTerminated = false
    /// Set by `dispose()`: the drainer delivers nothing more, not even what is queued.
    @usableFromInline var isDisposed = false

    @inlinable
    init(arity: Int) {
        counts = ContiguousArray(repeating: 0, count: arity)
        done = ContiguousArray(repeating: false, count: arity)
    }
}

/// The one sink behind every arity of `combineLatest` and `zip`, and their collection forms.
///
/// Each form only supplies its sources as ``NaryInput``s, how to take a snapshot of their values
/// (a tuple, or an array for the collection forms), and the selector. The bookkeeping (who has a
/// value, who is done, when to complete) and the serial output live here.
///
/// Output is serialized like `SerialDelivery`, with one difference made for speed, since this is
/// the hottest operator of a view model: the "someone is delivering" mark is an atomic count of
/// outstanding events (`pending`) instead of a flag inside the lock. The thread that raises it
/// from zero delivers; each delivered event lowers it, and only if it is still above zero does
/// the drainer take the lock again to fetch the next queued event. So an uncontended event costs
/// one lock section, not two. Snapshots are taken under the lock, in order; the selector runs
/// outside it, on the draining thread, one snapshot at a time, so a selector that feeds one of
/// the sources cannot deadlock.
@usableFromInline
final class NarySink<Snapshot, Output, Failure: Error>: Disposable, @unchecked Sendable {
    // `state` is behind its lock; `pending` is atomic; `subscriptions` is immutable (its elements
    // are thread-safe); `observer` and `selector` are only called by the single drainer.
    @usableFromInline let state: Lock<NaryState<Snapshot>>
    @usableFromInline let pending = Atomic<Int>(0)
    @usableFromInline let mode: NaryMode
    @usableFromInline let arity: Int
    @usableFromInline let observer: AnyObserver<Output>
    @usableFromInline let snapshot: () -> Snapshot
    @usableFromInline let selector: (Snapshot) throws(Failure) -> Output
    @usableFromInline let subscriptions: ContiguousArray<SingleAssignmentDisposable>

    @inlinable
    init(
        _ mode: NaryMode, arity: Int, _ observer: AnyObserver<Output>, snapshot: @escaping () -> Snapshot,
        selector: @escaping (Snapshot) throws(Failure) -> Output
    ) {
        self.mode = mode
        self.arity = arity
        self.observer = observer
        self.snapshot = snapshot
        self.selector = selector
        state = Lock(NaryState(arity: arity))
        subscriptions = ContiguousArray((0..<arity).map { _ in SingleAssignmentDisposable() })
    }

    /// Subscribes every source, each through one of `subscribers` (made by ``subscriber(_:_:)``),
    /// inside a trampoline.
    @inlinable
    func run(_ subscribers: [() -> Void]) -> any Disposable {
        trampolinedSubscription {
            for subscribe in subscribers { subscribe() }
            return self
        }
    }

    /// How to subscribe `input` as source number `index`; made where the element type is known,
    /// so the path of each of its events is specialized.
    @inlinable
    func subscriber<Element>(_ index: Int, _ input: NaryInput<Element>) -> () -> Void {
        {
            self.subscriptions[index].setDisposable(
                input.source.subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next(let element): self.next(index) { input.store(element) }
                        case .error(let error): self.fail(error)
                        case .completed: self.complete(index)
                        }
                    }))
        }
    }

    /// Claims the delivery of one new event (under the lock): `true` if nobody is delivering, so
    /// the caller delivers it and then drains; `false` if it must be queued for the drainer.
    @inlinable @inline(__always)
    func claim() -> Bool {
        pending.add(1, ordering: .acquiringAndReleasing).oldValue == 0
    }

    /// Queues `event` for the drainer, or returns it for the caller to deliver (under the lock).
    @inlinable @inline(__always)
    func produce(_ event: Event<Snapshot>, _ state: inout NaryState<Snapshot>) -> Event<Snapshot>? {
        if event.isStopEvent { state.isTerminated = true }
        if claim() { return event }
        state.queue.append(event)
        return nil
    }

    @inlinable
    func next(_ index: Int, _ store: () -> Void) {
        // The common case, a combination delivered at once, passes the snapshot as is rather than
        // in an `Event`: no enum wrapping on the hot path.
        var values: Snapshot?
        var finished = false
        let terminal = state.withLock { state -> Event<Snapshot>? in
            guard !state.isTerminated else { return nil }
            store()
            switch mode {
            case .combineLatest:
                if state.counts[index] == 0 {
                    state.counts[index] = 1
                    state.ready += 1
                }
                if state.ready == arity {
                    let combination = snapshot()
                    if claim() { values = combination } else { state.queue.append(.next(combination)) }
                    return nil
                }
                // A source that finished without a value can never be combined: once every other
                // source is done, this one's values can never be emitted either (RxSwift's rule).
                if state.doneCount == arity - 1 {
                    finished = true
                    return produce(.completed, &state)
                }
                return nil
            case .zip:
                state.counts[index] += 1
                if state.counts[index] == 1 { state.ready += 1 }
                guard state.ready == arity else { return nil }
                let combination = snapshot()
                var exhausted = false
                for source in 0..<arity {
                    state.counts[source] -= 1
                    if state.counts[source] == 0 {
                        state.ready -= 1
                        if state.done[source] { exhausted = true }
                    }
                }
                if claim() { values = combination } else { state.queue.append(.next(combination)) }
                guard exhausted else { return nil }
                finished = true
                return produce(.completed, &state)
            }
        }
        if let values {
            if deliver(values) { drainQueue() }
        } else if let terminal {
            deliver(terminal)
        }
        if finished { disposeSources() }
    }

    @inlinable
    func complete(_ index: Int) {
        var finished = false
        let first = state.withLock { state -> Event<Snapshot>? in
            guard !state.isTerminated, !state.done[index] else { return nil }
            state.done[index] = true
            state.doneCount += 1
            switch mode {
            case .combineLatest: finished = state.doneCount == arity
            case .zip: finished = state.counts[index] == 0
            }
            return finished ? produce(.completed, &state) : nil
        }
        if finished {
            if let first { deliver(first) }
            disposeSources()
        } else {
            subscriptions[index].dispose()
        }
    }

    @inlinable
    func fail(_ error: any Error) {
        let first = state.withLock { state -> Event<Snapshot>? in
            guard !state.isTerminated else { return nil }
            return produce(.error(error), &state)
        }
        if let first { deliver(first) }
        disposeSources()
    }

    /// Applies the selector to `values` and forwards the result; returns `false` if the selector
    /// threw, which ends the sequence.
    @inlinable
    func deliver(_ values: Snapshot) -> Bool {
        let result: Output
        do throws(Failure) {
            result = try selector(values)
        } catch {
            // Drop what is queued and refuse the rest; the drainer role is never handed on, so
            // nothing follows the error.
            state.withLock { state in
                state.isTerminated = true
                state.queue.removeAll()
            }
            observer.on(.error(error))
            disposeSources()
            return false
        }
        observer.on(.next(result))
        return true
    }

    /// Delivers a claimed event, then whatever was queued meanwhile.
    @inlinable
    func deliver(_ event: Event<Snapshot>) {
        switch event {
        case .next(let values):
            if deliver(values) { drainQueue() }
        // A terminal event is the last one ever queued: nothing is left to drain.
        case .error(let error):
            observer.on(.error(error))
        case .completed:
            observer.on(.completed)
        }
    }

    /// After a delivery: hands back the claim, or delivers the events queued meanwhile, in order.
    @inlinable
    func drainQueue() {
        while pending.subtract(1, ordering: .acquiringAndReleasing).newValue > 0 {
            let next = state.withLock { state -> Event<Snapshot>? in
                if state.isDisposed {
                    state.queue.removeAll()
                    return nil
                }
                return state.queue.removeFirst()
            }
            guard let next else { return }
            switch next {
            case .next(let values):
                guard deliver(values) else { return }
            case .error(let error):
                observer.on(.error(error))
                return
            case .completed:
                observer.on(.completed)
                return
            }
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
            state.isTerminated = true
        }
        disposeSources()
    }
}

extension ObservableType {
    /// The collection forms of `combineLatest` and `zip`: one sink per subscription over the
    /// sources in `collection`, combined with `resultSelector`. An empty collection emits
    /// `resultSelector([])` then completes (combineLatest), or completes at once (zip), as in RxSwift.
    @inlinable
    static func nary<Sources: Collection, Failure: Error>(
        _ mode: NaryMode, _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws(Failure) -> Element
    ) -> Observable<Element> where Sources.Element: ObservableConvertibleType {
        let sources = Array(collection)
        return Observable { observer in
            guard !sources.isEmpty else {
                do throws(Failure) {
                    if mode == .combineLatest { observer.on(.next(try resultSelector([]))) }
                    observer.on(.completed)
                } catch {
                    observer.on(.error(error))
                }
                return Disposables.create()
            }
            let inputs = sources.map { NaryInput($0, mode) }
            let sink = NarySink(
                mode, arity: inputs.count, observer, snapshot: { inputs.map { $0.take() } }, selector: resultSelector)
            return sink.run(inputs.indices.map { sink.subscriber($0, inputs[$0]) })
        }
    }
}
