/// A subject that forwards each event to the observers subscribed at the time it is sent.
///
/// Late subscribers see only later events; after a terminal event, new subscribers receive that
/// terminal event at once.
///
/// Safe to feed from any thread: deliveries to one observer never overlap and keep the order in
/// which they were sent, and an observer that sends into the subject it observes gets the new
/// event after the current one has reached every observer (RxSwift would nest the call).
public final class PublishSubject<Element>: SubjectType, ObserverType {
    @usableFromInline
    let core = SubjectCore<Element>(mode: .publish)

    /// Creates a subject with no observers.
    @inlinable
    public init() {}

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Sends `event` to every current observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event)
    }

    /// Subscribes `observer` to every event sent from now on.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver(observer).eventHandler)
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> PublishSubject<Element> { self }

    /// This subject as an ``Observable``.
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable { observer in self.core.subscribe(observer.eventHandler) }
    }
}

extension PublishSubject: @unchecked Sendable where Element: Sendable {}
