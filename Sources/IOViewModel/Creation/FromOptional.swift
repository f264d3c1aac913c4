extension Observable {
    /// Emits `optional`'s value if it has one, then completes.
    ///
    /// - Emits: the wrapped value on subscription, if any.
    /// - Completes: right after it, or at once for `nil`.
    /// - Errors: never.
    public static func from(optional: Element?) -> Observable<Element> {
        optional.map { .just($0) } ?? .empty()
    }

    /// Emits `optional`'s value if it has one, then completes, each in an action on `scheduler`.
    ///
    /// - Emits: the wrapped value, in an action scheduled on subscription.
    /// - Completes: in the next action, or in the first for `nil`.
    /// - Errors: never.
    public static func from(optional: Element?, scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        from(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}
