/// A subject that holds a current value and gives it to each new subscriber first.
///
/// After a terminal event, new subscribers receive only that event. Thread safety and ordering
/// are as for ``PublishSubject``.
public final class BehaviorSubject<Element>: SubjectBase<Element>, SubjectType {
    /// Creates a subject whose current value is `value`.
    @inlinable
    public init(value: Element) {
        super.init(core: SubjectCore(mode: .behavior, initialValue: value))
    }

    /// The current value.
    ///
    /// - Throws: the error the subject failed with, if it has failed.
    public func value() throws -> Element {
        let (element, terminal) = core.latest
        if case .error(let error) = terminal { throw error }
        guard let element else { throw RxError.noElements }
        return element
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> BehaviorSubject<Element> { self }
}

extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
