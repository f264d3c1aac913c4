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
        subscribeTimed { observer in
            BufferSink<Element, _>(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
        }
    }
}

/// Lock-guarded: only touched inside `BufferSink.output`'s lock.
@usableFromInline
struct BufferState<Element>: TimedSinkState, @unchecked Sendable {
    @usableFromInline var buffer: [Element] = []
    /// The current window; a timer for an earlier one does nothing.
    @usableFromInline var window: UInt64 = 0
    @usableFromInline var delivery = SerialDelivery<[Element]>()

    @inlinable
    init() {}

    /// Emits the current array and starts the next window; returns the event to deliver.
    @inlinable
    mutating func closeWindow() -> Event<[Element]>? {
        window &+= 1
        defer { buffer = [] }
        return delivery.enqueue(.next(buffer))
    }
}

@usableFromInline
final class BufferSink<Element, Scheduler: SchedulerType>: TimedSink<BufferState<Element>, Scheduler>,
    TimedOperatorSink, @unchecked Sendable
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
            guard state.window == window, !state.delivery.isTerminated else { return nil }
            defer { next = state.window }
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
                state.buffer.append(element)
                guard state.buffer.count >= count else { return nil }
                defer { next = state.window }
                return state.closeWindow()
            }
            if let next { startTimer(window: next) }
        case .error(let error):
            output.update { state in
                state.buffer = []
                return state.delivery.enqueue(.error(error))
            }
            disposeResources()
        case .completed:
            output.update { state in
                defer { state.buffer = [] }
                return state.delivery.enqueue(state.buffer, completing: true)
            }
            disposeResources()
        }
    }
}
