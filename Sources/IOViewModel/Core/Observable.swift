/// A sequence of elements over time: the type view models expose and operators return.
///
/// An `Observable` is a description, not a running process: each subscription runs its subscribe
/// closure anew (it is "cold") unless the source behind it is a subject or is shared.
///
/// As in RxSwift, `Observable` is a class: every subject and every ``ConnectableObservable`` is
/// an `Observable` (pass a `PublishSubject<Int>` where an `Observable<Int>` is expected),
/// observables compare by identity (`===`) and can be held weakly. Only this module derives from
/// it.
///
/// Observables are not `Sendable`: operator closures may capture non-`Sendable` state such as a
/// view model. Move work between threads with `observe(on:)` and `subscribe(on:)`, which own the
/// hand-off.
public class Observable<Element>: ObservableType {
    // Every observable, subjects included, subscribes through this one closure: `subscribe` is
    // final and inlinable, so a subscription costs a closure call and no dynamic dispatch. A
    // subclass hands in a closure that captures its state, never the instance itself.
    @usableFromInline
    let subscribeHandler: (AnyObserver<Element>) -> any Disposable
    // The operator that made this observable, when it was made while a tracker was tracking: its
    // step is pushed on the chain of each subscription made through it. One pointer, which fits
    // in the allocation an observable takes anyway; `nil` for an observable made at any other
    // time, whose subscriptions then read it and go on.
    @usableFromInline
    let operatorName: SubscriptionTrace.OperatorName?

    /// Creates an observable from the closure that runs on each subscription.
    ///
    /// This is the building block for operators; the closure must respect the event grammar.
    /// Application code should use ``create(_:)``, which enforces it.
    ///
    /// `name` is the operator's name in leak reports (``LiveSubscription/operators``): by default
    /// the function that makes the observable (`map(_:)` reads as `map`); empty for none. An
    /// observable made while a ``ResourceTracker`` is tracking names its step in the chain of each
    /// subscription made through it; one made at any other time stores the closure alone.
    @inlinable
    public init(
        name: StaticString = #function,
        unsafeSubscribe subscribeHandler: @escaping (AnyObserver<Element>) -> any Disposable
    ) {
        self.subscribeHandler = subscribeHandler
        self.operatorName = SubscriptionTrace.isActive ? SubscriptionTrace.OperatorName(name) : nil
    }

    /// Runs this observable's subscribe closure for `observer`.
    @inlinable
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        guard let operatorName else { return subscribeHandler(AnyObserver(observer)) }
        SubscriptionTrace.push(.step(operatorName))
        defer { SubscriptionTrace.pop() }
        return subscribeHandler(AnyObserver(observer))
    }

    /// Returns `self`.
    @inlinable
    public final func asObservable() -> Observable<Element> {
        self
    }
}
