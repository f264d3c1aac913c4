extension Observable {
    /// Emits `element`, then completes, synchronously on subscription.
    ///
    /// - Emits: `element`, on subscription.
    /// - Completes: right after `element`.
    /// - Errors: never.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Observable { observer in
            observer.on(.next(element))
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// Emits `element` on `scheduler`, then completes.
    ///
    /// - Emits: `element`, in an action on `scheduler`.
    /// - Completes: right after `element`, in the same action.
    /// - Errors: never.
    public static func just(_ element: Element, scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        Observable { observer in
            scheduler.schedule {
                observer.on(.next(element))
                observer.on(.completed)
            }
        }
    }
}
