extension ObservableType {
    /// Emits an element only once `dueTime` has passed without another element.
    ///
    /// - Emits: each element that is not followed by another within `dueTime`, `dueTime` after it
    ///   arrived.
    /// - Completes: when this sequence completes, first emitting the element still waiting, if any
    ///   (at once, without waiting for its `dueTime`).
    /// - Errors: when this sequence fails; the element still waiting is dropped.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        subscribeTimed { observer in DebounceSink(observer: observer, dueTime: dueTime, scheduler: scheduler) }
    }
}

/// Lock-guarded: only touched inside `DebounceSink.output`'s lock.
@usableFromInline
struct DebounceState<Element>: TimedSinkState, @unchecked Sendable {
    /// Identifies the latest element's timer; older timers find a different value and do nothing.
    @usableFromInline var id: UInt64 = 0
    @usableFromInline var waiting: Element?
    @usableFromInline var delivery = SerialDelivery<Element>()

    @inlinable
    init() {}
}

@usableFromInline
final class DebounceSink<Element, Scheduler: SchedulerType>: TimedSink<DebounceState<Element>, Scheduler>,
    TimedOperatorSink, @unchecked Sendable
{
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let id = output.withState { state -> UInt64 in
                state.id &+= 1
                state.waiting = element
                return state.id
            }
            startTimer(after: dueTime) { self.fire(id: id) }
        case .error:
            output.update { state in
                state.waiting = nil
                return state.delivery.enqueue(event)
            }
            disposeResources()
        case .completed:
            output.update { state in
                defer { state.waiting = nil }
                return state.delivery.enqueue(state.waiting, completing: true)
            }
            disposeResources()
        }
    }

    @inlinable
    func fire(id: UInt64) {
        output.update { state in
            guard state.id == id, let element = state.waiting else { return nil }
            state.waiting = nil
            return state.delivery.enqueue(.next(element))
        }
    }
}
