extension Observable where Element: FixedWidthInteger {
    /// Emits `count` consecutive integers starting at `start`, then completes.
    ///
    /// Each element is emitted by its own action on `scheduler` (the current-thread trampoline by
    /// default), so an operator downstream such as `take(_:)` stops the range between elements. On
    /// the default scheduler, a top-level subscription emits everything before `subscribe` returns.
    ///
    /// - Emits: `start`, `start + 1`, ..., `start + count - 1`.
    /// - Completes: after the last integer; at once when `count` is zero.
    /// - Errors: never.
    /// - Precondition: `count` is not negative and `start + count - 1` is representable.
    public static func range(
        start: Element,
        count: Element,
        scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        precondition(count >= 0, "range: count can't be negative")
        precondition(count == 0 || start <= Element.max - (count - 1), "range: start + count - 1 overflows")
        return from(IntegerRun(first: start, count: count), scheduler: scheduler)
    }
}

/// `count` consecutive integers from `first`, without computing the one past the end (which may
/// not be representable).
struct IntegerRun<Element: FixedWidthInteger>: Sequence, IteratorProtocol {
    var first: Element
    var count: Element

    mutating func next() -> Element? {
        guard count > 0 else { return nil }
        let element = first
        count -= 1
        if count > 0 { first += 1 }
        return element
    }
}
