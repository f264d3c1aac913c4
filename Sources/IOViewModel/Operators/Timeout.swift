import Synchronization

extension ObservableType {
    /// Fails with ``RxError/timeout`` if this sequence does not emit within `dueTime` of being
    /// subscribed, or of its previous element.
    ///
    /// - Emits: this sequence's elements; each one restarts the timer.
    /// - Completes: when this sequence completes in time.
    /// - Errors: with ``RxError/timeout`` when the timer elapses first (the source is then
    ///   disposed), or when this sequence fails in time.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` if this sequence does not emit within `dueTime` of being subscribed,
    /// or of its previous element.
    ///
    /// - Emits: this sequence's elements (each restarts the timer); after a timeout, `other`'s.
    /// - Completes: when this sequence completes in time, or, after a timeout, when `other` does.
    /// - Errors: when this sequence fails in time, or, after a timeout, when `other` does. At the
    ///   timeout the source is disposed and `other` subscribed.
    @inlinable
    public func timeout<Other: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Other, scheduler: some SchedulerType
    ) -> Observable<Element> where Other.Element == Element {
        let other = other.asObservable()
        return Observable { observer in
            let sink = TimeoutSink(observer: observer, dueTime: dueTime, other: other, scheduler: scheduler)
            return trampolinedSubscription {
                sink.startTimer(id: 0)
                let source = SingleAssignmentDisposable()
                sink.upstream.disposable = source
                source.setDisposable(self.subscribe(AnyObserver { event in sink.onSource(event) }))
                return sink
            }
        }
    }
}

/// Lock-guarded: only touched inside `TimeoutSink.output`'s lock.
@usableFromInline
struct TimeoutState<Element>: TimedSinkState, @unchecked Sendable {
    /// The timer that may still fire; bumped by each source event.
    @usableFromInline var timerID: UInt64 = 0
    /// The timer fired: the source is ignored, `other` is running.
    @usableFromInline var hasSwitched = false
    @usableFromInline var delivery = SerialDelivery<Element>()

    @inlinable
    init() {}
}

@usableFromInline
final class TimeoutSink<Element, Scheduler: SchedulerType>: TimedSink<TimeoutState<Element>, Scheduler>,
    @unchecked Sendable
{
    @usableFromInline let other: Observable<Element>

    @inlinable
    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: Scheduler) {
        self.other = other
        super.init(observer: observer, dueTime: dueTime, scheduler: scheduler)
    }

    @inlinable
    func startTimer(id: UInt64) {
        startTimer(after: dueTime) { self.fire(id: id) }
    }

    @inlinable
    func fire(id: UInt64) {
        let wins = output.withState { state -> Bool in
            guard !state.hasSwitched, state.timerID == id, !state.delivery.isTerminated else { return false }
            state.hasSwitched = true
            return true
        }
        guard wins else { return }
        upstream.disposable = other.subscribe(AnyObserver { event in self.onOther(event) })
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        var nextTimer: UInt64?
        output.update { state in
            guard !state.hasSwitched else { return nil }
            state.timerID &+= 1
            if case .next = event { nextTimer = state.timerID }
            return state.delivery.enqueue(event)
        }
        if let nextTimer {
            startTimer(id: nextTimer)
        } else if event.isStopEvent {
            disposeResources()
        }
    }

    @inlinable
    func onOther(_ event: Event<Element>) {
        output.send(event)
        if event.isStopEvent { disposeResources() }
    }
}
