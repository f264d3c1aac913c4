extension Infallible {
    /// A sequence that emits `element`, then completes, in actions on `scheduler`.
    ///
    /// - Emits: `element`, in an action scheduled on subscription.
    /// - Completes: right after it.
    /// - Errors: never.
    public static func just(_ element: Element, scheduler: some ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(unchecked: .just(element, scheduler: scheduler))
    }

    /// A sequence of the elements of `sequence`, one per action on `scheduler`.
    ///
    /// - Emits: the elements of `sequence` in order, one per action.
    /// - Completes: after the last.
    /// - Errors: never.
    public static func from<Source: Sequence>(
        _ sequence: Source, scheduler: some ImmediateSchedulerType
    ) -> Infallible<Element> where Source.Element == Element {
        Infallible(unchecked: .from(sequence, scheduler: scheduler))
    }

    /// A sequence of the arguments, one per action on `scheduler`.
    ///
    /// - Emits: `elements` in order, one per action.
    /// - Completes: after the last.
    /// - Errors: never.
    public static func of(_ elements: Element..., scheduler: some ImmediateSchedulerType) -> Infallible<Element> {
        from(elements, scheduler: scheduler)
    }

    /// This sequence's elements for `duration` after subscription.
    ///
    /// - Emits: this sequence's elements until `duration` has elapsed.
    /// - Completes: when `duration` elapses, or when this sequence completes first.
    /// - Errors: never.
    public func take(for duration: RxTimeInterval, scheduler: some SchedulerType) -> Infallible<Element> {
        Infallible(unchecked: asObservable().take(for: duration, scheduler: scheduler))
    }
}
