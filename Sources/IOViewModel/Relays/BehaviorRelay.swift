/// A ``BehaviorSubject`` that can only carry elements: it has a current ``value``, never errors
/// and never completes.
///
/// Use it for a view model's state; read ``value`` synchronously, update it with
/// ``RelayBase/accept(_:)``. New subscribers receive the current value first.
public final class BehaviorRelay<Element>: RelayBase<Element> {
    /// Creates a relay whose current value is `value`.
    @inlinable
    public init(value: Element) {
        super.init(core: SubjectCore(mode: .behavior, initialValue: value, relay: true))
    }

    /// The current value: the last one accepted, or the initial one.
    public var value: Element {
        // A behavior core always holds an element, and a relay's core never terminates.
        guard let value = core.latest.element else {
            preconditionFailure("A BehaviorRelay always holds a value")
        }
        return value
    }
}

extension BehaviorRelay: @unchecked Sendable where Element: Sendable {}
