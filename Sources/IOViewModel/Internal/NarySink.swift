import Synchronization

/// How an N-ary sink pairs its sources' elements.
@usableFromInline
enum NaryMode: Sendable {
    /// Keep each source's latest element; emit whenever any source emits, once all have one.
    case combineLatest
    /// Queue each source's elements; emit whenever every source has one queued, pairing by index.
    case zip
}

/// One source's elements in an N-ary sink's storage: the latest (combineLatest) or the queue of
/// those not yet paired (zip). Kept inline in the sink's lock-guarded storage, so storing and
/// taking an element touch no other object.
@usableFromInline
struct NaryValues<Element> {
    @usableFromInline var latest: Element?
    @usableFromInline var queued = FIFOBuffer<Element>()

    /// Empty values for the elements of `source` (which only gives the type).
    @inlinable
    init<Source: ObservableConvertibleType>(of source: Source) where Source.Element == Element {}
}

/// How an operator pairs its sources' elements, as a type, so that each form is specialized to
/// it and storing or taking an element costs no test of the mode.
@usableFromInline
protocol NaryPairing {
    /// The sink's bookkeeping for this pairing.
    static var mode: NaryMode { get }
    /// Keeps `element` among `values`.
    static func store<Element>(_ element: Element, in values: inout NaryValues<Element>)
    /// This source's part of the next combination; asked only once the source has one.
    static func take<Element>(from values: inout NaryValues<Element>) -> Element
}

/// combineLatest: each source's latest element.
@usableFromInline
enum LatestPairing: NaryPairing {
    @inlinable static var mode: NaryMode { .combineLatest }

    @inlinable @inline(__always)
    static func store<Element>(_ element: Element, in values: inout NaryValues<Element>) {
        values.latest = element
    }

    @inlinable @inline(__always)
    static func take<Element>(from values: inout NaryValues<Element>) -> Element {
        values.latest!
    }
}

/// zip: each source's elements queued, the oldest taken first.
@usableFromInline
enum QueuedPairing: NaryPairing {
    @inlinable static var mode: NaryMode { .zip }

    @inlinable @inline(__always)
    static func store<Element>(_ element: Element, in values: inout NaryValues<Element>) {
        values.queued.append(element)
    }

    @inlinable @inline(__always)
    static func take<Element>(from values: inout NaryValues<Element>) -> Element {
        values.queued.removeFirst()
    }
}

/// Lock-guarded: only touched inside `NarySink.state.withLock`.
@usableFromInline
struct NaryState<Storage, Snapshot> {
    /// The sources' elements: a tuple (or, for a collection, an array) of ``NaryValues``.
    @usableFromInline var storage: Storage
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
    init(storage: Storage, arity: Int) {
        self.storage = storage
        counts = ContiguousArray(repeating: 0, count: arity)
        done = ContiguousArray(repeating: false, count: arity)
    }
}

/// The one sink behind every arity of `combineLatest` and `zip`, and their collection forms.
///
/// Each form only supplies its storage (``NaryValues`` per source), how to store an element of
/// source *i*, how to take a snapshot of the values to combine, and the selector. The bookkeeping (who has a
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
final class NarySink<Storage, Snapshot, Output, Failure: Error>: Disposable, @unchecked Sendable {
    // `state` is behind its lock; `pending` is atomic; `subscriptions` is immutable (its elements
    // are thread-safe); `observer` and `selector` are only called by the single drainer.
    @usableFromInline let state: Lock<NaryState<Storage, Snapshot>>
    @usableFromInline let pending = Atomic<Int>(0)
    @usableFromInline let mode: NaryMode
    @usableFromInline let arity: Int
    @usableFromInline let observer: AnyObserver<Output>
    @usableFromInline let snapshot: (inout Storage) -> Snapshot
    @usableFromInline let selector: (Snapshot) throws(Failure) -> Output
    @usableFromInline let subscriptions: ContiguousArray<SingleAssignmentDisposable>
    /// Whether zip completes at an element that cannot be paired while every other source is
    /// done: RxSwift's collection form does, its fixed arities wait for the last completion.
    @usableFromInline let completesOnUnpairableElement: Bool

    @inlinable
    init(
        _ mode: NaryMode, arity: Int, storage: Storage, _ observer: AnyObserver<Output>,
        snapshot: @escaping (inout Storage) -> Snapshot, selector: @escaping (Snapshot) throws(Failure) -> Output,
        completesOnUnpairableElement: Bool = false
    ) {
        self.completesOnUnpairableElement = completesOnUnpairableElement
        self.mode = mode
        self.arity = arity
        self.observer = observer
        self.snapshot = snapshot
        self.selector = selector
        state = Lock(NaryState(storage: storage, arity: arity))
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

    /// How to subscribe `source` as source number `index`, storing its elements with `store`; made
    /// where the element type is known, so the path of each of its events is specialized.
    @inlinable
    func subscriber<Source: ObservableConvertibleType>(
        _ index: Int, _ source: Source, store: @escaping (inout Storage, Source.Element) -> Void
    ) -> () -> Void {
        {
            self.subscriptions[index].setDisposable(
                source.asObservable().subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next(let element): self.next(index, element, store)
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
    func produce(_ event: Event<Snapshot>, _ state: inout NaryState<Storage, Snapshot>) -> Event<Snapshot>? {
        if event.isStopEvent { state.isTerminated = true }
        if claim() { return event }
        state.queue.append(event)
        return nil
    }

    @inlinable
    func next<Element>(_ index: Int, _ element: Element, _ store: (inout Storage, Element) -> Void) {
        // The common case, a combination delivered at once, passes the snapshot as is rather than
        // in an `Event`: no enum wrapping on the hot path.
        var values: Snapshot?
        var finished = false
        let terminal = state.withLock { state -> Event<Snapshot>? in
            guard !state.isTerminated else { return nil }
            store(&state.storage, element)
            switch mode {
            case .combineLatest:
                if state.counts[index] == 0 {
                    state.counts[index] = 1
                    state.ready += 1
                }
                if state.ready == arity {
                    let combination = snapshot(&state.storage)
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
                guard state.ready == arity else {
                    guard completesOnUnpairableElement, state.doneCount == arity - 1 else { return nil }
                    finished = true
                    return produce(.completed, &state)
                }
                let combination = snapshot(&state.storage)
                for source in 0..<arity {
                    state.counts[source] -= 1
                    if state.counts[source] == 0 { state.ready -= 1 }
                }
                if claim() { values = combination } else { state.queue.append(.next(combination)) }
                return nil
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
            // Both complete once every source has, as RxSwift's do: zip waits for the others even
            // when the source that completed left nothing to pair.
            finished = state.doneCount == arity
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
    /// sources in `collection`, paired as `Pairing` says and combined with `resultSelector`. An
    /// empty collection emits `resultSelector([])` then completes (combineLatest), or completes at
    /// once (zip), as in RxSwift; and, as RxSwift's collection `zip`, an element that cannot be
    /// paired while every other source is done completes the zip.
    @inlinable
    static func nary<Pairing: NaryPairing, Sources: Collection, Failure: Error>(
        name: StaticString = #function,
        _: Pairing.Type, _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws(Failure) -> Element
    ) -> Observable<Element> where Sources.Element: ObservableConvertibleType {
        let sources = Array(collection)
        return Observable(name: name) { observer in
            guard !sources.isEmpty else {
                do throws(Failure) {
                    if Pairing.mode == .combineLatest { observer.on(.next(try resultSelector([]))) }
                    observer.on(.completed)
                } catch {
                    observer.on(.error(error))
                }
                return Disposables.create()
            }
            let sink = NarySink(
                Pairing.mode, arity: sources.count, storage: ContiguousArray(sources.map { NaryValues(of: $0) }),
                observer, snapshot: { values in values.indices.map { Pairing.take(from: &values[$0]) } },
                selector: resultSelector, completesOnUnpairableElement: Pairing.mode == .zip)
            return sink.run(
                sources.indices.map { index in
                    sink.subscriber(index, sources[index]) { Pairing.store($1, in: &$0[index]) }
                })
        }
    }
}
