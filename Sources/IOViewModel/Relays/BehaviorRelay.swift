/// A ``BehaviorSubject`` that can only carry elements: it has a current ``value``, never errors
/// and never completes.
///
/// Use it for a view model's state; read ``value`` synchronously, update it with ``accept(_:)``.
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline
    let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    @inlinable
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value: the last one accepted, or the initial one.
    public var value: Element {
        // A relay's subject never fails, so `value()` cannot throw here.
        guard let value = try? subject.value() else {
            preconditionFailure("A BehaviorRelay always holds a value")
        }
        return value
    }

    /// Makes `element` the current value and sends it to every current observer.
    @inlinable
    public func accept(_ element: Element) {
        subject.on(.next(element))
    }

    /// Subscribes `observer`, which receives the current value at once, then every later one.
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

extension BehaviorRelay: @unchecked Sendable where Element: Sendable {}
