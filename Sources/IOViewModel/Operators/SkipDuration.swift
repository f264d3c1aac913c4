import Synchronization

extension ObservableType {
    /// Drops the elements this sequence emits during the first `duration` of the subscription.
    ///
    /// - Emits: the elements that arrive once `duration` has passed since subscription (an element
    ///   arriving at the very moment the time is up, but before the timer runs, is dropped).
    /// - Completes: when this sequence completes, at any time.
    /// - Errors: when this sequence fails, at any time.
    @inlinable
    public func skip(_ duration: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        Observable { observer in
            let isOpen = Atomic(false)
            let timer = scheduler.schedule(after: duration) { isOpen.store(true, ordering: .releasing) }
            let sink = StoppableSink(observer)
            sink.upstream.setDisposable(
                self.subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next:
                            if isOpen.load(ordering: .acquiring) { observer.on(event) }
                        case .error, .completed:
                            timer.dispose()
                            sink.finish(event)
                        }
                    }))
            return Disposables.create(sink, timer)
        }
    }
}
