import Dispatch
import Synchronization

extension ObservableType {
    /// Delivers every event on `scheduler`, in order, in the order RxSwift's does.
    ///
    /// On a ``SerialDispatchQueueScheduler`` or a ``MainScheduler``, each event is scheduled on its
    /// own as it arrives; on the ``MainScheduler``, an event sent on the main thread with nothing
    /// of the scheduler queued or running is delivered at once. On any other scheduler, the events
    /// that arrive while one is pending wait in a queue, and each scheduled action delivers one
    /// event, then schedules the next: two `observe(on:)` chains on one scheduler take turns,
    /// event by event. Nothing is delivered once the subscription is disposed, even if already
    /// queued.
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
    func observe(
        name: StaticString = #function, onExistential scheduler: any ImmediateSchedulerType
    ) -> Observable<Element> {
        Observable(name: name) { observer in
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
    /// A step is scheduled or running: it delivers the oldest queued event, then schedules the
    /// next step while the queue is not empty.
    @usableFromInline var isScheduled = false
    /// The number of the latest step scheduled, and of the latest one that has started: a step's
    /// disposable is kept only while the step has not started.
    @usableFromInline var scheduledStep: UInt = 0
    @usableFromInline var startedStep: UInt = 0
    /// The pending step's disposable, so that disposing the sink cancels it.
    @usableFromInline var pendingStep: (any Disposable)?

    @inlinable
    init() {}
}

@usableFromInline
final class ObserveOnSink<Element>: Disposable, @unchecked Sendable {
    // `state` is behind its lock, the flag atomic; `observer` is called by one delivery at a time:
    // on the main thread, on a serial queue, or by the one step scheduled at a time.
    @usableFromInline let observer: AnyObserver<Element>
    /// Held as an existential, so that the sink is generic over its element only: a scheduler
    /// known only as `any SchedulerType` (as the traits' is) would otherwise leave it unspecialized,
    /// looking up generic metadata on every event.
    @usableFromInline let scheduler: any ImmediateSchedulerType
    @usableFromInline let state = Lock(ObserveOnState<Element>())
    @usableFromInline let isDisposed = Atomic(false)
    @usableFromInline let source = SingleAssignmentDisposable()
    /// `scheduler` when it is a ``MainScheduler``: each event is scheduled on its own, and one
    /// that arrives when the scheduler could run an action at once is delivered on the spot,
    /// sparing an action. (Unretained: `scheduler` holds it, and reading a strong reference would
    /// retain and release it around every event.)
    @usableFromInline let mainScheduler: Unmanaged<MainScheduler>?
    /// The queue of `scheduler` when it is a ``SerialDispatchQueueScheduler``: each event is
    /// dispatched onto it on its own.
    @usableFromInline let serialQueue: DispatchQueue?

    @inlinable
    init(observer: AnyObserver<Element>, scheduler: any ImmediateSchedulerType) {
        self.observer = observer
        self.scheduler = scheduler
        self.mainScheduler = (scheduler as? MainScheduler).map { Unmanaged.passUnretained($0) }
        self.serialQueue = (scheduler as? SerialDispatchQueueScheduler)?.queue
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if event.isStopEvent { source.dispose() }
        if let mainScheduler {
            // Claimed as the main scheduler's own inline action would be: what it schedules
            // meanwhile (this sink's next events among them) waits on the main queue.
            if mainScheduler._withUnsafeGuaranteedRef({ $0.beginInline() }) {
                defer { mainScheduler._withUnsafeGuaranteedRef { $0.endInline() } }
                deliver(event)
            } else {
                _ = mainScheduler._withUnsafeGuaranteedRef { $0.schedule { self.deliver(event) } }
            }
            return
        }
        if let serialQueue {
            // Handed to the queue once and read only by the block, which delivers it.
            nonisolated(unsafe) let event = event
            serialQueue.async { self.deliver(event) }
            return
        }
        let starts = state.withLock { state -> Bool in
            state.queue.append(event)
            guard !state.isScheduled else { return false }
            state.isScheduled = true
            state.scheduledStep &+= 1
            return true
        }
        if starts { scheduleStep() }
    }

    /// Delivers one event scheduled on its own, unless the sink is disposed.
    @inlinable
    func deliver(_ event: Event<Element>) {
        guard !isDisposed.load(ordering: .acquiring) else { return }
        observer.on(event)
        if event.isStopEvent { dispose() }
    }

    /// Schedules the step numbered `state.scheduledStep` and keeps its disposable unless it has
    /// already started (on another thread, or inside `schedule`).
    @inlinable
    func scheduleStep() {
        let step = scheduler.schedule { self.step() }
        let cancels = state.withLock { state -> Bool in
            if isDisposed.load(ordering: .acquiring) { return true }
            if state.startedStep != state.scheduledStep { state.pendingStep = step }
            return false
        }
        if cancels { step.dispose() }
    }

    /// One step: delivers the oldest queued event, then schedules the next step if more is
    /// queued, or gives up the claim.
    @inlinable
    func step() {
        let event = state.withLock { state -> Event<Element>? in
            state.startedStep = state.scheduledStep
            state.pendingStep = nil
            guard !state.queue.isEmpty else {
                state.isScheduled = false
                return nil
            }
            return state.queue.removeFirst()
        }
        guard let event, !isDisposed.load(ordering: .acquiring) else { return }
        observer.on(event)
        if event.isStopEvent {
            dispose()
            return
        }
        let more = state.withLock { state -> Bool in
            guard !state.queue.isEmpty else {
                state.isScheduled = false
                return false
            }
            state.scheduledStep &+= 1
            return true
        }
        if more, !isDisposed.load(ordering: .acquiring) { scheduleStep() }
    }

    @inlinable
    func dispose() {
        guard isDisposed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return }
        source.dispose()
        let step = state.withLock { state -> (any Disposable)? in
            state.queue.removeAll()
            defer { state.pendingStep = nil }
            return state.pendingStep
        }
        step?.dispose()
    }
}
