/// A subject that forwards each event to the observers subscribed at the time it is sent.
///
/// Late subscribers see only later events; after a terminal event, new subscribers receive that
/// terminal event at once.
///
/// Safe to feed from any thread: deliveries to one observer never overlap and keep the order in
/// which they were sent, and an observer that sends into the subject it observes gets the new
/// event after the current one has reached every observer (RxSwift would nest the call).
public final class PublishSubject<Element>: SubjectBase<Element>, SubjectType {
    /// Creates a subject with no observers.
    @inlinable
    public init() {
        super.init(core: SubjectCore(mode: .publish))
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> PublishSubject<Element> { self }
}

extension PublishSubject: @unchecked Sendable where Element: Sendable {}
