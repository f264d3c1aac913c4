extension Observable {
    /// Emits `element` again and again, forever.
    ///
    /// Bound it with an operator that stops early, such as `take(_:)`. Each element is emitted by
    /// its own action on `scheduler` (the current-thread trampoline by default), which is what lets
    /// `repeatElement(x).take(3)` terminate.
    ///
    /// - Emits: `element`, endlessly.
    /// - Completes: never.
    /// - Errors: never.
    public static func repeatElement(
        _ element: Element,
        scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        from(EndlessRepetition(element: element), scheduler: scheduler)
    }
}

/// The same element, endlessly.
struct EndlessRepetition<Element>: Sequence, IteratorProtocol {
    let element: Element

    func next() -> Element? {
        element
    }
}
