extension ObservableType {
    /// Subscribes to this sequence only `dueTime` after being subscribed to.
    ///
    /// - Emits, completes, errors: as this sequence, once subscribed; nothing before `dueTime`.
    ///   Disposing before `dueTime` cancels the subscription altogether.
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        Observable { observer in
            scheduler.scheduleRelative((), dueTime: dueTime) { _ in self.subscribe(observer) }
        }
    }
}
