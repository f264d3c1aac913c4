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
        subscribeSink { observer in
            ThrottleSink(observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler)
        }
    }
}

/// The current window: when its first element was sent, the latest element waiting for its end,
/// and whether completion waits for it too. Lock-guarded, as ``TimedState/pending``.
@usableFromInline
struct ThrottleWindow<Element>: TimedPending {
    @usableFromInline var sentAt: RxTime?
    @usableFromInline var latest: Element?
    @usableFromInline var isCompletionDue = false

    @inlinable
    init() {}

    @inlinable
    static var none: Self { Self() }
}

@usableFromInline
final class ThrottleSink<Element, Scheduler: SchedulerType>: TimedSink<Element, ThrottleWindow<Element>, Scheduler>,
    SourceSink, @unchecked Sendable
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
                let elapsed = state.pending.sentAt.map { now - $0 } ?? dueTime
                if elapsed >= dueTime {
                    state.pending.latest = nil
                    state.pending.sentAt = now
                    return state.delivery.enqueue(.next(element))
                }
                guard latest else { return nil }
                if state.pending.latest == nil { fireIn = dueTime - elapsed }
                state.pending.latest = element
                return nil
            }
            if let fireIn { startTimer(after: fireIn) { self.windowEnded() } }
        case .error:
            fail(event)
        case .completed:
            var isDue = false
            output.update { state in
                guard state.pending.latest == nil else {
                    state.pending.isCompletionDue = true
                    isDue = true
                    return nil
                }
                return state.delivery.enqueue(.completed)
            }
            if isDue { upstream.dispose() } else { disposeResources() }
        }
    }

    @inlinable
    func windowEnded() {
        let now = scheduler.now
        var finished = false
        output.update { state in
            if state.pending.latest != nil { state.pending.sentAt = now }
            finished = state.pending.isCompletionDue
            defer { state.pending.latest = nil }
            return state.delivery.enqueue(state.pending.latest, completing: finished)
        }
        if finished { disposeResources() }
    }
}
