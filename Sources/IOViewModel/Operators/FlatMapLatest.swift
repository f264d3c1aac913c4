import Synchronization

extension ObservableType {
    /// Maps each element to an observable with `selector` and emits the elements of the most recent
    /// one only: each new element disposes the previous inner subscription before the new one is
    /// subscribed.
    ///
    /// The usual search-as-you-type operator: a new query cancels the request in flight.
    ///
    /// - Emits: the elements of the latest inner observable; events from a superseded one are
    ///   ignored, errors included.
    /// - Completes: when the source has completed and the latest inner observable (if any) has
    ///   completed too; an inner observable that completes is disposed at once.
    /// - Errors: at the first error of the source or of the latest inner observable, or with the
    ///   error `selector` throws; every subscription still open is disposed.
    @inlinable
    public func flatMapLatest<Inner: ObservableConvertibleType, Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> Inner
    ) -> Observable<Inner.Element> {
        subscribeSink { observer in SwitchLatestSink(observer: observer, selector: selector) }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Emits the elements of the most recent inner observable only: each new inner observable
    /// disposes the previous inner subscription before it is subscribed.
    ///
    /// - Emits: the elements of the latest inner observable; events from a superseded one are
    ///   ignored, errors included.
    /// - Completes: when the source has completed and the latest inner observable (if any) has
    ///   completed too; an inner observable that completes is disposed at once.
    /// - Errors: at the first error of the source or of the latest inner observable; every
    ///   subscription still open is disposed.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        subscribeSink { observer in SwitchLatestSink(observer: observer) { (inner: Element) in inner } }
    }
}

/// One subscription to `flatMapLatest` or `switchLatest`: the outer subscription, the latest
/// inner one, and the serial output.
///
/// Each inner subscription is numbered; events of any but the latest are dropped under the lock,
/// so a superseded inner that still delivers on another thread cannot interleave with its
/// successor. The selector and every `subscribe` and `dispose` run outside the lock.
@usableFromInline
final class SwitchLatestSink<Source, Inner: ObservableConvertibleType, Failure: Error>:
    OuterInnerSink<Source, Inner, Failure, SwitchLatestState<Inner.Element>>, SourceSink, @unchecked Sendable
{
    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            guard let inner = select(element) else { return }
            let started = output.withState { state -> (id: UInt64, previous: (any Disposable)?)? in
                if state.isDone { return nil }
                state.latest &+= 1
                state.hasLatest = true
                defer { state.current = nil }
                return (state.latest, state.current)
            }
            guard let (id, previous) = started else { return }
            previous?.dispose()
            let subscription = inner.asObservable().subscribe(AnyObserver { event in self.innerOn(event, id: id) })
            let keep = output.withState { state -> Bool in
                guard !state.isDone, state.hasLatest, state.latest == id else { return false }
                state.current = subscription
                return true
            }
            // Superseded, completed or disposed before `subscribe` returned.
            if !keep { subscription.dispose() }
        case .error(let error):
            terminate(.error(error))
        case .completed:
            outerCompleted()
        }
    }

    @inlinable
    func innerOn(_ event: Event<Output>, id: UInt64) {
        switch event {
        case .next:
            output.update { state in state.latest == id ? state.delivery.enqueue(event) : nil }
        case .error:
            // An error of a superseded inner subscription is ignored.
            terminate(event) { $0.latest == id }
        case .completed:
            var first: Event<Output>?
            let own = output.withState { state -> (any Disposable)? in
                guard state.latest == id, !state.isDone else { return nil }
                state.hasLatest = false
                defer { state.current = nil }
                if state.outerStopped {
                    state.isDone = true
                    first = state.delivery.enqueue(.completed)
                }
                return state.current
            }
            own?.dispose()
            if let first { output.drain(first) }
        }
    }
}

/// Lock-guarded: only touched inside `SwitchLatestSink.output.withState`.
@usableFromInline
struct SwitchLatestState<Output>: OuterInnerState, @unchecked Sendable {
    @usableFromInline var delivery = SerialDelivery<Output>()
    /// The number of the latest inner subscription.
    @usableFromInline var latest: UInt64 = 0
    /// Whether the latest inner observable is still running.
    @usableFromInline var hasLatest = false
    /// The latest inner subscription, once its `subscribe` has returned.
    @usableFromInline var current: (any Disposable)?
    @usableFromInline var outerStopped = false
    @usableFromInline var isDone = false

    @inlinable
    init() {}

    @inlinable
    var hasRunningInner: Bool { hasLatest }

    @inlinable
    mutating func removeAll() -> (any Disposable)? {
        defer { current = nil }
        return current
    }

    @inlinable
    static func dispose(_ subscription: (any Disposable)?) {
        subscription?.dispose()
    }
}
