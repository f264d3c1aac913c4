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

    /// Emits `element` on `scheduler`, then completes in the next action scheduled there, as in
    /// RxSwift.
    ///
    /// - Emits: `element`, in an action on `scheduler`.
    /// - Completes: in a second action on `scheduler`, scheduled right after `element`; not at
    ///   all if the subscription was disposed meanwhile (even from the observer's `onNext`).
    /// - Errors: never.
    public static func just(_ element: Element, scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        Observable { observer in
            let completion = SingleAssignmentDisposable()
            let next = scheduler.schedule {
                observer.on(.next(element))
                // Disposed in `onNext`: the completion is never scheduled (setting a disposed
                // holder disposes what it is given).
                guard !completion.isDisposed else { return }
                completion.setDisposable(scheduler.schedule { observer.on(.completed) })
            }
            return Disposables.create(next, completion)
        }
    }
}
