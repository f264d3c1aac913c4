import Synchronization

/// Runs `body`, the subscription step of an operator that may stop its sources early, with a
/// current-thread trampoline running.
///
/// If this thread runs no trampoline yet, `body` starts one: it runs at once, and every action a
/// synchronous source (`from`, `range`, `repeatElement`) schedules meanwhile waits in the queue,
/// so `body` returns its subscriptions before the first element is produced and the operator can
/// dispose them between elements. Inside a running trampoline, `body` simply runs: the sources'
/// actions queue up behind the one running. This is RxSwift's rule for every subscription, so
/// synchronous sources interleave exactly as they do there.
@inlinable
func withCurrentThreadTrampoline(_ body: @escaping () -> Void) {
    if CurrentThreadScheduler.isScheduleRequired {
        _ = CurrentThreadScheduler.instance.schedule(body)
    } else {
        body()
    }
}

extension ObservableType {
    /// Subscribes `observer` inside ``withCurrentThreadTrampoline(_:)`` and stores the
    /// subscription in `upstream` (which disposes it on arrival if it was disposed meanwhile).
    @inlinable
    func subscribeTrampolined(_ observer: AnyObserver<Element>, into upstream: SingleAssignmentDisposable) {
        withCurrentThreadTrampoline {
            upstream.setDisposable(self.subscribe(observer))
        }
    }
}

extension SerialDelivery {
    /// Stops delivery for good when an operator's subscription is disposed: later events are
    /// dropped at the door, and the ones still queued are dropped, so that a drainer busy on
    /// another thread steps down instead of delivering them after `dispose()` returned.
    @inlinable
    mutating func stopForDisposal() {
        isTerminated = true
        if !queue.isEmpty {
            queue.removeAll()
            head = 0
        }
    }
}

extension Mutex where Value: SerialOutputState & Sendable {
    /// Queues `event` and, if nobody is delivering, delivers it and everything queued meanwhile
    /// to `observer`, outside the lock.
    @inlinable
    func enqueueAndDrain(_ event: Event<Value.Output>, to observer: AnyObserver<Value.Output>) {
        // Assigned rather than returned from the lock: `event` stays in the caller's region.
        var first: Event<Value.Output>?
        withLock { first = $0.delivery.enqueue(event) }
        if let first { drain(first, to: observer) }
    }
}

extension StoppableSink {
    /// Forwards a terminal event and disposes upstream, unless the subscription was disposed:
    /// for an operator that emits it right after another event it produced from the same source
    /// event (`take` emitting its last element, then `.completed`), when the downstream may have
    /// disposed in between.
    @inlinable
    func finishUnlessDisposed(_ event: Event<Element>) {
        guard !upstream.isDisposed else { return }
        finish(event)
    }

    /// Whether the subscription was disposed (or the sink finished).
    @inlinable
    var isDisposed: Bool {
        upstream.isDisposed
    }
}
