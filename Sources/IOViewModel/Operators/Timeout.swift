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
            let sink = TimeoutSink(observer: observer, dueTime: dueTime, scheduler: scheduler, pending: other)
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

/// The fallback is `pending` until the timer takes it; each source event starts a new generation.
@usableFromInline
final class TimeoutSink<Element, Scheduler: SchedulerType>: TimedSink<Element, Observable<Element>?, Scheduler>,
    @unchecked Sendable
{
    @inlinable
    func startTimer(id: UInt64) {
        startTimer(after: dueTime) { self.fire(id: id) }
    }

    @inlinable
    func fire(id: UInt64) {
        let other = output.withState { state -> Observable<Element>? in
            guard state.isCurrent(id) else { return nil }
            defer { state.pending = nil }
            return state.pending
        }
        guard let other else { return }
        upstream.disposable = other.subscribe(AnyObserver { event in self.onOther(event) })
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        var nextTimer: UInt64?
        output.update { state in
            // Once the fallback has been taken, the source is ignored.
            guard state.pending != nil else { return nil }
            let id = state.nextGeneration()
            if case .next = event { nextTimer = id }
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
