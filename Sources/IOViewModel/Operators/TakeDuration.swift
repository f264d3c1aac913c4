extension ObservableType {
    /// Emits this sequence's elements for `duration` after subscription, then completes.
    ///
    /// - Emits: the elements that arrive within `duration` of the subscription.
    /// - Completes: `duration` after subscription (the source is then disposed), or earlier when
    ///   this sequence completes.
    /// - Errors: when this sequence fails within `duration`.
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        Observable { observer in
            let sink = TakeDurationSink(observer: observer)
            return trampolinedSubscription {
                sink.timer.setDisposable(scheduler.schedule(after: duration) { sink.finish(.completed) })
                sink.source.setDisposable(
                    self.subscribe(
                        AnyObserver { event in
                            if event.isStopEvent {
                                sink.finish(event)
                            } else {
                                sink.output.send(event)
                            }
                        }))
                return sink
            }
        }
    }
}

@usableFromInline
final class TakeDurationSink<Element>: Disposable, @unchecked Sendable {
    // Mutable state is in `output`; the disposables are thread-safe.
    @usableFromInline let output: LockedOutput<DeliveryOnlyState<Element>>
    @usableFromInline let source = SingleAssignmentDisposable()
    @usableFromInline let timer = SingleAssignmentDisposable()

    @inlinable
    init(observer: AnyObserver<Element>) {
        output = LockedOutput(DeliveryOnlyState(), observer: observer)
    }

    @inlinable
    func finish(_ event: Event<Element>) {
        output.send(event)
        source.dispose()
        timer.dispose()
    }

    @inlinable
    func dispose() {
        output.stop()
        source.dispose()
        timer.dispose()
    }
}
