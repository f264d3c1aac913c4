/// A push-based sequence of elements that observers subscribe to.
///
/// Conforming types implement ``subscribe(_:)-(Observer)``; everything else, every operator
/// included, is built on it.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// The type of element produced.
    associatedtype Element

    /// Starts delivering events to `observer` and returns what stops them.
    ///
    /// Events may arrive before this returns (for example from `just`). Disposing the result
    /// stops delivery: no event sent after `dispose()` returns reaches `observer`.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element

    /// This sequence as a concrete ``Observable``.
    func asObservable() -> Observable<Element>
}

extension ObservableType {
    /// Wraps this sequence in an ``Observable`` that subscribes to it.
    @inlinable
    public func asObservable() -> Observable<Element> {
        // No step of its own: the chain in a leak report goes on to what `self` subscribes to.
        Observable(name: "") { observer in self.subscribe(observer) }
    }
}
