import Synchronization

extension ObservableType {
    /// Mirrors whichever of this observable and `right` reacts first.
    ///
    /// The first source to send any event (an element, a completion or an error) wins: the other's
    /// subscription is disposed at once. Both sources are subscribed, this one first, through the
    /// current-thread trampoline; they may emit on different threads.
    ///
    /// - Emits: the winner's elements.
    /// - Completes: when the winner completes.
    /// - Errors: when the winner fails.
    @inlinable
    public func amb<Right: ObservableConvertibleType>(_ right: Right) -> Observable<Element>
    where Right.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }
}

extension Observable {
    /// Mirrors whichever of `sources` reacts first.
    ///
    /// The first source to send any event (an element, a completion or an error) wins: every other
    /// subscription is disposed at once. The sources are subscribed in order through the
    /// current-thread trampoline; they may emit on different threads.
    ///
    /// - Emits: the winner's elements.
    /// - Completes: when the winner completes. With no sources, never.
    /// - Errors: when the winner fails.
    @inlinable
    public static func amb<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        let sources = Array(sources)
        if sources.isEmpty { return .never() }
        return Observable { observer in
            let sink = AmbSink(observer: observer, sourceCount: sources.count)
            sink.run(sources)
            return sink
        }
    }
}

/// One subscription to `amb`: a subscription per source, and the winner once one has reacted.
@usableFromInline
final class AmbSink<Element>: Disposable, @unchecked Sendable {
    // Immutable after init, except `output` (its state behind its lock); each holder has its own lock.
    @usableFromInline
    let subscriptions: [SingleAssignmentDisposable]
    @usableFromInline
    let output: LockedOutput<AmbState<Element>>

    @inlinable
    init(observer: AnyObserver<Element>, sourceCount: Int) {
        output = LockedOutput(AmbState(), observer: observer)
        subscriptions = (0..<sourceCount).map { _ in SingleAssignmentDisposable() }
    }

    @inlinable
    func run(_ sources: [Observable<Element>]) {
        withCurrentThreadTrampoline {
            for (index, source) in sources.enumerated() {
                self.subscriptions[index].setDisposable(
                    source.subscribe(AnyObserver { event in self.on(event, from: index) })
                )
            }
        }
    }

    @inlinable
    func on(_ event: Event<Element>, from index: Int) {
        var first: Event<Element>?
        var wonNow = false
        let isWinner = output.withState { state -> Bool in
            if state.winner == nil, !state.isDisposed {
                state.winner = index
                wonNow = true
            }
            guard state.winner == index else { return false }
            first = state.delivery.enqueue(event)
            return true
        }
        guard isWinner else { return }
        if wonNow {
            for (other, subscription) in subscriptions.enumerated() where other != index {
                subscription.dispose()
            }
        }
        if let first { output.drain(first) }
        if event.isStopEvent { subscriptions[index].dispose() }
    }

    @inlinable
    func dispose() {
        output.withState { state in
            state.isDisposed = true
            state.delivery.abandon()
        }
        for subscription in subscriptions { subscription.dispose() }
    }
}

/// Lock-guarded: only touched inside `AmbSink.output.withState`.
@usableFromInline
struct AmbState<Element>: SerialOutputState, @unchecked Sendable {
    @usableFromInline var delivery = SerialDelivery<Element>()
    /// The index of the source that reacted first.
    @usableFromInline var winner: Int?
    @usableFromInline var isDisposed = false

    @inlinable
    init() {}
}
