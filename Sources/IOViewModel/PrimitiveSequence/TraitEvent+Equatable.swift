extension MaybeEvent: Equatable where Element: Equatable {
    /// Two outcomes are equal when they are the same case with equal elements; two errors are
    /// equal as ``errorsMatch(_:_:)`` decides, as for ``Event``.
    public static func == (lhs: MaybeEvent, rhs: MaybeEvent) -> Bool {
        lhs.event == rhs.event
    }
}

extension CompletableEvent: Equatable {
    /// Two outcomes are equal when they are the same case; two errors are equal as
    /// ``errorsMatch(_:_:)`` decides, as for ``Event``.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        lhs.event == rhs.event
    }
}
