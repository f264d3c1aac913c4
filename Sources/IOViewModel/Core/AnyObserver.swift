/// A type-erased observer: a closure that receives events.
///
/// `Observable.create` hands one to its subscribe closure, and operators pass them upstream.
/// Wrapping an `AnyObserver` in another does not add a layer.
@frozen
public struct AnyObserver<Element>: ObserverType {
    /// The type of the closure that receives each event.
    public typealias EventHandler = (Event<Element>) -> Void

    /// The closure that receives each event.
    public let eventHandler: (Event<Element>) -> Void

    /// Creates an observer that calls `eventHandler` with each event.
    @inlinable
    public init(eventHandler: @escaping (Event<Element>) -> Void) {
        self.eventHandler = eventHandler
    }

    /// Creates an observer that forwards every event to `observer`.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            self.eventHandler = observer.on
        }
    }

    /// Passes `event` to the wrapped closure.
    @inlinable
    public func on(_ event: Event<Element>) {
        eventHandler(event)
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}
