/// What every relay shares: a subject core that only ever carries elements, fed with
/// ``accept(_:)``. Only the relays in this module derive from it.
public class RelayBase<Element>: ObservableType {
    @usableFromInline
    let core: SubjectCore<Element>

    @usableFromInline
    init(core: SubjectCore<Element>) {
        self.core = core
    }

    /// Sends `element` to every current observer (and records it, for the relays that replay).
    @inlinable
    public final func accept(_ element: Element) {
        core.send(.next(element))
    }

    /// Subscribes `observer`; what it receives first is described on the relay itself.
    @inlinable
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        core.subscribe(observer)
    }

    /// This relay as an ``Observable``.
    @inlinable
    public final func asObservable() -> Observable<Element> {
        core.asObservable()
    }
}
