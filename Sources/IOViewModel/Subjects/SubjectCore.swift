import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The machinery shared by every subject and relay: the observer list, the replay buffer, and a
/// drain loop that serializes delivery.
///
/// Everything a subject does to its observers (deliver an event, add a subscriber and replay to
/// it, remove a subscriber) is a *command*, run by whoever holds the *drain role*. A thread that
/// finds the role free takes it and runs its command at once, outside any lock; a thread that finds
/// it taken queues its command, and the holder runs it after the current one, in order. So one
/// observer never sees two events at once, a re-entrant send (from inside a handler) is delivered
/// after the current event has reached every observer instead of nesting, and an observer only
/// receives events sent after it subscribed.
///
/// A subscription is not always a command. To a subject that has ended, its replay, which ends with
/// the terminal event, is delivered at once. From inside a delivery of the subject (on the thread
/// that holds the drain role), its replay is delivered at once too, nested in that delivery, as in
/// RxSwift; the replay is taken as of every event sent so far, queued ones included, and the
/// observer joins the list through a command queued behind those events: so the event being
/// delivered does not reach it again, nor does an event queued before it subscribed, and each later
/// event reaches it once, in order.
///
/// `outstanding` counts the commands handed over and not yet finished, and decides who drains:
/// taking it from zero to one takes the role; the holder decrements it after each command and,
/// unless it fell back to zero, runs the next queued one. Commands are queued only inside a lock
/// section that also increments the count, so when the holder sees a count above one, the command
/// is in the queue by the time it gets the lock.
///
/// The observer list and the terminal event the drainer acts on belong to the role holder alone,
/// so delivery needs neither a lock nor a copy of the list. What other threads must read at once
/// (a behavior subject's value, a replay buffer, whether the subject has failed) is kept under the
/// lock, updated when an event is sent, in the same lock section that orders its command.
///
/// Cost of an uncontended `onNext`: for a publish subject (and the `.latest` mode), two atomic
/// operations (take the role, give it back) and two plain stores (who holds the role); for the
/// buffered kinds, one lock section more.
@usableFromInline
final class SubjectCore<Element>: @unchecked Sendable {
    // `lock` guards `shared`; the drain role guards `list` and `owned`. They sit behind
    // pointers rather than in `var`s, because an `inout` access to a class's stored property costs
    // a dynamic exclusivity check per access, which the lock or the role already makes redundant.
    // The lock is a `PlatformLock`, not a `Mutex`: see `PlatformLock` for why. The list is not
    // generic, so that removing an observer (which `dispose()` reaches through `any Disposable`,
    // in unspecialized code) needs no generic metadata.
    @usableFromInline
    let lock = PlatformLock()
    @usableFromInline
    let shared: UnsafeMutablePointer<SubjectShared<Element>>
    @usableFromInline
    let list: UnsafeMutablePointer<ObserverList>
    /// What the drain-role holder alone reads and writes: the terminal event, once delivered, and
    /// (for ``SubjectMode/latest``) the latest element.
    @usableFromInline
    let owned: UnsafeMutablePointer<SubjectOwned<Element>>
    /// Commands handed to the drain role and not yet finished, the running one included.
    @usableFromInline
    let outstanding = Atomic<Int>(0)
    /// The thread holding the drain role while it runs a command (see ``currentThread``), else 0.
    /// Written by the holder alone; read by a subscriber to tell whether it subscribes from inside
    /// a delivery of this subject. Relaxed: a thread reads its own identity there only while it
    /// holds the role, since it clears it before giving the role back; any other value means
    /// "another thread, or nobody".
    @usableFromInline
    let drainer = Atomic<UInt>(0)
    /// The number of subscribed observers, as of the last command the drainer ran.
    @usableFromInline
    let observerCount = Atomic<Int>(0)
    @usableFromInline
    let mode: SubjectMode
    /// Whether a relay (not a subject) is built on this core: for its name in leak reports.
    @usableFromInline
    let isRelay: Bool

    @inlinable
    init(mode: SubjectMode, initialValue: Element? = nil, relay: Bool = false) {
        self.mode = mode
        self.isRelay = relay
        shared = HeapCell.allocate(SubjectShared<Element>.self)
        shared.initialize(to: SubjectShared(mode: mode, initialValue: initialValue))
        list = HeapCell.allocate(ObserverList.self)
        list.initialize(to: ObserverList())
        owned = HeapCell.allocate(SubjectOwned<Element>.self)
        owned.initialize(to: SubjectOwned())
    }

    deinit {
        // No drainer can be running: it would hold a reference to `self`.
        for observer in list.pointee.entries { observer.release() }
        list.deinitialize(count: 1)
        HeapCell.deallocate(list)
        owned.deinitialize(count: 1)
        HeapCell.deallocate(owned)
        shared.deinitialize(count: 1)
        HeapCell.deallocate(shared)
        lock.deallocate()
    }

    // MARK: Entry points

    @inlinable
    func send(_ event: Event<Element>) {
        if mode.isDrainOwned {
            // Nothing to record: only the drain role acts on the event.
            runOrSubmit(.event(event)) {
                if case .next = event {
                    deliverNext(event)
                } else {
                    run(.event(event))
                }
            }
            return
        }
        lock.lock()
        guard let command = shared.pointee.record(event) else {
            lock.unlock()
            return
        }
        claimOrQueueLocked(command)
    }

    @inlinable
    func subscribe(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        let observer = SubjectObserver(handler: handler, core: self)
        if mode.isDrainOwned {
            if isDraining {
                subscribeFromInsideDelivery(observer)
            } else {
                runOrSubmit(.add(observer, replay: [])) { run(.add(observer, replay: [])) }
            }
            return observer
        }
        lock.lock()
        // The replay is taken in the same lock section that orders the command, so it holds
        // exactly the elements sent before it, and later ones arrive as events.
        claimOrQueueLocked(observer, replay: shared.pointee.replay())
        return observer
    }

    /// Subscribes `observer`: what a subject's or a relay's `subscribe(_:)` does.
    @inlinable
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscribe(AnyObserver(observer).eventHandler)
    }

    /// The closure that subscribes an observer to this core: what a subject, an ``Observable``,
    /// subscribes with.
    @inlinable
    var subscriber: (AnyObserver<Element>) -> any Disposable {
        { observer in self.subscribe(observer.eventHandler) }
    }

    /// What a subscription to this core is to, in leak reports: `PublishSubject<Int>`,
    /// `BehaviorRelay<String>`.
    @usableFromInline
    var subscriptionSource: SubscriptionSource {
        switch (mode, isRelay) {
        case (.publish, false): .typed("PublishSubject", Element.self)
        case (.publish, true): .typed("PublishRelay", Element.self)
        case (.behavior, false): .typed("BehaviorSubject", Element.self)
        case (.behavior, true): .typed("BehaviorRelay", Element.self)
        case (.replay, false): .typed("ReplaySubject", Element.self)
        case (.replay, true): .typed("ReplayRelay", Element.self)
        case (.async, false): .typed("AsyncSubject", Element.self)
        case (.async, true): .typed("AsyncRelay", Element.self)
        case (.latest, _): .named("share(replay: 1)")
        }
    }

    /// The core as an ``Observable``: what a relay's `asObservable()` returns.
    @inlinable
    func asObservable() -> Observable<Element> {
        Observable(name: "", unsafeSubscribe: subscriber)
    }

    /// Takes `observer` (already ended) off the list.
    @usableFromInline
    func remove(_ observer: SubjectObserverBase) {
        runOrSubmit(.remove(observer)) { removeFromList(observer) }
    }

    /// Only the drain-role holder calls it.
    @usableFromInline
    func removeFromList(_ observer: SubjectObserverBase) {
        if list.pointee.remove(observer) {
            observerCount.store(list.pointee.entries.count, ordering: .releasing)
        }
    }

    var hasObservers: Bool {
        observerCount.load(ordering: .acquiring) > 0
    }

    /// The latest buffered element, the terminal event if any.
    var latest: (element: Element?, terminal: Event<Element>?) {
        lock.lock()
        defer { lock.unlock() }
        return (shared.pointee.buffer.last, shared.pointee.terminal)
    }

    /// Subscribes an observer the caller made (and keeps), with the subject's replay, exactly
    /// as ``subscribe(_:)`` does; or with `replay` instead, when the caller supplies its own.
    @usableFromInline
    func register(_ observer: SubjectObserver<Element>, replay: [Event<Element>]? = nil) {
        if mode.isDrainOwned, replay == nil, isDraining {
            subscribeFromInsideDelivery(observer)
            return
        }
        lock.lock()
        claimOrQueueLocked(observer, replay: replay ?? shared.pointee.replay())
    }

    /// With the lock held: subscribes `observer` with `replay`, taken in this lock section. Once
    /// the subject has ended, as in RxSwift, the replay (which then ends with the terminal event)
    /// is delivered at once, on the caller's thread, even from inside a delivery of this subject:
    /// the observer joins no list, so nothing else delivers to it. From inside a delivery of this
    /// subject, the replay is delivered at once too, and the observer joins the list behind what
    /// is queued. Otherwise the subscription is a command, run in order with the others. Releases
    /// the lock in every case.
    @inlinable
    func claimOrQueueLocked(_ observer: SubjectObserver<Element>, replay: [Event<Element>]) {
        if shared.pointee.terminal != nil {
            lock.unlock()
        } else if isDraining {
            claimOrQueueLocked(.join(observer))
        } else {
            claimOrQueueLocked(.add(observer, replay: replay))
            return
        }
        for event in replay { observer.deliver(event) }
    }

    /// Whether the calling thread holds the drain role: whether it is inside a delivery (or
    /// another command) of this subject.
    @inlinable
    var isDraining: Bool {
        drainer.load(ordering: .relaxed) == Self.currentThread
    }

    /// For a subject whose drain role keeps its state (``SubjectMode/isDrainOwned``), subscribed
    /// from inside its delivery: delivers the replay as of every event sent so far (the queued
    /// ones included) at once, and queues the observer's joining the list behind those events;
    /// once the subject has ended, the replay ends with the terminal event and the observer joins
    /// nothing. Only the drain-role holder calls it.
    @usableFromInline
    func subscribeFromInsideDelivery(_ observer: SubjectObserver<Element>) {
        lock.lock()
        var latest = owned.pointee.latest
        var terminal = owned.pointee.terminal
        if terminal == nil {
            for command in shared.pointee.queue.elements {
                guard case .event(let event) = command else { continue }
                if case .next(let element) = event {
                    latest = element
                } else {
                    terminal = event
                    break
                }
            }
        }
        var replay: [Event<Element>] = []
        if case .latest = mode, let latest { replay.append(.next(latest)) }
        if let terminal {
            lock.unlock()
            replay.append(terminal)
        } else {
            claimOrQueueLocked(.join(observer))
        }
        for event in replay { observer.deliver(event) }
    }

    /// Records `element` (for subjects that replay) and sends it to every observer but `skipped`.
    @usableFromInline
    func send(_ element: Element, skipping skipped: SubjectObserverBase) {
        lock.lock()
        guard shared.pointee.record(.next(element)) != nil else {
            lock.unlock()
            return
        }
        claimOrQueueLocked(.nextSkipping(.next(element), skipped: skipped))
    }

    // MARK: The drain role

    /// Runs `now` as the drain-role holder if the role is free, else queues `command` (the same
    /// work) for the holder. The role is claimed without the lock: for the commands that record
    /// nothing in the shared state, so need not be ordered against it.
    @inlinable @inline(__always)
    func runOrSubmit(_ command: @autoclosure () -> SubjectCommand<Element>, _ now: () -> Void) {
        if outstanding.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
            drainer.store(Self.currentThread, ordering: .relaxed)
            now()
            finishDraining()
        } else {
            submitLocked(command())
        }
    }

    /// Takes the lock, then either takes the drain role (and runs `command` once the lock is
    /// released) or queues `command` for the current holder.
    @inlinable
    func submitLocked(_ command: SubjectCommand<Element>) {
        lock.lock()
        claimOrQueueLocked(command)
    }

    /// With the lock held: counts `command` in, then runs it as the new drainer if the role was
    /// free, else queues it. Releases the lock either way.
    @inlinable
    func claimOrQueueLocked(_ command: SubjectCommand<Element>) {
        if outstanding.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
            lock.unlock()
            drainer.store(Self.currentThread, ordering: .relaxed)
            run(command)
            finishDraining()
        } else {
            shared.pointee.queue.append(command)
            lock.unlock()
        }
    }

    /// Gives the drain role back after a command, first running every command queued meanwhile.
    @inlinable
    func finishDraining() {
        // Cleared before the role may be given back, so that no other holder's thread can find
        // its own identity here.
        drainer.store(0, ordering: .relaxed)
        // Acquiring and releasing: the next holder (on another thread, perhaps) must see what this
        // one did to the observers and to the owned state.
        if outstanding.wrappingSubtract(1, ordering: .acquiringAndReleasing).oldValue != 1 {
            drainQueued()
        }
    }

    /// Runs queued commands until none is outstanding.
    @inlinable
    @inline(never)
    func drainQueued() {
        let thread = Self.currentThread
        repeat {
            drainer.store(thread, ordering: .relaxed)
            lock.lock()
            let command = shared.pointee.dequeue()
            lock.unlock()
            run(command)
            drainer.store(0, ordering: .relaxed)
        } while outstanding.wrappingSubtract(1, ordering: .acquiringAndReleasing).oldValue != 1
    }

    /// The calling thread's identity: never 0, and distinct from every other running thread's.
    @inlinable
    static var currentThread: UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
    }

    /// Delivers a `.next` event to every observer. Only the drain-role holder calls it.
    @inlinable
    func deliverNext(_ event: Event<Element>) {
        guard owned.pointee.terminal == nil else { return }
        if case .latest = mode, case .next(let element) = event { owned.pointee.latest = element }
        // Handlers cannot change the list while it is read here: anything they do to this subject
        // is queued behind this command. So the list is read in place, without copying
        // (retaining) it, and each entry without retaining the observer.
        var index = 0
        while index < list.pointee.entries.count {
            list.pointee.entries[index]._withUnsafeGuaranteedRef { Self.typed($0).deliverNext(event) }
            index += 1
        }
    }

    /// Runs one command. Only the drain-role holder calls it.
    @inlinable
    func run(_ command: SubjectCommand<Element>) {
        switch command {
        case .event(let event):
            if case .next = event {
                deliverNext(event)
            } else {
                guard owned.pointee.terminal == nil else { return }
                let observers = endAll(with: event)
                for observer in observers {
                    observer._withUnsafeGuaranteedRef { Self.typed($0).deliverTerminal(event) }
                    observer.release()
                }
            }
        case .asyncCompletion(let last):
            guard owned.pointee.terminal == nil else { return }
            let observers = endAll(with: .completed)
            if let last {
                let next = Event.next(last)
                for observer in observers { observer._withUnsafeGuaranteedRef { Self.typed($0).deliverNext(next) } }
            }
            for observer in observers {
                observer._withUnsafeGuaranteedRef { Self.typed($0).deliverTerminal(.completed) }
                observer.release()
            }
        case .nextSkipping(let event, let skipped):
            guard owned.pointee.terminal == nil else { return }
            var index = 0
            while index < list.pointee.entries.count {
                list.pointee.entries[index]._withUnsafeGuaranteedRef { observer in
                    if observer !== skipped { Self.typed(observer).deliverNext(event) }
                }
                index += 1
            }
        case .add(let observer, let replay):
            if let terminal = owned.pointee.terminal {
                // The subject ended before this subscription was processed; a buffered subject's
                // replay already ends with the terminal event, a publish subject's is empty.
                for event in replay { observer.deliver(event) }
                if case .latest = mode, let latest = owned.pointee.latest { observer.deliverNext(.next(latest)) }
                observer.deliverTerminal(terminal)
                return
            }
            guard !observer.isEnded else { return }
            list.pointee.add(observer)
            observerCount.store(list.pointee.entries.count, ordering: .releasing)
            for event in replay { observer.deliver(event) }
            if case .latest = mode, let latest = owned.pointee.latest { observer.deliverNext(.next(latest)) }
        case .join(let observer):
            // Its replay was delivered when it subscribed, from inside a delivery; every event
            // queued before this command was sent before it subscribed. (The subject had not
            // ended then, so a terminal event comes later; should it have come first, the
            // observer still gets it.)
            if let terminal = owned.pointee.terminal {
                observer.deliverTerminal(terminal)
                return
            }
            guard !observer.isEnded else { return }
            list.pointee.add(observer)
            observerCount.store(list.pointee.entries.count, ordering: .releasing)
        case .remove(let observer):
            removeFromList(observer)
        }
    }

    /// An entry of the list as what it is: every entry of this subject's list observes `Element`.
    @inlinable
    static func typed(_ observer: SubjectObserverBase) -> SubjectObserver<Element> {
        unsafeDowncast(observer, to: SubjectObserver<Element>.self)
    }

    /// Records the terminal event and empties the list, handing its (retained) entries back.
    @inlinable
    func endAll(with terminal: Event<Element>) -> ContiguousArray<Unmanaged<SubjectObserverBase>> {
        owned.pointee.terminal = terminal
        let observers = list.pointee.entries
        list.pointee.entries = []
        observerCount.store(0, ordering: .releasing)
        return observers
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
    /// Replays the latest element, then the terminal event, like `.replay(bufferSize: 1)`; but the
    /// element is kept by the drain-role holder, which records it as it delivers it, so sending
    /// takes no lock (as for `.publish`) and other threads cannot read it (no `latest`, no
    /// `send(_:skipping:)`). The subject behind `share(replay: 1, scope: .whileConnected)`.
    case latest

    /// Whether events go straight to the drain role, recording nothing under the lock.
    @inlinable
    var isDrainOwned: Bool {
        switch self {
        case .publish, .latest: true
        case .behavior, .replay, .async: false
        }
    }
}

/// What only the drain-role holder of a subject touches.
@usableFromInline
struct SubjectOwned<Element> {
    /// The terminal event, once delivered.
    @usableFromInline var terminal: Event<Element>?
    /// The latest element delivered, for ``SubjectMode/latest``.
    @usableFromInline var latest: Element?

    @inlinable
    init() {}
}

/// One thing to do to a subject's observers, run by the drain-role holder.
///
/// Handed from the sending thread to the holder through the lock-guarded queue; the holder runs
/// commands one at a time, which is what makes that hand-off safe.
@usableFromInline
enum SubjectCommand<Element>: @unchecked Sendable {
    /// Deliver an event to every observer.
    case event(Event<Element>)
    /// An async subject completed: deliver its last element (if any), then completion.
    case asyncCompletion(last: Element?)
    /// Deliver an element to every observer but one: how a two-way binding updates a relay
    /// without hearing its own value back.
    case nextSkipping(Event<Element>, skipped: SubjectObserverBase)
    /// Add an observer, then deliver `replay` to it.
    case add(SubjectObserver<Element>, replay: [Event<Element>])
    /// Add an observer that has had its replay already.
    case join(SubjectObserver<Element>)
    /// Remove an observer (it has already stopped receiving).
    case remove(SubjectObserverBase)
}

/// What other threads must read at once: the buffer, the terminal event, and the command queue.
///
/// Lock-guarded: only touched with `SubjectCore.lock` held.
@usableFromInline
struct SubjectShared<Element>: @unchecked Sendable {
    /// Commands waiting for the drain role. Memory follows the backlog, not every command ever
    /// queued: the buffer compacts as the drainer consumes it, even while senders keep it busy.
    @usableFromInline var queue = FIFOBuffer<SubjectCommand<Element>>()
    @usableFromInline var terminal: Event<Element>?
    @usableFromInline var buffer: ReplayBuffer<Element>
    @usableFromInline let mode: SubjectMode

    @inlinable
    init(mode: SubjectMode, initialValue: Element?) {
        self.mode = mode
        switch mode {
        case .publish, .latest: buffer = ReplayBuffer(limit: 0)
        case .behavior, .async: buffer = ReplayBuffer(limit: 1)
        case .replay(let size): buffer = ReplayBuffer(limit: max(0, size))
        }
        if let initialValue { buffer.append(initialValue) }
    }

    /// Records `event` sent to a buffered subject; returns the command that delivers it, or `nil`
    /// if there is nothing to deliver (the subject has ended, or an async subject got an element).
    @inlinable
    mutating func record(_ event: Event<Element>) -> SubjectCommand<Element>? {
        guard terminal == nil else { return nil }
        switch event {
        case .next(let element):
            if buffer.limit > 0 { buffer.append(element) }
            if case .async = mode { return nil }
            return .event(event)
        case .error:
            terminal = event
            return .event(event)
        case .completed:
            terminal = event
            if case .async = mode { return .asyncCompletion(last: buffer.last) }
            return .event(event)
        }
    }

    /// What a new subscriber to a buffered subject receives first.
    @inlinable
    func replay() -> [Event<Element>] {
        var replay: [Event<Element>] = []
        switch mode {
        case .publish, .latest: break
        case .behavior: if terminal == nil { replay = buffer.elements.map { .next($0) } }
        case .replay: replay = buffer.elements.map { .next($0) }
        case .async: if case .completed = terminal, let last = buffer.last { replay = [.next(last)] }
        }
        if let terminal { replay.append(terminal) }
        return replay
    }

    /// The oldest queued command. Only the drainer calls it, and only when `outstanding` says one
    /// is queued, so the queue is never empty here.
    @inlinable
    mutating func dequeue() -> SubjectCommand<Element> {
        queue.removeFirst()
    }
}

/// A subject's observers, each retained once by the list. Only the drain-role holder touches it.
@usableFromInline
struct ObserverList {
    /// In subscription order, which is also `id` order.
    @usableFromInline var entries: ContiguousArray<Unmanaged<SubjectObserverBase>> = []
    @usableFromInline var nextID: UInt64 = 0

    @inlinable
    init() {}

    @inlinable
    mutating func add(_ observer: SubjectObserverBase) {
        observer.id.store(nextID, ordering: .relaxed)
        nextID &+= 1
        entries.append(.passRetained(observer))
    }

    /// Removes `observer` if listed; `true` if it was.
    @usableFromInline
    mutating func remove(_ observer: SubjectObserverBase) -> Bool {
        // Observers are appended in id order, so the list stays sorted by id.
        let id = observer.id.load(ordering: .relaxed)
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle]._withUnsafeGuaranteedRef({ $0.id.load(ordering: .relaxed) }) < id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < entries.count, entries[low].toOpaque() == Unmanaged.passUnretained(observer).toOpaque()
        else { return false }
        entries.remove(at: low).release()
        return true
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
