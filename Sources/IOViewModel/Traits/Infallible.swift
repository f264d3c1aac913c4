/// An event of an ``Infallible`` sequence: an element or completion, never an error.
@frozen
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence finished.
    case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension InfallibleEvent {
    /// The same event as an ``Event``, for code written for observables.
    @inlinable
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}

/// The ``Infallible`` trait's policy: no sharing and no scheduler; only the promise that no error
/// is emitted.
public enum InfallibleTrait: TraitPolicy {
    /// Returns `source`: an ``Infallible`` is not shared (use ``Infallible/share(replay:scope:)``).
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source
    }

    /// Returns `source`: an ``Infallible`` delivers where its source does.
    @inlinable
    public static func scheduled<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source
    }
}

/// A type that can be turned into an ``Infallible``.
public protocol InfallibleType<Element> {
    /// The type of element produced.
    associatedtype Element

    /// This sequence as an ``Infallible``.
    func asInfallible() -> Infallible<Element>
}

/// An observable sequence that never fails: no scheduler and no sharing implied (unlike
/// ``Driver`` and ``Signal``), only the promise that no error is emitted.
///
/// Create one with ``ObservableConvertibleType/asInfallible(onErrorJustReturn:)`` and its siblings, or with
/// ``create(subscribe:)``; subscribe with closures that have no error case. Its operators are
/// those of ``TraitSequenceType``, shared with `Driver` and `Signal`, plus the forwards in
/// `Infallible+Operators.swift`.
public struct Infallible<Element>: InfallibleType, TraitSequenceType {
    /// The trait's policy: ``InfallibleTrait``.
    public typealias Trait = InfallibleTrait

    /// The closure ``create(subscribe:)`` hands its subscribe closure, to feed events with.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    @usableFromInline
    let source: Observable<Element>

    /// Wraps `source`, which the caller promises never errors.
    @inlinable
    public init(unchecked source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as a plain ``Observable``, for operators only ``Observable`` has.
    ///
    /// - Emits: this sequence's elements.
    /// - Completes: when this sequence completes.
    /// - Errors: never: it is the sequence this ``Infallible`` wraps, which cannot fail (though
    ///   the type no longer says so).
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns `self`; for generic code over ``InfallibleType``.
    ///
    /// - Emits: this sequence's elements.
    /// - Completes: when this sequence completes.
    /// - Errors: never: an ``Infallible`` cannot fail.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        self
    }
}

extension Infallible {
    /// A sequence whose subscriptions each run `subscribe` with a closure to feed events to;
    /// events after `.completed` or after disposal are dropped, as for ``Observable/create(_:)``.
    ///
    /// - Emits: what `subscribe` feeds with `.next`.
    /// - Completes: when `subscribe` feeds `.completed`.
    /// - Errors: never.
    public static func create(
        subscribe: @escaping (_ observer: @escaping (InfallibleEvent<Element>) -> Void) -> any Disposable
    ) -> Infallible<Element> {
        Infallible(
            unchecked: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .next(let element): observer.onNext(element)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }
}

extension ObservableConvertibleType {
    /// This sequence as an ``Infallible``, replacing an error with `element` (then completing).
    ///
    /// - Emits: this sequence's elements; after an error, `element`.
    /// - Completes: when this sequence completes, or after the replacement element.
    /// - Errors: never.
    @inlinable
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(unchecked: asObservable().catchAndReturn(element))
    }

    /// This sequence as an ``Infallible``, continuing with `infallible` after an error.
    ///
    /// - Emits: this sequence's elements; after an error, `infallible`'s.
    /// - Completes: when the one running completes.
    /// - Errors: never.
    @inlinable
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        let fallback = infallible.asObservable()
        return Infallible(unchecked: asObservable().catch { _ in fallback })
    }

    /// This sequence as an ``Infallible``, continuing with the sequence `onErrorRecover` returns
    /// for the error.
    ///
    /// - Emits: this sequence's elements; after an error, the recovery sequence's.
    /// - Completes: when the one running completes.
    /// - Errors: never.
    @inlinable
    public func asInfallible(onErrorRecover: @escaping (any Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(unchecked: asObservable().catch { error in onErrorRecover(error).asObservable() })
    }
}

extension SharedSequence {
    /// This driver or signal as an ``Infallible`` (keeping its scheduler and sharing).
    ///
    /// - Emits: this sequence's elements.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(unchecked: source)
    }
}

extension RelayBase {
    /// The relay as an ``Infallible``.
    ///
    /// - Emits: what the relay gives a new observer (a ``BehaviorRelay`` its current value, a
    ///   ``ReplayRelay`` its buffer), then every accepted element.
    /// - Completes: never (a relay never ends).
    /// - Errors: never.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(unchecked: asObservable())
    }
}

extension InfallibleType {
    /// This sequence as a ``Driver``: delivered on the main scheduler (as read now), shared with a
    /// replay of the latest element.
    ///
    /// - Emits: this sequence's elements, on the main scheduler.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func asDriver() -> Driver<Element> {
        .shared(asInfallible().asObservable().observe(onExistential: DriverSharingStrategy.scheduler))
    }

    /// This sequence as a ``Signal``: delivered on the main scheduler (as read now), shared
    /// without replay.
    ///
    /// - Emits: this sequence's elements, on the main scheduler.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func asSignal() -> Signal<Element> {
        .shared(asInfallible().asObservable().observe(onExistential: SignalSharingStrategy.scheduler))
    }
}

extension Infallible {
    /// Subscribes with a closure per kind of event; there is no `onError`, as no error can come.
    ///
    /// `onDisposed` runs once, after completion or when the subscription is disposed, whichever
    /// comes first.
    ///
    /// - Emits: each element, to `onNext`.
    /// - Completes: calls `onCompleted`, then `onDisposed`.
    /// - Errors: never: an ``Infallible`` cannot fail.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// `subscribe(onNext:onCompleted:onDisposed:)` with `object` held weakly and passed to each
    /// closure; events are ignored once it is gone.
    ///
    /// - Emits: each element, with `object`, to `onNext`, while `object` is alive.
    /// - Completes: calls `onCompleted`, then `onDisposed`, with `object` if it is still alive.
    /// - Errors: never: an ``Infallible`` cannot fail.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with one closure that receives every event.
    ///
    /// - Emits: each element, as `.next`, to `on`.
    /// - Completes: passes `.completed` to `on`.
    /// - Errors: never: an ``Infallible`` cannot fail, so ``InfallibleEvent`` has no error case.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> any Disposable {
        source.subscribe(
            AnyObserver { event in
                switch event {
                case .next(let element): on(.next(element))
                case .completed: on(.completed)
                case .error: break
                }
            })
    }

    /// Sends every event to each of `observers`.
    ///
    /// - Emits: each element, to every observer in turn.
    /// - Completes: forwards the completion to every observer; the binding ends.
    /// - Errors: never: an ``Infallible`` cannot fail, so no observer is sent an error.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        subscribe(all: observers)
    }

    /// Accepts every element into each of `relays` (a ``BehaviorRelay``'s value becomes it).
    ///
    /// - Emits: each element, accepted into every relay in turn.
    /// - Completes: the binding ends; the relays are untouched (a relay cannot complete).
    /// - Errors: never: an ``Infallible`` cannot fail (a relay could not carry an error).
    public func bind(to relays: RelayBase<Element>...) -> any Disposable {
        accept(into: relays) { $0.accept($1) }
    }

    /// Calls `onNext` with every element.
    ///
    /// - Emits: each element, to `onNext`.
    /// - Completes: the binding ends.
    /// - Errors: never: an ``Infallible`` cannot fail.
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext)
    }
}
