extension PrimitiveSequence where Element: FixedWidthInteger {
    /// A ``Single`` or ``Maybe`` that emits `0` once `dueTime` has elapsed on `scheduler`.
    ///
    /// - Emits: `0`, `dueTime` after subscription.
    /// - Completes: right after it.
    /// - Errors: never.
    public static func timer(
        _ dueTime: RxTimeInterval, scheduler: some SchedulerType
    ) -> PrimitiveSequence<
        Trait, Element
    > {
        PrimitiveSequence(raw: Observable.timer(dueTime, scheduler: scheduler))
    }
}
