import Synchronization

/// The part of a subscription to a subject that does not depend on the element type: the "ended"
/// flag, the resource token, and the key of its place in the subject's list.
///
/// Disposing comes through `any Disposable`, so it runs the library's unspecialized code; keeping
/// what it touches free of generic types keeps it free of runtime generic-metadata lookups.
@usableFromInline
class SubjectObserverBase: @unchecked Sendable {
    // Atomic only; `token` is immutable.
    @usableFromInline
    let ended = EndFlag()
    /// The observer's key in the subject's list, set by the drain-role holder that adds it.
    /// Atomic (relaxed) only so that reading it costs no dynamic exclusivity check.
    @usableFromInline
    let id = Atomic<UInt64>(0)
    @usableFromInline
    let token: ResourceToken

    @inlinable
    init(token: ResourceToken) {
        self.token = token
    }

    /// Whether the subscription has ended (disposed, or given its terminal event).
    @inlinable
    final var isEnded: Bool { ended.isSet }

    /// Marks the subscription ended, releasing its token; `true` only for the one caller that
    /// ended it.
    @inlinable
    final func end() -> Bool {
        let won = ended.set()
        if won { token.release() }
        return won
    }
}

/// One subscription to a subject: the observer's handler, an "ended" flag, and the way back to
/// the subject for removal. It is also the `Disposable` the subscriber gets.
@usableFromInline
final class SubjectObserver<Element>: SubjectObserverBase, Disposable, @unchecked Sendable {
    // `handler` is immutable; `core` is weak so a subject nobody holds can go away even while
    // subscriptions to it are still held.
    @usableFromInline
    let handler: (Event<Element>) -> Void
    @usableFromInline
    weak var core: SubjectCore<Element>?

    @inlinable
    init(handler: @escaping (Event<Element>) -> Void, core: SubjectCore<Element>) {
        self.handler = handler
        self.core = core
        super.init(token: ResourceToken(source: core.subscriptionSource))
    }

    /// Delivers an element unless the subscription has ended; a dispose that returned before this
    /// check is always seen, so nothing sent after `dispose()` returns gets through.
    @inlinable
    func deliverNext(_ event: Event<Element>) {
        if !ended.isSet { handler(event) }
    }

    /// Delivers a terminal event if the subscription has not ended, and ends it.
    @inlinable
    func deliverTerminal(_ event: Event<Element>) {
        if end() { handler(event) }
    }

    /// Delivers `event`, whichever kind it is.
    @inlinable
    func deliver(_ event: Event<Element>) {
        if event.isStopEvent { deliverTerminal(event) } else { deliverNext(event) }
    }

    @inlinable
    func dispose() {
        if end() { core?.remove(self) }
    }
}
