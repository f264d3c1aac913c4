extension ObservableType {
    /// Subscribes to this sequence only `dueTime` after being subscribed to.
    ///
    /// Disposing before `dueTime` cancels the subscription altogether.
    ///
    /// - Emits: this sequence's elements, once subscribed; nothing before `dueTime`.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        Observable { observer in
            // The source's events pass through the sink's gate: a subscription that the timer
            // makes while (or after) the subscriber disposes delivers nothing once `dispose()`
            // has returned.
            let sink = ScheduledSubscription()
            sink.scheduled.setDisposable(
                scheduler.schedule(after: dueTime) {
                    sink.subscription.setDisposable(self.subscribe(sink.gate(observer)))
                })
            return sink
        }
    }
}
