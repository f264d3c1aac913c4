extension ObservableType {
    /// Subscribes to this sequence, and disposes that subscription, on `scheduler`.
    ///
    /// Events arrive on whatever thread this sequence emits on (use ``observe(on:)`` to choose
    /// where events are delivered). Nothing is delivered once the subscription is disposed, even
    /// though the disposal itself runs later, on `scheduler`. After a terminal event it disposes
    /// its subscription to this sequence, on `scheduler`, as RxSwift's does.
    ///
    /// - Emits: this sequence's elements.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func subscribe(on scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        Observable { observer in
            let sink = ScheduledSubscription()
            sink.scheduled.setDisposable(
                scheduler.schedule {
                    let subscription = self.subscribe(SubscribeOnObserver(sink: sink, observer: observer))
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
final class ScheduledSubscription: Disposable, @unchecked Sendable {
    // `ended` is atomic, the disposables thread-safe.
    @usableFromInline let ended = EndFlag()
    /// The scheduled subscribe action; `subscription` is then the source subscription.
    @usableFromInline let scheduled = SingleAssignmentDisposable()
    @usableFromInline let subscription = SingleAssignmentDisposable()

    @inlinable
    init() {}

    /// `observer`, behind the gate: it receives nothing once the subscription is disposed.
    @inlinable
    func gate<Element>(_ observer: AnyObserver<Element>) -> AnyObserver<Element> {
        AnyObserver { event in if !self.ended.isSet { observer.on(event) } }
    }

    @inlinable
    func dispose() {
        _ = ended.set()
        scheduled.dispose()
        subscription.dispose()
    }
}

/// What `subscribe(on:)` subscribes to its source: forwards until the subscription is disposed,
/// and disposes it (on the scheduler) after a terminal event.
///
/// A type of its own rather than an `AnyObserver`: a test observable made with RxTest's API
/// treats it as a direct subscriber, as RxTest's treats RxSwift's `subscribe(on:)` sink, and logs
/// the subscription's end when the scheduled disposal runs.
@usableFromInline
struct SubscribeOnObserver<Element>: ObserverType {
    @usableFromInline let sink: ScheduledSubscription
    @usableFromInline let observer: AnyObserver<Element>

    @inlinable
    init(sink: ScheduledSubscription, observer: AnyObserver<Element>) {
        self.sink = sink
        self.observer = observer
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !sink.ended.isSet else { return }
        observer.on(event)
        if event.isStopEvent { sink.dispose() }
    }
}
