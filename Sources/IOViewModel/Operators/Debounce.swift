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
        subscribeSink { observer in DebounceSink(observer: observer, dueTime: dueTime, scheduler: scheduler) }
    }
}

/// The element waiting for its quiet time is `pending`; each element starts a new generation.
@usableFromInline
final class DebounceSink<Element, Scheduler: SchedulerType>: TimedSink<Element, Element?, Scheduler>,
    SourceSink, @unchecked Sendable
{
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let id = output.withState { state -> UInt64 in
                state.pending = element
                return state.nextGeneration()
            }
            startTimer(after: dueTime) { self.fire(id: id) }
        case .error:
            fail(event)
        case .completed:
            complete { $0 }
        }
    }

    @inlinable
    func fire(id: UInt64) {
        output.update { state in
            guard state.isCurrent(id), let element = state.pending else { return nil }
            state.pending = nil
            return state.delivery.enqueue(.next(element))
        }
    }
}
