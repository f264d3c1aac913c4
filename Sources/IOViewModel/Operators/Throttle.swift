extension ObservableType {
    /// Emits at most one element per `dueTime` window: the first element at once, and, with
    /// `latest`, the last element of the window when the window ends.
    ///
    /// - Emits: an element at once when at least `dueTime` has passed since the last emission
    ///   (which opens a new window). Elements arriving inside a window are dropped, except, when
    ///   `latest` is `true`, the last of them, which is emitted when the window ends (and opens
    ///   the next window).
    /// - Completes: when this sequence completes; if a latest element is still waiting, completion
    ///   is delayed until it is emitted at the window's end.
    /// - Errors: at once when this sequence fails; a waiting element is dropped.
    @inlinable
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: some SchedulerType
    ) -> Observable<Element> {
        subscribeTimed { observer in
            ThrottleSink(observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler)
        }
    }
}

/// Lock-guarded: only touched inside `ThrottleSink.output`'s lock.
@usableFromInline
struct ThrottleState<Element>: TimedSinkState, @unchecked Sendable {
    @usableFromInline var lastSentTime: RxTime?
    @usableFromInline var waiting: Element?
    /// The source completed while an element was waiting for the window's end.
    @usableFromInline var isCompletionDue = false
    @usableFromInline var delivery = SerialDelivery<Element>()

    @inlinable
    init() {}
}

@usableFromInline
final class ThrottleSink<Element, Scheduler: SchedulerType>: TimedSink<ThrottleState<Element>, Scheduler>,
    TimedOperatorSink, @unchecked Sendable
{
    @usableFromInline let latest: Bool

    @inlinable
    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: Scheduler) {
        self.latest = latest
        super.init(observer: observer, dueTime: dueTime, scheduler: scheduler)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = scheduler.now
            var fireIn: RxTimeInterval?
            output.update { state in
                let elapsed = state.lastSentTime.map { now - $0 } ?? dueTime
                if elapsed >= dueTime {
                    state.waiting = nil
                    state.lastSentTime = now
                    return state.delivery.enqueue(.next(element))
                }
                guard latest else { return nil }
                let isTimerRunning = state.waiting != nil
                state.waiting = element
                if !isTimerRunning { fireIn = dueTime - elapsed }
                return nil
            }
            if let fireIn { startTimer(after: fireIn) { self.windowEnded() } }
        case .error:
            output.update { state in
                state.waiting = nil
                return state.delivery.enqueue(event)
            }
            disposeResources()
        case .completed:
            var finished = false
            output.update { state in
                guard state.waiting == nil else {
                    state.isCompletionDue = true
                    return nil
                }
                finished = true
                return state.delivery.enqueue(.completed)
            }
            if finished { disposeResources() } else { upstream.dispose() }
        }
    }

    @inlinable
    func windowEnded() {
        let now = scheduler.now
        var finished = false
        output.update { state in
            if state.waiting != nil { state.lastSentTime = now }
            finished = state.isCompletionDue
            defer { state.waiting = nil }
            return state.delivery.enqueue(state.waiting, completing: finished)
        }
        if finished { disposeResources() }
    }
}
