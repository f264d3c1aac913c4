/// What makes a ``SharedSequence`` a ``Driver`` or a ``Signal``: the scheduler it delivers on and
/// how it shares its subscription.
public protocol SharingStrategyProtocol: TraitPolicy {
    /// The scheduler sequences of this trait deliver on; read when a sequence (or an operator on
    /// one) is created.
    static var scheduler: any SchedulerType { get }
}

extension SharingStrategyProtocol {
    /// Subscribes to `source` on ``scheduler``, so that what the trait creates (`just`, `from`,
    /// ...) is delivered there.
    @inlinable
    public static func scheduled<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.subscribe(on: scheduler)
    }
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
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    TraitSequenceType
{
    /// The trait's policy: its sharing strategy.
    public typealias Trait = SharingStrategy

    @usableFromInline
    let source: Observable<Element>

    /// Wraps `source`, which must never fail and must deliver on the trait's scheduler, sharing
    /// it as the trait does.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as is, neither shared nor moved to the trait's scheduler.
    ///
    /// The caller promises that `source` never errors and delivers on the trait's scheduler (as
    /// RxCocoa's `createUnsafe(source:)`).
    @inlinable
    public init(unchecked source: Observable<Element>) {
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

extension ObservableConvertibleType {
    /// This sequence as a ``SharedSequence`` of the trait `S`, replacing an error with
    /// `onErrorJustReturn` (then completing); ``asDriver(onErrorJustReturn:)`` and
    /// ``asSignal(onErrorJustReturn:)`` name the trait.
    ///
    /// - Emits: this sequence's elements, on the trait's scheduler (as read now); after an error,
    ///   `onErrorJustReturn`. A ``Driver`` replays the latest element to new observers.
    /// - Completes: when this sequence completes, or after the replacement element.
    /// - Errors: never.
    @inlinable
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self, onErrorJustReturn: Element
    ) -> SharedSequence<S, Element> {
        .shared(asObservable().observe(onExistential: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// This sequence as a ``SharedSequence`` of the trait `S`, continuing with `onErrorDriveWith`
    /// after an error.
    ///
    /// - Emits: this sequence's elements on the trait's scheduler (as read now); after an error,
    ///   `onErrorDriveWith`'s.
    /// - Completes: when the one running completes.
    /// - Errors: never.
    @inlinable
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        let fallback = onErrorDriveWith.asObservable()
        return .shared(asObservable().observe(onExistential: S.scheduler).catch { _ in fallback })
    }

    /// This sequence as a ``SharedSequence`` of the trait `S`, continuing with the sequence
    /// `onErrorRecover` returns for the error.
    ///
    /// - Emits: this sequence's elements on the trait's scheduler (as read now); after an error,
    ///   the recovery sequence's.
    /// - Completes: when the one running completes.
    /// - Errors: never.
    @inlinable
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self, onErrorRecover: @escaping (any Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        .shared(
            asObservable().observe(onExistential: S.scheduler).catch { error in onErrorRecover(error).asObservable() })
    }
}
