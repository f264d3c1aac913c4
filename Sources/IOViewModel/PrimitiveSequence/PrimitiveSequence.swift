/// An observable sequence whose shape is narrowed by `Trait`: ``Single`` (one element or an
/// error), ``Maybe`` (at most one element) or ``Completable`` (no element, only the end).
///
/// A service method that returns one of these says in its signature how many answers the caller
/// gets, so the call site needs neither `take(1)` nor a guess. Underneath it is an ``Observable``:
/// every operator forwards to the observable operator of the same name, so the grammar, the leak
/// accounting and the performance are the core's. The only ways in are the traits' `create`, their
/// factories and the conversions (``ObservableType/asSingle()``, ``ObservableType/asMaybe()``,
/// ``ObservableType/asCompletable()``), which all keep the trait's promise.
///
/// A `Single` or a `Maybe` that succeeds emits its element and completes at once, so
/// `asObservable()` draws as `(a|)` in a marble diagram.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps `raw`, which must keep the trait's promise.
    @inlinable
    init(raw: Observable<Element>) {
        source = raw
    }
}

/// A type that is, or can be read as, a ``PrimitiveSequence``; the traits' operators are written
/// on it, as in RxSwift.
public protocol PrimitiveSequenceType {
    /// The trait: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
    associatedtype Trait
    /// The type of the element, `Never` for a ``Completable``.
    associatedtype Element

    /// This value as a ``PrimitiveSequence``.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns `self`.
    @inlinable
    public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        self
    }
}

extension PrimitiveSequence {
    /// The sequence as a plain ``Observable``, to use observable operators or a `TestScheduler`.
    ///
    /// - Emits: the element of a `Single`'s or a `Maybe`'s success; nothing for a `Completable`.
    /// - Completes: right after that element, at the same instant; or, for a `Maybe` or a
    ///   `Completable`, on its empty end.
    /// - Errors: with this sequence's error.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension PrimitiveSequence {
    /// The observable `flatMap` into the sequences `selector` returns, of any trait: what each
    /// trait's `flatMap` forms wrap, in the trait their combination keeps.
    @inlinable
    func flatMapSource<OtherTrait, Result, Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> PrimitiveSequence<OtherTrait, Result>
    ) -> Observable<Result> {
        source.flatMap { (element) throws(Failure) in try selector(element).source }
    }
}
