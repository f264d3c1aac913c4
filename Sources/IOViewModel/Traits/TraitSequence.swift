/// How sequences of a trait are shared and where the ones the trait creates (`just`, `from`, ...)
/// start: the policy that tells ``Driver``, ``Signal`` and ``Infallible`` apart.
public protocol TraitPolicy {
    /// Shares `source` the way this trait does (`Driver`: replaying the latest element; `Signal`:
    /// without replay; `Infallible`: not at all).
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>

    /// Moves a sequence the trait creates itself onto the trait's scheduler, if it has one.
    static func scheduled<Element>(_ source: Observable<Element>) -> Observable<Element>

    /// The elements of `sequence`, each in a step of its own on the trait's scheduler, if it has
    /// one, then the completion in a step of its own (RxCocoa's `from`).
    static func scheduled<Source: Sequence>(elementsOf sequence: Source) -> Observable<Source.Element>
}

/// A sequence that never fails, wrapping an ``Observable``: ``Driver``, ``Signal`` and
/// ``Infallible``.
///
/// The operators that keep the element type (`filter`, `take`, `skip`, `distinctUntilChanged`,
/// `merge`, `concat`, the `combineLatest` and `zip` with a result selector, ...) are written once,
/// on this protocol, and return the trait they are applied to; the policy (``TraitPolicy``) is the
/// only difference between the traits. Swift cannot name "the same trait with another element"
/// in a protocol, so the operators that change the element type (`map`, `flatMap`, `scan`, ...)
/// are written once on ``SharedSequence`` (serving `Driver` and `Signal`) and forwarded in one
/// line by ``Infallible``.
public protocol TraitSequenceType<Element> {
    /// The type of element produced.
    associatedtype Element
    /// The trait's policy: ``DriverSharingStrategy``, ``SignalSharingStrategy`` or
    /// ``InfallibleTrait``. Operators that combine sequences require them to have the same one.
    associatedtype Trait: TraitPolicy

    /// Wraps `source` as is, neither shared nor moved to another scheduler.
    ///
    /// The caller promises what the trait promises: `source` never errors and, for ``Driver`` and
    /// ``Signal``, delivers on the trait's scheduler (as RxCocoa's `createUnsafe(source:)`).
    init(unchecked source: Observable<Element>)

    /// The sequence as a plain ``Observable`` (which never fails).
    func asObservable() -> Observable<Element>
}

extension TraitSequenceType {
    /// Wraps `source`, shared the trait's way: the result of every operator goes through here.
    @inlinable
    static func shared(_ source: Observable<Element>) -> Self {
        Self(unchecked: Trait.share(source))
    }
}

extension TraitSequenceType {
    /// A sequence that emits `element`, then completes.
    ///
    /// - Emits: `element` on subscription (on the trait's scheduler, for Driver and Signal).
    /// - Completes: right after it.
    /// - Errors: never.
    @inlinable
    public static func just(_ element: Element) -> Self {
        Self(unchecked: Trait.scheduled(.just(element)))
    }

    /// A sequence that completes at once, without emitting.
    ///
    /// - Emits: nothing.
    /// - Completes: on subscription (on the trait's scheduler, for Driver and
    ///   Signal).
    /// - Errors: never.
    @inlinable
    public static func empty() -> Self {
        Self(unchecked: Trait.scheduled(.empty()))
    }

    /// A sequence that never emits nor completes.
    ///
    /// - Emits: nothing.
    /// - Completes: never.
    /// - Errors: never.
    @inlinable
    public static func never() -> Self {
        Self(unchecked: .never())
    }

    /// A sequence of the arguments.
    ///
    /// - Emits: `elements` in order on subscription (on the trait's scheduler, for Driver and
    ///   Signal).
    /// - Completes: after the last.
    /// - Errors: never.
    @inlinable
    public static func of(_ elements: Element...) -> Self {
        from(elements)
    }

    /// A sequence of the elements of `sequence`.
    ///
    /// - Emits: the elements of `sequence` in order on subscription (for Driver and Signal, each
    ///   in a step of its own on the trait's scheduler, as RxCocoa's).
    /// - Completes: after the last.
    /// - Errors: never.
    @inlinable
    public static func from<Source: Sequence>(_ sequence: Source) -> Self where Source.Element == Element {
        Self(unchecked: Trait.scheduled(elementsOf: sequence))
    }

    /// A sequence of `optional`'s value, if it has one.
    ///
    /// - Emits: the wrapped value on subscription, if any (for Driver and Signal, in a step of its
    ///   own on the trait's scheduler, as RxCocoa's).
    /// - Completes: right after it, or at once for `nil`.
    /// - Errors: never.
    @inlinable
    public static func from(optional: Element?) -> Self {
        Self(unchecked: Trait.scheduled(elementsOf: optional.map { [$0] } ?? []))
    }

    /// A sequence that calls `factory` when subscribed and mirrors what it returns, shared the
    /// trait's way (as RxCocoa's): a ``Driver`` or ``Signal`` calls `factory` once for all the
    /// subscribers of one connection, an ``Infallible`` once per subscription.
    ///
    /// - Emits, completes: as the sequence `factory` returns.
    /// - Errors: never.
    @inlinable
    public static func deferred(_ factory: @escaping () -> Self) -> Self {
        .shared(Observable.deferred { factory().asObservable() })
    }
}
