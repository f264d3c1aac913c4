extension ObservableType {
    /// Shifts every element, and completion, later by `dueTime`.
    ///
    /// - Emits: each element `dueTime` after it arrived, in order.
    /// - Completes: `dueTime` after this sequence completes (the source subscription ends when it
    ///   completes, not when the delayed completion is delivered).
    /// - Errors: at once, without delay, when this sequence fails; elements still waiting are
    ///   dropped.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        subscribeSink { observer in DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler) }
    }
}

/// Events waiting for their time, with the time they arrived, are `pending`; a timer is running
/// for the head whenever there is one.
@usableFromInline
final class DelaySink<Element, Scheduler: SchedulerType>:
    TimedSink<Element, FIFOBuffer<(time: RxTime, event: Event<Element>)>, Scheduler>, SourceSink,
    @unchecked Sendable
{
    @inlinable
    func on(_ event: Event<Element>) {
        if case .error = event {
            fail(event)
            return
        }
        if event.isStopEvent { upstream.dispose() }
        let now = scheduler.now
        let startsTimer = output.withState { state -> Bool in
            guard !state.delivery.isTerminated else { return false }
            defer { state.pending.append((now, event)) }
            return state.pending.isEmpty
        }
        if startsTimer { startTimer(after: dueTime) { self.fire() } }
    }

    /// Delivers the head event, then schedules the timer for the next one.
    @inlinable
    func fire() {
        let now = scheduler.now
        var isTerminal = false
        var nextIn: RxTimeInterval?
        output.update { state in
            guard let head = state.pending.first else { return nil }
            _ = state.pending.removeFirst()
            isTerminal = head.event.isStopEvent
            if let next = state.pending.first {
                nextIn = RxTimeInterval(nanoseconds: max((next.time + dueTime - now).nanoseconds, 0))
            }
            return state.delivery.enqueue(head.event)
        }
        if isTerminal {
            timer.dispose()
        } else if let nextIn {
            startTimer(after: nextIn) { self.fire() }
        }
    }
}
