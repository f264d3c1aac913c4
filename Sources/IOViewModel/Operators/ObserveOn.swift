import Synchronization

extension ObservableType {
    /// Delivers every event on `scheduler`, in order.
    ///
    /// Each event is delivered in an action on `scheduler` (events that arrive while one is pending
    /// are delivered by the same action, in order; on a test scheduler that simulates RxTest's
    /// processing delay, each by an action of its own, as in RxSwift, so each takes a tick).
    /// Nothing is delivered once the subscription is disposed, even if already queued. On the ``MainScheduler``, an event sent on the main thread
    /// with nothing queued is delivered at once, as RxSwift does.
    ///
    /// - Emits: this sequence's elements, on `scheduler`.
    /// - Completes: when this sequence completes, on `scheduler`.
    /// - Errors: when this sequence fails, on `scheduler`.
    @inlinable
    public func observe(on scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        observe(onExistential: scheduler)
    }

    /// ``observe(on:)`` for a scheduler known only as an existential, as the traits' is: called
    /// with one directly, the generic form cannot be specialized (its scheduler type is only known
    /// at run time), and every event would look up the sink's generic metadata.
    @inlinable
    func observe(onExistential scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        Observable { observer in
            let sink = ObserveOnSink(observer: observer, scheduler: scheduler)
            sink.source.setDisposable(self.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
        }
    }
}

/// Lock-guarded: only touched inside `ObserveOnSink.state.withLock`.
@usableFromInline
struct ObserveOnState<Element>: @unchecked Sendable {
    @usableFromInline var queue = FIFOBuffer<Event<Element>>()
    /// An action is scheduled to drain `queue`.
    @usableFromInline var isScheduled = false

    @inlinable
    init() {}
}

@usableFromInline
final class ObserveOnSink<Element>: Disposable, @unchecked Sendable {
    // `state` is behind its lock, the flags and the count atomic; `observer` is called by one
    // delivery at a time: an inline one (under the main scheduler's claim) or a drain action.
    @usableFromInline let observer: AnyObserver<Element>
    /// Held as an existential, so that the sink is generic over its element only: a scheduler
    /// known only as `any SchedulerType` (as the traits' is) would otherwise leave it unspecialized,
    /// looking up generic metadata on every event. It is called once per drain, not per event.
    @usableFromInline let scheduler: any ImmediateSchedulerType
    @usableFromInline let state = Lock(ObserveOnState<Element>())
    @usableFromInline let isDisposed = Atomic(false)
    @usableFromInline let source = SingleAssignmentDisposable()
    @usableFromInline let pending = SerialDisposable()
    /// `scheduler` when it is a ``MainScheduler``, which can run an action at once: an event that
    /// arrives when it could, with nothing queued here, is delivered on the spot, sparing an action
    /// and two lock sections.
    /// (Unretained: `scheduler` holds it, and reading a strong reference would retain and
    /// release it around every event.)
    @usableFromInline let inlineScheduler: Unmanaged<MainScheduler>?
    /// Whether an inline delivery is under way; only the main thread, which runs it, writes it,
    /// and only the main thread acts on it.
    @usableFromInline let isDeliveringInline = Atomic(false)
    /// `state.queue.count`, written under the lock, so that an inline delivery can see without
    /// the lock whether anything was queued meanwhile.
    @usableFromInline let queuedCount = Atomic(0)
    /// `scheduler` when it can simulate processing time (a test scheduler): while it does, each
    /// drain delivers one event and schedules the next, so that every event takes a step.
    @usableFromInline let stepwiseScheduler: (any ProcessingTimeScheduler)?

    @inlinable
    init(observer: AnyObserver<Element>, scheduler: any ImmediateSchedulerType) {
        self.observer = observer
        self.scheduler = scheduler
        self.inlineScheduler = (scheduler as? MainScheduler).map { Unmanaged.passUnretained($0) }
        self.stepwiseScheduler = scheduler as? any ProcessingTimeScheduler
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if event.isStopEvent { source.dispose() }
        // Claimed as the main scheduler's own inline action would be: what it schedules meanwhile
        // (a nested `observe(on:)` delivery among them) waits on the main queue, as in RxSwift.
        // The claim is also this sink's delivery claim: every delivery of the sink runs either
        // under it or in an action of the same scheduler, which is counted (so the claim cannot
        // be taken) from the moment it is scheduled until it has run.
        if let inlineScheduler, inlineScheduler._withUnsafeGuaranteedRef({ $0.beginInline() }) {
            defer { inlineScheduler._withUnsafeGuaranteedRef { $0.endInline() } }
            deliverInline(event)
            return
        }
        let schedules = state.withLock { state -> Bool in
            state.queue.append(event)
            queuedCount.store(state.queue.count, ordering: .releasing)
            // `isScheduled` is the drain claim: whoever sets it has an action deliver everything
            // queued until it finds the queue empty and clears it, so events keep their order.
            // An event sent from inside this sink's own inline delivery (on the main thread,
            // while it is flagged) is delivered by that delivery, right after the current one.
            if state.isScheduled || (isDeliveringInline.load(ordering: .relaxed) && MainScheduler.isMainThread) {
                return false
            }
            state.isScheduled = true
            return true
        }
        if schedules { pending.disposable = scheduler.schedule { self.drain() } }
    }

    /// Delivers `event` at once, then what was queued meanwhile (sent from inside its delivery,
    /// or by another thread); the caller holds the main scheduler's inline claim.
    @inlinable
    func deliverInline(_ event: Event<Element>) {
        guard !isDisposed.load(ordering: .acquiring) else { return }
        isDeliveringInline.store(true, ordering: .relaxed)
        defer { isDeliveringInline.store(false, ordering: .relaxed) }
        observer.on(event)
        if event.isStopEvent {
            dispose()
            return
        }
        // What another thread queues without seeing it here has an action scheduled for it.
        while queuedCount.load(ordering: .acquiring) > 0, !isDisposed.load(ordering: .acquiring) {
            guard let next = dequeue() else { return }
            observer.on(next)
            if next.isStopEvent {
                dispose()
                return
            }
        }
    }

    /// The oldest queued event, if any; it leaves `isScheduled` alone.
    @inlinable
    func dequeue() -> Event<Element>? {
        state.withLock { state -> Event<Element>? in
            guard !state.queue.isEmpty else { return nil }
            let event = state.queue.removeFirst()
            queuedCount.store(state.queue.count, ordering: .releasing)
            return event
        }
    }

    @inlinable
    func drain() {
        let stepwise = stepwiseScheduler?.simulatesProcessingTime ?? false
        while !isDisposed.load(ordering: .acquiring) {
            let event = state.withLock { state -> Event<Element>? in
                guard !state.queue.isEmpty else {
                    state.isScheduled = false
                    return nil
                }
                let event = state.queue.removeFirst()
                queuedCount.store(state.queue.count, ordering: .releasing)
                return event
            }
            guard let event else { return }
            observer.on(event)
            if event.isStopEvent {
                dispose()
                return
            }
            if stepwise {
                scheduleNextStep()
                return
            }
        }
    }

    /// After a stepwise drain's event: schedules the next drain if more is queued, or gives up
    /// the drain claim.
    @inlinable
    func scheduleNextStep() {
        let more = state.withLock { state -> Bool in
            if state.queue.isEmpty { state.isScheduled = false }
            return !state.queue.isEmpty
        }
        if more, !isDisposed.load(ordering: .acquiring) {
            pending.disposable = scheduler.schedule { self.drain() }
        }
    }

    @inlinable
    func dispose() {
        guard isDisposed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return }
        source.dispose()
        pending.dispose()
        state.withLock { state in
            state.queue.removeAll()
            queuedCount.store(0, ordering: .releasing)
        }
    }
}
