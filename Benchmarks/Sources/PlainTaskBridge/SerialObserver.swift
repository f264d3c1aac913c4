import IOViewModel
import Synchronization

/// An observer that any thread may call: whoever finds nobody delivering delivers, outside the
/// lock, the event and whatever was queued meanwhile; events after a terminal one are dropped.
public final class SerialObserver<Element: Sendable>: @unchecked Sendable {
    private struct State {
        var isDelivering = false
        var isTerminated = false
        var queue: [Event<Element>] = []
    }

    // `observer` is called only by the thread that set `isDelivering`.
    private let observer: AnyObserver<Element>
    private let state = Mutex(State())

    /// An observer that forwards to `observer`, one event at a time.
    public init(_ observer: AnyObserver<Element>) {
        self.observer = observer
    }

    /// Delivers `event`, or queues it behind the one being delivered on another thread.
    public func on(_ event: Event<Element>) {
        var next = state.withLock { state -> Event<Element>? in
            guard !state.isTerminated else { return nil }
            if event.isStopEvent { state.isTerminated = true }
            if state.isDelivering {
                state.queue.append(event)
                return nil
            }
            state.isDelivering = true
            return event
        }
        while let event = next {
            observer.on(event)
            next = state.withLock { state -> Event<Element>? in
                guard !state.queue.isEmpty else {
                    state.isDelivering = false
                    return nil
                }
                return state.queue.removeFirst()
            }
        }
    }
}
