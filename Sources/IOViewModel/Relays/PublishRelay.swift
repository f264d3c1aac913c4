/// A ``PublishSubject`` that can only carry elements: it never errors and never completes.
///
/// Use it for a view model's events ("a tap happened"); feed it with ``RelayBase/accept(_:)``.
public final class PublishRelay<Element>: RelayBase<Element> {
    /// Creates a relay with no observers.
    @inlinable
    public init() {
        super.init(core: SubjectCore(mode: .publish, relay: true))
    }
}

extension PublishRelay: @unchecked Sendable where Element: Sendable {}
