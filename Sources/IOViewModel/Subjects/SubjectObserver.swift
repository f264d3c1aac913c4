import Synchronization

/// One subscription to a subject: the observer's handler, an "ended" flag, and the way back to
/// the subject for removal. It is also the `Disposable` the subscriber gets.
@usableFromInline
final class SubjectObserver<Element>: Disposable, @unchecked Sendable {
    // `handler` and `id` are immutable; `ended` is atomic; `core` is weak so a subject nobody
    // holds can go away even while subscriptions to it are still held.
    @usableFromInline
    let handler: (Event<Element>) -> Void
    @usableFromInline
    let ended = Atomic<Bool>(false)
    @usableFromInline
    var id: UInt64 = 0
    @usableFromInline
    weak var core: SubjectCore<Element>?
    @usableFromInline
    let token = ResourceToken()

    @inlinable
    init(handler: @escaping (Event<Element>) -> Void, core: SubjectCore<Element>) {
        self.handler = handler
        self.core = core
    }

    /// Delivers an element unless the subscription has ended; a dispose that returned before this
    /// check is always seen, so nothing sent after `dispose()` returns gets through.
    @inlinable
    func deliverNext(_ event: Event<Element>) {
        if !ended.load(ordering: .acquiring) { handler(event) }
    }

    /// Delivers a terminal event if the subscription has not ended, and ends it.
    @inlinable
    func deliverTerminal(_ event: Event<Element>) {
        if end() { handler(event) }
    }

    /// Marks the subscription ended; `true` only for the one caller that ended it.
    @inlinable
    func end() -> Bool {
        let (won, _) = ended.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        if won { token.release() }
        return won
    }

    @inlinable
    func dispose() {
        if end() { core?.remove(self) }
    }
}
