import Synchronization

extension ObservableType {
    /// Subscribes to this sequence, and disposes that subscription, on `scheduler`.
    ///
    /// Events arrive on whatever thread this sequence emits on (use ``observe(on:)`` to choose
    /// where events are delivered). Nothing is delivered once the subscription is disposed, even
    /// though the disposal itself runs later, on `scheduler`.
    ///
    /// - Emits: this sequence's elements.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func subscribe(on scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        Observable { observer in
            let sink = SubscribeOnSink(observer: observer)
            sink.scheduled.setDisposable(
                scheduler.schedule {
                    let subscription = self.subscribe(AnyObserver { event in sink.forward(event) })
                    sink.subscription.setDisposable(
                        Disposables.create {
                            _ = scheduler.schedule { subscription.dispose() }
                        })
                })
            return sink
        }
    }
}

/// A subscription made later, on a scheduler (`subscribe(on:)`, `delaySubscription`): the
/// scheduled action, the source subscription it makes, and a gate that stops forwarding the
/// moment the subscriber disposes, even while the source subscription is still being made.
@usableFromInline
final class SubscribeOnSink<Element>: Disposable, @unchecked Sendable {
    // `observer` is called one event at a time by the source; `isDisposed` is atomic.
    @usableFromInline let observer: AnyObserver<Element>
    /// The scheduled subscribe action; then the subscription, disposed on the scheduler.
    @usableFromInline let scheduled = SingleAssignmentDisposable()
    @usableFromInline let subscription = SingleAssignmentDisposable()
    @usableFromInline let isDisposed = Atomic(false)

    @inlinable
    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    @inlinable
    func forward(_ event: Event<Element>) {
        guard !isDisposed.load(ordering: .acquiring) else { return }
        observer.on(event)
    }

    @inlinable
    func dispose() {
        isDisposed.store(true, ordering: .releasing)
        scheduled.dispose()
        subscription.dispose()
    }
}
