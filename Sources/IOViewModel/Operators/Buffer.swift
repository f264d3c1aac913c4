extension ObservableType {
    /// Collects elements into arrays, emitting each array when it holds `count` elements or when
    /// `timeSpan` has passed since the previous array was started, whichever comes first.
    ///
    /// - Emits: an array of up to `count` elements at the end of each window; a window ends after
    ///   `timeSpan` (even empty: an empty array is emitted) or as soon as it is full, and the next
    ///   window starts at once with a fresh timer.
    /// - Completes: when this sequence completes, first emitting the current array (even empty).
    /// - Errors: when this sequence fails; the current array is dropped.
    @inlinable
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: some SchedulerType) -> Observable<[Element]> {
        subscribeSink { observer in
            BufferSink<Element, _>(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
        }
    }
}

extension TimedState {
    /// Emits the current array and starts the next window; returns the event to deliver.
    @inlinable
    mutating func closeWindow<Element>() -> Event<[Element]>? where Pending == [Element], Output == [Element] {
        _ = nextGeneration()
        defer { pending = [] }
        return delivery.enqueue(.next(pending))
    }
}

/// The current array is `pending`; each window is a generation.
@usableFromInline
final class BufferSink<Element, Scheduler: SchedulerType>: TimedSink<[Element], [Element], Scheduler>,
    SourceSink, @unchecked Sendable
{
    @usableFromInline let count: Int

    /// Starts the first window at once: it runs from the subscription.
    @inlinable
    init(observer: AnyObserver<[Element]>, timeSpan: RxTimeInterval, count: Int, scheduler: Scheduler) {
        self.count = count
        super.init(observer: observer, dueTime: timeSpan, scheduler: scheduler)
        startTimer(window: 0)
    }

    @inlinable
    func startTimer(window: UInt64) {
        startTimer(after: dueTime) { self.timeSpanEnded(window: window) }
    }

    @inlinable
    func timeSpanEnded(window: UInt64) {
        var next: UInt64?
        output.update { state in
            guard state.isCurrent(window) else { return nil }
            defer { next = state.generation }
            return state.closeWindow()
        }
        if let next { startTimer(window: next) }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            var next: UInt64?
            output.update { state in
                guard !state.delivery.isTerminated else { return nil }
                state.pending.append(element)
                guard state.pending.count >= count else { return nil }
                defer { next = state.generation }
                return state.closeWindow()
            }
            if let next { startTimer(window: next) }
        case .error(let error):
            fail(.error(error))
        case .completed:
            complete { $0 }
        }
    }
}
