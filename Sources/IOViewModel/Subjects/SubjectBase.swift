/// What every subject shares: it is fed as an observer and observed as a sequence, through the
/// library's serializing `SubjectCore`. Only the subjects in this module derive from it.
///
/// A subject is an ``Observable``, as in RxSwift: subscribing to it subscribes to its core.
public class SubjectBase<Element>: Observable<Element>, ObserverType {
    @usableFromInline
    let core: SubjectCore<Element>

    @usableFromInline
    init(core: SubjectCore<Element>) {
        self.core = core
        // The subscription names the subject (see `SubjectCore.subscriptionSource`): no step of its own.
        super.init(name: "", unsafeSubscribe: core.subscriber)
    }

    /// Whether anyone is subscribed.
    public final var hasObservers: Bool { core.hasObservers }

    /// Sends `event` to the subject: what each kind of subject then delivers, and to whom, is
    /// described on the subject itself.
    @inlinable
    public final func on(_ event: Event<Element>) {
        core.send(event)
    }
}
