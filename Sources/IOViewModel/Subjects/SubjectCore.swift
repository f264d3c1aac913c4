import Synchronization

/// The machinery shared by every subject and relay: the observer list, the replay buffer, and a
/// drain loop that serializes delivery.
///
/// Delivery rule: whoever sends while nobody is delivering becomes the *drainer* and delivers
/// outside the lock; anything sent meanwhile, from another thread or re-entrantly from an observer,
/// is queued with the list of observers it is addressed to and delivered by the drainer in order.
/// So one observer never sees two events at once, re-entrant sends never nest, and an observer
/// only receives events sent after it subscribed. The cost on the uncontended path is two short
/// lock sections per event.
@usableFromInline
final class SubjectCore<Element>: @unchecked Sendable {
    // All mutable state lives in `state`, only touched inside `withLock`; handlers run outside it.
    // The lock is a `PlatformLock`, not a `Mutex`: see `PlatformLock` for why.
    @usableFromInline
    let lock = PlatformLock()
    @usableFromInline
    var state: SubjectState<Element>

    @inlinable
    init(mode: SubjectMode, initialValue: Element? = nil) {
        state = SubjectState(mode: mode, initialValue: initialValue)
    }

    deinit {
        lock.deallocate()
    }

    /// Runs `body` on the state with the lock held.
    @inlinable
    func withLock<Result>(_ body: (inout SubjectState<Element>) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    @inlinable
    func send(_ event: Event<Element>) {
        if let first = withLock({ $0.accept(event) }) {
            drain(from: first)
        }
    }

    @inlinable
    func subscribe(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        let observer = SubjectObserver(handler: handler, core: self)
        if let first = withLock({ $0.register(observer) }) {
            drain(from: first)
        }
        return observer
    }

    @inlinable
    func drain(from first: SubjectDelivery<Element>) {
        var delivery = first
        while true {
            delivery.run()
            guard let next = withLock({ $0.nextPending() }) else { return }
            delivery = next
        }
    }

    @usableFromInline
    func remove(_ observer: SubjectObserver<Element>) {
        withLock { $0.remove(observer) }
    }

    var hasObservers: Bool {
        withLock { !$0.observers.isEmpty }
    }

    /// The latest buffered element, the terminal event if any.
    var latest: (element: Element?, terminal: Event<Element>?) {
        withLock { ($0.buffer.last, $0.terminal) }
    }
}

/// What a subject remembers and replays.
@usableFromInline
enum SubjectMode: Sendable {
    /// Replays nothing but the terminal event.
    case publish
    /// Replays the latest element (always present) or the terminal event.
    case behavior
    /// Replays up to `bufferSize` latest elements, then the terminal event.
    case replay(bufferSize: Int)
    /// Emits only the last element, together with completion.
    case async
}

/// One event addressed to a fixed set of observers.
/// Handed from the sending thread to the drainer through the lock-guarded queue; the drain loop
/// runs deliveries one at a time, which is what makes that hand-off safe.
@usableFromInline
struct SubjectDelivery<Element>: @unchecked Sendable {
    @usableFromInline
    enum Targets {
        case all(ContiguousArray<SubjectObserver<Element>>)
        case one(SubjectObserver<Element>)
    }

    @usableFromInline
    let event: Event<Element>
    @usableFromInline
    let targets: Targets

    @inlinable
    init(_ event: Event<Element>, to targets: Targets) {
        self.event = event
        self.targets = targets
    }

    @inlinable
    func run() {
        let terminal = event.isStopEvent
        switch targets {
        case .all(let observers):
            if terminal {
                for observer in observers { observer.deliverTerminal(event) }
            } else {
                for observer in observers { observer.deliverNext(event) }
            }
        case .one(let observer):
            if terminal { observer.deliverTerminal(event) } else { observer.deliverNext(event) }
        }
    }
}

/// Lock-guarded: only touched inside `SubjectCore.withLock`.
@usableFromInline
struct SubjectState<Element>: @unchecked Sendable {
    @usableFromInline var observers: ContiguousArray<SubjectObserver<Element>> = []
    @usableFromInline var nextID: UInt64 = 0
    @usableFromInline var isDraining = false
    @usableFromInline var pending: ContiguousArray<SubjectDelivery<Element>> = []
    @usableFromInline var pendingHead = 0
    @usableFromInline var terminal: Event<Element>?
    @usableFromInline var buffer: ReplayBuffer<Element>
    @usableFromInline let mode: SubjectMode

    @inlinable
    init(mode: SubjectMode, initialValue: Element?) {
        self.mode = mode
        switch mode {
        case .publish: buffer = ReplayBuffer(limit: 0)
        case .behavior, .async: buffer = ReplayBuffer(limit: 1)
        case .replay(let size): buffer = ReplayBuffer(limit: max(0, size))
        }
        if let initialValue { buffer.append(initialValue) }
    }

    /// Records `event` and returns the delivery the caller must run as drainer, if any.
    @inlinable
    mutating func accept(_ event: Event<Element>) -> SubjectDelivery<Element>? {
        guard terminal == nil else { return nil }
        switch event {
        case .next(let element):
            if buffer.limit > 0 { buffer.append(element) }
            if case .async = mode { return nil }
            if observers.isEmpty { return nil }
            return schedule(SubjectDelivery(event, to: .all(observers)))
        case .error, .completed:
            terminal = event
            let targets = observers
            observers = []
            if case .async = mode, case .completed = event, let last = buffer.last {
                let first = schedule(SubjectDelivery(.next(last), to: .all(targets)))
                pending.append(SubjectDelivery(event, to: .all(targets)))
                return first
            }
            return schedule(SubjectDelivery(event, to: .all(targets)))
        }
    }

    /// Adds `observer` and returns the first replay delivery the caller must run as drainer, if any.
    @inlinable
    mutating func register(_ observer: SubjectObserver<Element>) -> SubjectDelivery<Element>? {
        var replay: [Event<Element>] = []
        if let terminal {
            switch mode {
            case .publish, .behavior: break
            case .replay: replay = buffer.elements.map { .next($0) }
            case .async: if case .completed = terminal, let last = buffer.last { replay = [.next(last)] }
            }
            replay.append(terminal)
        } else {
            observer.id = nextID
            nextID &+= 1
            observers.append(observer)
            switch mode {
            case .publish, .async: break
            case .behavior, .replay: replay = buffer.elements.map { .next($0) }
            }
        }
        guard let firstEvent = replay.first else { return nil }
        let first = schedule(SubjectDelivery(firstEvent, to: .one(observer)))
        for event in replay.dropFirst() { pending.append(SubjectDelivery(event, to: .one(observer))) }
        return first
    }

    /// Queues `delivery` behind the current drainer, or hands it back for the caller to run.
    @inlinable
    mutating func schedule(_ delivery: SubjectDelivery<Element>) -> SubjectDelivery<Element>? {
        if isDraining {
            pending.append(delivery)
            return nil
        }
        isDraining = true
        return delivery
    }

    @inlinable
    mutating func nextPending() -> SubjectDelivery<Element>? {
        if pendingHead < pending.count {
            defer { pendingHead += 1 }
            return pending[pendingHead]
        }
        if !pending.isEmpty { pending.removeAll(keepingCapacity: pending.count <= 64) }
        pendingHead = 0
        isDraining = false
        return nil
    }

    @usableFromInline
    mutating func remove(_ observer: SubjectObserver<Element>) {
        // Observers are appended in id order, so the list stays sorted by id.
        var low = 0
        var high = observers.count
        while low < high {
            let middle = (low + high) / 2
            if observers[middle].id < observer.id { low = middle + 1 } else { high = middle }
        }
        if low < observers.count, observers[low] === observer {
            observers.remove(at: low)
        }
    }
}

/// The last `limit` elements a subject has seen, oldest first.
@usableFromInline
struct ReplayBuffer<Element> {
    @usableFromInline let limit: Int
    @usableFromInline var storage: ContiguousArray<Element> = []
    @usableFromInline var start = 0

    @inlinable
    init(limit: Int) {
        self.limit = limit
    }

    @inlinable
    mutating func append(_ element: Element) {
        if storage.count < limit {
            storage.append(element)
        } else {
            storage[start] = element
            start = start + 1 == limit ? 0 : start + 1
        }
    }

    @inlinable
    var last: Element? {
        guard !storage.isEmpty else { return nil }
        return storage[(start + storage.count - 1) % storage.count]
    }

    @inlinable
    var elements: [Element] {
        Array(storage[start...] + storage[..<start])
    }
}
