/// A subject that emits only its last element, and only when it completes.
///
/// On `.completed` every observer receives the last element (if there was one) and then
/// `.completed`; subscribers after that receive the same two events. On `.error` observers receive
/// only the error. Thread safety and ordering are as for ``PublishSubject``.
public final class AsyncSubject<Element>: SubjectBase<Element>, SubjectType {
    /// Creates a subject with no element yet.
    @inlinable
    public init() {
        super.init(core: SubjectCore(mode: .async))
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> AsyncSubject<Element> { self }
}

extension AsyncSubject: @unchecked Sendable where Element: Sendable {}
