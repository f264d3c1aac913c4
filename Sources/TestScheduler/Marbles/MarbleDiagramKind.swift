/// Which marks a diagram may contain.
public enum MarbleDiagramKind: Sendable, Equatable {
    /// Events relative to the subscription: no `^`, no `!`.
    case cold
    /// Events on the test's time axis; an optional `^` marks frame zero (the subscription point),
    /// earlier frames are negative. No `!`.
    case hot
    /// A subscription diagram: `-`, spaces, time progressions, one `^` and at most one `!`.
    case subscription
}
