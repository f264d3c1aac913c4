/// A ``PublishSubject`` that can only carry elements: it never errors and never completes.
///
/// Use it for a view model's events ("a tap happened"); feed it with ``accept(_:)``.
public final class PublishRelay<Element>: ObservableType {
    @usableFromInline
    let subject = PublishSubject<Element>()

    /// Creates a relay with no observers.
    @inlinable
    public init() {}

    /// Sends `element` to every current observer.
    @inlinable
    public func accept(_ element: Element) {
        subject.on(.next(element))
    }

    /// Subscribes `observer` to every element accepted from now on.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// This relay as an ``Observable``.
    @inlinable
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

extension PublishRelay: @unchecked Sendable where Element: Sendable {}
