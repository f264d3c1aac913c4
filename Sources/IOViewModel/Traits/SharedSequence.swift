/// What makes a ``SharedSequence`` a ``Driver`` or a ``Signal``: the scheduler it delivers on and
/// how it shares its subscription.
public protocol SharingStrategyProtocol {
    /// The scheduler sequences of this trait deliver on; read when a sequence (or an operator on
    /// one) is created.
    static var scheduler: any SchedulerType { get }

    /// Shares `source` the way this trait does.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be turned into a ``SharedSequence`` of a given trait.
public protocol SharedSequenceConvertibleType<Element> {
    /// The trait: ``DriverSharingStrategy`` or ``SignalSharingStrategy``.
    associatedtype SharingStrategy: SharingStrategyProtocol
    /// The type of element produced.
    associatedtype Element

    /// This sequence as a ``SharedSequence``.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// An observable sequence that never fails, delivers on its trait's scheduler (the main one) and
/// shares one subscription among all its observers: the base of ``Driver`` and ``Signal``.
///
/// You do not subscribe to it (it is not an `ObservableType`): a ``Driver`` is *driven*, a
/// ``Signal`` *emitted*; ``asObservable()`` gives the plain sequence when an operator needs it.
///
/// Operators on it keep the trait: `map`, `filter`, `flatMapLatest`, `combineLatest`... return a
/// sequence of the same trait, shared the same way.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps `source`, which must never fail and must deliver on the trait's scheduler, sharing
    /// it as the trait does.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as is: it is already shared (a relay, another sequence of the trait).
    @inlinable
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// Returns `self`.
    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }

    /// The shared sequence as a plain ``Observable`` (which never fails).
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension SharedSequence {
    /// A sequence that emits `element` on the trait's scheduler, then completes.
    @inlinable
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that completes at once, without emitting.
    @inlinable
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never emits nor completes.
    @inlinable
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A sequence that emits `elements` in order on the trait's scheduler, then completes.
    @inlinable
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        from(elements)
    }

    /// A sequence that emits the elements of `sequence` in order on the trait's scheduler, then
    /// completes.
    @inlinable
    public static func from<Source: Sequence>(_ sequence: Source) -> SharedSequence<SharingStrategy, Element>
    where Source.Element == Element {
        SharedSequence(raw: Observable.from(sequence).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that calls `factory` anew for each subscription.
    @inlinable
    public static func deferred(
        _ factory: @escaping () -> SharedSequence<SharingStrategy, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.deferred { factory().asObservable() })
    }
}
