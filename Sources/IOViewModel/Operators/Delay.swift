import Synchronization

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
        subscribeTimed { observer in DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler) }
    }
}

/// Lock-guarded: only touched inside `DelaySink.output`'s lock.
@usableFromInline
struct DelayState<Element>: TimedSinkState, @unchecked Sendable {
    /// Events waiting for their time, with the time they arrived.
    @usableFromInline var waiting = FIFOBuffer<(time: RxTime, event: Event<Element>)>()
    /// A timer is scheduled for the head of `waiting`.
    @usableFromInline var isTimerScheduled = false
    @usableFromInline var delivery = SerialDelivery<Element>()

    @inlinable
    init() {}
}

@usableFromInline
final class DelaySink<Element, Scheduler: SchedulerType>: TimedSink<DelayState<Element>, Scheduler>,
    TimedOperatorSink, @unchecked Sendable
{
    @inlinable
    func on(_ event: Event<Element>) {
        if event.isStopEvent { upstream.dispose() }
        if case .error = event {
            output.update { state in
                state.waiting.removeAll()
                return state.delivery.enqueue(event)
            }
            timer.dispose()
            return
        }
        let now = scheduler.now
        let startsTimer = output.withState { state -> Bool in
            guard !state.delivery.isTerminated else { return false }
            state.waiting.append((now, event))
            defer { state.isTimerScheduled = true }
            return !state.isTimerScheduled
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
            guard let head = state.waiting.first else {
                state.isTimerScheduled = false
                return nil
            }
            _ = state.waiting.removeFirst()
            isTerminal = head.event.isStopEvent
            if let next = state.waiting.first {
                let remaining = next.time + dueTime - now
                nextIn = max(remaining, .zero)
            } else {
                state.isTimerScheduled = false
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
