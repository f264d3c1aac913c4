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
            scheduler.scheduleRelative((), dueTime: dueTime) { _ in self.subscribe(observer) }
        }
    }
}
