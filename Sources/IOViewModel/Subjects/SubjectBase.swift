/// What every subject shares: it is fed as an observer and observed as a sequence, through the
/// library's serializing `SubjectCore`. Only the subjects in this module derive from it.
public class SubjectBase<Element>: ObservableType, ObserverType {
    @usableFromInline
    let core: SubjectCore<Element>

    @usableFromInline
    init(core: SubjectCore<Element>) {
        self.core = core
    }

    /// Whether anyone is subscribed.
    public final var hasObservers: Bool { core.hasObservers }

    /// Sends `event` to the subject: what each kind of subject then delivers, and to whom, is
    /// described on the subject itself.
    @inlinable
    public final func on(_ event: Event<Element>) {
        core.send(event)
    }

    /// Subscribes `observer`; what it receives first (nothing, the current value, the buffer) is
    /// described on the subject itself.
    @inlinable
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        core.subscribe(observer)
    }

    /// This subject as an ``Observable``.
    @inlinable
    public final func asObservable() -> Observable<Element> {
        core.asObservable()
    }
}
