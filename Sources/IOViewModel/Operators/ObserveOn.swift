import Synchronization

extension ObservableType {
    /// Delivers every event on `scheduler`, in order.
    ///
    /// Each event is delivered in an action on `scheduler` (events that arrive while one is pending
    /// are delivered by the same action, in order). Nothing is delivered once the subscription is
    /// disposed, even if already queued. On the ``MainScheduler``, an event sent on the main thread
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

/// What `ObserveOnSink.on` does with an event once it has looked at the state.
@usableFromInline
enum ObserveOnDelivery {
    /// A delivery is under way or scheduled; it will deliver the queued event.
    case queued
    /// Deliver it now, on this thread (the scheduler could run an action at once).
    case now
    /// It is queued; schedule an action to deliver the queue.
    case schedule
}

@usableFromInline
final class ObserveOnSink<Element>: Disposable, @unchecked Sendable {
    // `state` is behind its lock, `isDisposed` atomic; `observer` is called only from the one
    // scheduled drain action at a time.
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
    @usableFromInline let inlineScheduler: MainScheduler?

    @inlinable
    init(observer: AnyObserver<Element>, scheduler: any ImmediateSchedulerType) {
        self.observer = observer
        self.scheduler = scheduler
        self.inlineScheduler = scheduler as? MainScheduler
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if event.isStopEvent { source.dispose() }
        // Claimed as the main scheduler's own inline action would be: what it schedules meanwhile
        // (a nested `observe(on:)` delivery among them) waits on the main queue, as in RxSwift.
        let runsNow = inlineScheduler?.beginInline() ?? false
        // `isScheduled` is the delivery claim: whoever sets it delivers everything queued until it
        // finds the queue empty and clears it, so events keep their order and never overlap.
        let delivery = state.withLock { state -> ObserveOnDelivery in
            if state.isScheduled {
                state.queue.append(event)
                return .queued
            }
            state.isScheduled = true
            if runsNow { return .now }
            state.queue.append(event)
            return .schedule
        }
        switch delivery {
        case .queued:
            if runsNow { inlineScheduler?.endInline() }
            return
        case .schedule:
            pending.disposable = scheduler.schedule { self.drain() }
        case .now:
            defer { inlineScheduler?.endInline() }
            guard !isDisposed.load(ordering: .acquiring) else { return }
            observer.on(event)
            if event.isStopEvent {
                dispose()
            } else {
                // Events sent meanwhile (by the observer, or by another thread) were queued.
                drain()
            }
        }
    }

    @inlinable
    func drain() {
        while !isDisposed.load(ordering: .acquiring) {
            let event = state.withLock { state -> Event<Element>? in
                guard !state.queue.isEmpty else {
                    state.isScheduled = false
                    return nil
                }
                return state.queue.removeFirst()
            }
            guard let event else { return }
            observer.on(event)
            if event.isStopEvent {
                dispose()
                return
            }
        }
    }

    @inlinable
    func dispose() {
        guard isDisposed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return }
        source.dispose()
        pending.dispose()
        state.withLock { $0.queue.removeAll() }
    }
}
