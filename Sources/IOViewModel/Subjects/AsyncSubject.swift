/// A subject that emits only its last element, and only when it completes.
///
/// On `.completed` every observer receives the last element (if there was one) and then
/// `.completed`; subscribers after that receive the same two events. On `.error` observers receive
/// only the error. Thread safety and ordering are as for ``PublishSubject``.
public final class AsyncSubject<Element>: SubjectType, ObserverType {
    @usableFromInline
    let core = SubjectCore<Element>(mode: .async)

    /// Creates a subject with no element yet.
    @inlinable
    public init() {}

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Remembers `.next` elements; delivers the last one and completion on `.completed`.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event)
    }

    /// Subscribes `observer` to the subject's outcome.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver(observer).eventHandler)
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> AsyncSubject<Element> { self }

    /// This subject as an ``Observable``.
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable { observer in self.core.subscribe(observer.eventHandler) }
    }
}

extension AsyncSubject: @unchecked Sendable where Element: Sendable {}
