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

    /// `Observable.from(sequence)`: an ``Infallible`` delivers on subscription.
    @inlinable
    public static func scheduled<Source: Sequence>(elementsOf sequence: Source) -> Observable<Source.Element> {
        Observable.from(sequence)
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
        Infallible(unchecked: Observable.create { observer in subscribe { observer.on($0.event) } })
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
