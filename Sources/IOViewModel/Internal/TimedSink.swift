/// The machinery every timed operator (`debounce`, `throttle`, `delay`, `timeout`, `buffer`)
/// shares: its serial output, its scheduler, its upstream subscription, its one timer, and the
/// lock-guarded ``TimedState`` (what waits for the timer, and which timer is current).
///
/// A subclass decides what to emit; the source and the timer may call it on different threads,
/// and ``LockedOutput`` keeps the output serial. A timer that fires after being superseded finds a
/// different generation in the state and does nothing; ``dispose()`` stops the output first, so
/// nothing is delivered once it returns.
@usableFromInline
class TimedSink<Output, Pending: TimedPending, Scheduler: SchedulerType>: Disposable, @unchecked Sendable {
    // Mutable state is in `output`; the disposables are thread-safe.
    @usableFromInline let output: LockedOutput<TimedState<Output, Pending>>
    @usableFromInline let scheduler: Scheduler
    /// The operator's interval: `debounce`'s quiet time, `buffer`'s time span...
    @usableFromInline let dueTime: RxTimeInterval
    /// The source subscription (for `timeout`, the source's, then the fallback's).
    @usableFromInline let upstream = SerialDisposable()
    @usableFromInline let timer = SerialDisposable()

    @inlinable
    init(observer: AnyObserver<Output>, dueTime: RxTimeInterval, scheduler: Scheduler, pending: Pending = .none) {
        output = LockedOutput(TimedState(pending: pending), observer: observer)
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    /// Replaces the running timer (disposing it) with one that runs `action` after `dueTime`.
    @inlinable
    final func startTimer(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) {
        timer.disposable = scheduler.schedule(after: dueTime, action)
    }

    /// Drops what waits, emits `event` (the source's error) and ends the subscription.
    @inlinable
    final func fail(_ event: Event<Output>) {
        output.update { state in
            state.pending = .none
            return state.delivery.enqueue(event)
        }
        disposeResources()
    }

    /// Emits what waits, if `flush` makes an element of it, then completes and ends the
    /// subscription: for an operator that does not hold completion back.
    @inlinable
    final func complete(flushing flush: (Pending) -> Output?) {
        output.update { state in
            defer { state.pending = .none }
            return state.delivery.enqueue(flush(state.pending), completing: true)
        }
        disposeResources()
    }

    /// Ends the upstream subscription and the timer: after a terminal event.
    @inlinable
    final func disposeResources() {
        upstream.dispose()
        timer.dispose()
    }

    @inlinable
    final func dispose() {
        output.stop()
        disposeResources()
    }
}

/// What a timed operator keeps for its timer: debounce's element, delay's queue... `none` is
/// where each subscription starts and what a terminal event leaves.
@usableFromInline
protocol TimedPending {
    static var none: Self { get }
}

extension Optional: TimedPending {}

extension Array: TimedPending {
    @inlinable
    static var none: Self { [] }
}

extension FIFOBuffer: TimedPending {
    @inlinable
    static var none: Self { Self() }
}

/// A timed operator's lock-guarded state: only touched inside its ``TimedSink/output``'s lock.
@usableFromInline
struct TimedState<Output, Pending>: SerialOutputState, @unchecked Sendable {
    @usableFromInline var delivery = SerialDelivery<Output>()
    /// The current timer; a timer of an earlier generation finds another value and does nothing.
    @usableFromInline var generation: UInt64 = 0
    @usableFromInline var pending: Pending

    @inlinable
    init(pending: Pending) {
        self.pending = pending
    }

    /// Supersedes every running timer; returns the generation of the one to start.
    @inlinable
    mutating func nextGeneration() -> UInt64 {
        generation &+= 1
        return generation
    }

    /// Whether a timer of `generation` may still act: it is the current one and the output is open.
    @inlinable
    func isCurrent(_ generation: UInt64) -> Bool {
        self.generation == generation && !delivery.isTerminated
    }
}
