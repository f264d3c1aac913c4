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

/// Lock-guarded: only touched inside `MergeSink.output`'s lock.
@usableFromInline
struct MergeState<Element>: SerialOutputState, @unchecked Sendable {
    /// Sources not yet completed, plus one while `merge` is still subscribing.
    @usableFromInline var active: Int
    @usableFromInline var delivery = SerialDelivery<Element>()

    @inlinable
    init(active: Int) {
        self.active = active
    }
}

/// Forwards the events of several sources through one serial output.
@usableFromInline
final class MergeSink<Element>: Disposable, @unchecked Sendable {
    // Mutable state is in `output`; `group` is thread-safe.
    @usableFromInline let output: LockedOutput<MergeState<Element>>
    @usableFromInline let group = CompositeDisposable()

    @inlinable
    init(observer: AnyObserver<Element>, count: Int) {
        output = LockedOutput(MergeState(active: count + 1), observer: observer)
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
                        self.output.send(event)
                    case .error:
                        self.output.send(event)
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
        output.update { state in
            state.active -= 1
            guard state.active == 0 else { return nil }
            finished = true
            return state.delivery.enqueue(.completed)
        }
        if finished { group.dispose() }
    }

    @inlinable
    func dispose() {
        output.stop()
        group.dispose()
    }
}
