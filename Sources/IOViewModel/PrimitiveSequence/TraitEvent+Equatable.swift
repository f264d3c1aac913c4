extension MaybeEvent: Equatable where Element: Equatable {
    /// Two outcomes are equal when they are the same case with equal elements; two errors are
    /// equal as ``errorsMatch(_:_:)`` decides, as for ``Event``.
    public static func == (lhs: MaybeEvent, rhs: MaybeEvent) -> Bool {
        switch (lhs, rhs) {
        case (.success(let l), .success(let r)): return l == r
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsMatch(l, r)
        default: return false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Two outcomes are equal when they are the same case; two errors are equal as
    /// ``errorsMatch(_:_:)`` decides, as for ``Event``.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsMatch(l, r)
        default: return false
        }
    }
}
