extension Observable {
    /// Emits `element`, then completes, synchronously on subscription.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Observable { observer in
            observer.on(.next(element))
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// Emits `element` on `scheduler`, then completes.
    public static func just(_ element: Element, scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        Observable { observer in
            scheduler.schedule {
                observer.on(.next(element))
                observer.on(.completed)
            }
        }
    }
}
