/// A sequence of elements over time: the type view models expose and operators return.
///
/// An `Observable` is a description, not a running process: each subscription runs its subscribe
/// closure anew (it is "cold") unless the source behind it is a subject or is shared.
///
/// Observables are not `Sendable`: operator closures may capture non-`Sendable` state such as a
/// view model. Move work between threads with `observe(on:)` and `subscribe(on:)`, which own the
/// hand-off.
@frozen
public struct Observable<Element>: ObservableType {
    @usableFromInline
    let subscribeHandler: (AnyObserver<Element>) -> any Disposable

    /// Creates an observable from the closure that runs on each subscription.
    ///
    /// This is the building block for operators; the closure must respect the event grammar.
    /// Application code should use ``create(_:)``, which enforces it.
    @inlinable
    public init(unsafeSubscribe subscribeHandler: @escaping (AnyObserver<Element>) -> any Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    /// Runs this observable's subscribe closure for `observer`.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscribeHandler(AnyObserver(observer))
    }

    /// Returns `self`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        self
    }
}
