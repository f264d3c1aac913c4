extension Observable {
    /// Completes at once, without emitting.
    ///
    /// - Emits: nothing.
    /// - Completes: at once, on subscription.
    /// - Errors: never.
    @inlinable
    public static func empty() -> Observable<Element> {
        Observable { observer in
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// Never emits, never completes, never fails.
    ///
    /// - Emits: nothing.
    /// - Completes: never.
    /// - Errors: never.
    @inlinable
    public static func never() -> Observable<Element> {
        Observable { _ in Disposables.create() }
    }

    /// Fails at once with `error`, without emitting.
    ///
    /// - Emits: nothing.
    /// - Completes: never.
    /// - Errors: at once, on subscription, with `error`.
    @inlinable
    public static func error(_ error: any Error) -> Observable<Element> {
        Observable { observer in
            observer.on(.error(error))
            return Disposables.create()
        }
    }
}
