/// Something that receives the events of an observable sequence.
///
/// The library guarantees that one observer is never given two events at once and never given an
/// event after a terminal one, so an implementation needs no locking of its own.
public protocol ObserverType<Element> {
    /// The type of element received.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends `.completed`.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }

    /// Sends `.error(error)`.
    @inlinable
    public func onError(_ error: any Error) {
        on(.error(error))
    }

    /// Wraps this observer in a type-erased ``AnyObserver``.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer that transforms each element with `transform` before handing it to this one.
    ///
    /// An error thrown by `transform` is delivered as an `.error` event.
    @inlinable
    public func mapObserver<Source>(_ transform: @escaping (Source) throws -> Element) -> AnyObserver<Source> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
