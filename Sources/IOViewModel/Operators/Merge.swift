extension ObservableType {
    /// Emits the elements of every source of `sources` as they arrive.
    ///
    /// - Emits: each element of each source, as soon as it arrives; all sources are subscribed at
    ///   once, in order.
    /// - Completes: when every source has completed (at once for an empty collection).
    /// - Errors: at once, when any source fails; the other sources are disposed.
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        let sources = Array(sources)
        return Observable { observer in
            guard !sources.isEmpty else {
                observer.on(.completed)
                return Disposables.create()
            }
            let sink = MergeSink(observer: observer, count: sources.count)
            return trampolinedSubscription {
                for source in sources { sink.add(source) }
                sink.doneSubscribing()
                return sink
            }
        }
    }

    /// Emits the elements of every argument as they arrive (see ``merge(_:)-(Sources)``).
    ///
    /// - Emits: the elements of every source, interleaved as they arrive.
    /// - Completes: when every source has completed.
    /// - Errors: at once, when any source fails; the others are disposed.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }
}

/// Lock-guarded: only touched inside `MergeSink.state.withLock`.
@usableFromInline
struct MergeState<Element>: SerialOutputState, @unchecked Sendable {
    /// Sources not yet completed, plus one while `merge` is still subscribing.
    @usableFromInline var active: Int
    @usableFromInline var isDisposed = false
    @usableFromInline var delivery = SerialDelivery<Element>()

    @inlinable
    init(active: Int) {
        self.active = active
    }
}

/// Forwards the events of several sources through one serial output.
@usableFromInline
final class MergeSink<Element>: Disposable, @unchecked Sendable {
    // `state` is behind its lock; `group` is thread-safe; `observer` is called by the drainer only.
    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline let state: Lock<MergeState<Element>>
    @usableFromInline let group = CompositeDisposable()

    @inlinable
    init(observer: AnyObserver<Element>, count: Int) {
        self.observer = observer
        state = Lock(MergeState(active: count + 1))
    }

    @inlinable
    func add(_ source: Observable<Element>) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(
            source.subscribe(
                AnyObserver { event in
                    switch event {
                    case .next:
                        self.forward { $0.delivery.enqueue(event) }
                    case .error:
                        self.forward { $0.delivery.enqueue(event) }
                        self.group.dispose()
                    case .completed:
                        self.group.remove(for: key)
                        self.sourceEnded()
                    }
                }))
    }

    @inlinable
    func doneSubscribing() {
        sourceEnded()
    }

    @inlinable
    func sourceEnded() {
        var finished = false
        forward { state in
            state.active -= 1
            guard state.active == 0 else { return nil }
            finished = true
            return state.delivery.enqueue(.completed)
        }
        if finished { group.dispose() }
    }

    /// Runs `update` under the lock and delivers what it enqueued.
    @inlinable
    func forward(_ update: (inout MergeState<Element>) -> Event<Element>?) {
        guard let first = state.withLock({ update(&$0) }) else { return }
        var event = first
        while true {
            observer.on(event)
            let next = state.withLock { state -> Event<Element>? in
                if state.isDisposed {
                    state.delivery.abandon()
                    return nil
                }
                return state.delivery.next()
            }
            guard let next else { return }
            event = next
        }
    }

    @inlinable
    func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.delivery.isTerminated = true
        }
        group.dispose()
    }
}
