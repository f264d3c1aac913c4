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
final class ObserveOnSink<Element, Scheduler: ImmediateSchedulerType>: Disposable, @unchecked Sendable {
    // `state` is behind its lock, `isDisposed` atomic; `observer` is called only from the one
    // scheduled drain action at a time.
    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline let scheduler: Scheduler
    @usableFromInline let state = Lock(ObserveOnState<Element>())
    @usableFromInline let isDisposed = Atomic(false)
    @usableFromInline let source = SingleAssignmentDisposable()
    @usableFromInline let pending = SerialDisposable()

    @inlinable
    init(observer: AnyObserver<Element>, scheduler: Scheduler) {
        self.observer = observer
        self.scheduler = scheduler
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if event.isStopEvent { source.dispose() }
        let schedules = state.withLock { state -> Bool in
            state.queue.append(event)
            defer { state.isScheduled = true }
            return !state.isScheduled
        }
        if schedules { pending.disposable = scheduler.schedule { self.drain() } }
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
