/// One notification in an observable sequence.
///
/// A sequence obeys the grammar `next* (error | completed)?`: any number of elements, then at most
/// one terminal event, after which nothing more is delivered.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed; no further events follow.
    case error(any Error)
    /// The sequence finished successfully; no further events follow.
    case completed

    /// The element carried by a `.next` event, or `nil` for a terminal event.
    @inlinable
    public var element: Element? {
        if case .next(let element) = self { return element }
        return nil
    }

    /// The error carried by an `.error` event, or `nil` otherwise.
    @inlinable
    public var error: (any Error)? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is `.error` or `.completed`, after which a sequence delivers nothing.
    @inlinable
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// Whether this is `.completed`.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `.next` event; terminal events pass through unchanged.
    ///
    /// An error thrown by `transform` becomes an `.error` event.
    @inlinable
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    /// `next(value)`, `error(description)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let element): return "next(\(element))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: Sendable where Element: Sendable {}

extension Event: Equatable where Element: Equatable {
    /// Two events are equal when they are the same case with equal elements; two errors are equal
    /// when their types and descriptions match (errors are not `Equatable` in general).
    public static func == (lhs: Event, rhs: Event) -> Bool {
        switch (lhs, rhs) {
        case (.next(let l), .next(let r)): return l == r
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsMatch(l, r)
        default: return false
        }
    }
}

/// Errors compare equal when they are of the same type and, if `Equatable`, equal; otherwise when
/// their `NSError`-free descriptions match. Used by `Event` and by the test scheduler.
public func errorsMatch(_ lhs: any Error, _ rhs: any Error) -> Bool {
    func open<L: Error>(_ l: L) -> Bool {
        guard let r = rhs as? L else { return false }
        if let l = (l as Any) as? any Equatable { return isEqual(l, r) }
        return String(reflecting: l) == String(reflecting: r)
    }
    return open(lhs)
}

private func isEqual<L: Equatable>(_ lhs: L, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? L else { return false }
    return lhs == rhs
}
