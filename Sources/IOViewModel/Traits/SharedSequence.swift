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

    /// `Observable.from(sequence, scheduler:)` on ``scheduler``: each element, then the
    /// completion, in a step of its own, as RxCocoa's `from`.
    @inlinable
    public static func scheduled<Source: Sequence>(elementsOf sequence: Source) -> Observable<Source.Element> {
        Observable.from(sequence, scheduler: scheduler)
    }
}

/// A type that can be turned into a ``SharedSequence`` of a given trait: ``SharedSequence`` itself,
/// and an app's own types that present themselves as a ``Driver`` or a ``Signal`` (an activity
/// indicator, for one) by implementing ``asSharedSequence()`` alone.
///
/// Every operator of ``Driver`` and ``Signal`` is declared on this protocol, so such a type gets
/// them all; the protocol refines ``ObservableConvertibleType``, whose
/// ``ObservableConvertibleType/asObservable()`` reads it as an ``Observable``.
public protocol SharedSequenceConvertibleType<Element>: ObservableConvertibleType {
    /// The trait: ``DriverSharingStrategy`` or ``SignalSharingStrategy``.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// This sequence as a ``SharedSequence``.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The sequence ``asSharedSequence()`` returns, as a plain ``Observable`` (which never fails).
    ///
    /// - Emits: the shared sequence's elements, on its trait's scheduler.
    /// - Completes: when the shared sequence completes.
    /// - Errors: never.
    @inlinable
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
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
    ///
    /// - Emits: this sequence's elements.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }

    /// The shared sequence as a plain ``Observable`` (which never fails).
    ///
    /// - Emits: this sequence's elements, on the trait's scheduler.
    /// - Completes: when this sequence completes.
    /// - Errors: never (though the type no longer says so).
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension SharedSequence {
    /// The one path by which a sequence becomes a ``Driver`` or a ``Signal`` (every conversion
    /// below goes through it): `source` delivered on the trait's scheduler (as read now), then
    /// `recover` applied (the conversion's error handling, if any), then shared the trait's way.
    @inlinable
    static func delivering(
        _ source: Observable<Element>, recover: (Observable<Element>) -> Observable<Element> = { $0 }
    ) -> Self {
        .shared(recover(source.observe(name: "observe(on:)", onExistential: SharingStrategy.scheduler)))
    }
}

// Each conversion is written once, generically over the trait (RxCocoa's
// `asSharedSequence(sharingStrategy:...)`), followed by its Driver and Signal spellings: one-line
// forwards that only name the trait.

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
        .delivering(asObservable()) { $0.catchAndReturn(onErrorJustReturn) }
    }

    /// This sequence as a ``Driver``, replacing an error with `onErrorJustReturn` (then completing).
    ///
    /// - Emits: this sequence's elements, on the main scheduler (as read now); after an error,
    ///   `onErrorJustReturn`. New observers first get the latest element.
    /// - Completes: when this sequence completes, or after the replacement element.
    /// - Errors: never.
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(onErrorJustReturn: onErrorJustReturn)
    }

    /// This sequence as a ``Signal``, replacing an error with `onErrorJustReturn` (then
    /// completing).
    ///
    /// - Emits: this sequence's elements on the main scheduler (as read now); after an error,
    ///   `onErrorJustReturn`. Nothing is replayed to new observers.
    /// - Completes: when this sequence completes, or after the replacement element.
    /// - Errors: never.
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(onErrorJustReturn: onErrorJustReturn)
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
        return .delivering(asObservable()) { $0.catch { _ in fallback } }
    }

    /// This sequence as a ``Driver``, continuing with `onErrorDriveWith` after an error.
    ///
    /// - Emits: this sequence's elements on the main scheduler (as read now); after an error,
    ///   `onErrorDriveWith`'s. New observers first get the latest element.
    /// - Completes: when the one running completes.
    /// - Errors: never.
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorDriveWith: onErrorDriveWith)
    }

    /// This sequence as a ``Signal``, continuing with `onErrorSignalWith` after an error.
    ///
    /// - Emits: this sequence's elements on the main scheduler (as read now); after an error,
    ///   `onErrorSignalWith`'s. Nothing is replayed to new observers.
    /// - Completes: when the one running completes.
    /// - Errors: never.
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorDriveWith: onErrorSignalWith)
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
        .delivering(asObservable()) { $0.catch { error in onErrorRecover(error).asObservable() } }
    }

    /// This sequence as a ``Driver``, continuing with the driver `onErrorRecover` returns for the
    /// error.
    ///
    /// - Emits: this sequence's elements on the main scheduler (as read now); after an error, the
    ///   recovery driver's. New observers first get the latest element.
    /// - Completes: when the one running completes.
    /// - Errors: never.
    @inlinable
    public func asDriver(onErrorRecover: @escaping (any Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }

    /// This sequence as a ``Signal``, continuing with the signal `onErrorRecover` returns for the
    /// error.
    ///
    /// - Emits: this sequence's elements on the main scheduler (as read now); after an error, the
    ///   recovery signal's. Nothing is replayed to new observers.
    /// - Completes: when the one running completes.
    /// - Errors: never.
    @inlinable
    public func asSignal(onErrorRecover: @escaping (any Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }
}

extension BehaviorRelay {
    /// The relay as a ``Driver``.
    ///
    /// - Emits: the relay's current value, then every accepted value, on the main scheduler (as
    ///   read now).
    /// - Completes: never (a relay never ends).
    /// - Errors: never.
    @inlinable
    public func asDriver() -> Driver<Element> {
        .delivering(asObservable())
    }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// This driver as a ``Signal``: the same elements, without the replay to new observers.
    ///
    /// - Emits: this driver's elements (including the one it replays on subscription).
    /// - Completes: when this driver completes.
    /// - Errors: never.
    @inlinable
    public func asSignal() -> Signal<Element> {
        .shared(source)
    }
}

extension PublishRelay {
    /// The relay as a ``Signal``.
    ///
    /// - Emits: every element accepted from now on, on the main scheduler (as read now).
    /// - Completes: never (a relay never ends).
    /// - Errors: never.
    @inlinable
    public func asSignal() -> Signal<Element> {
        .delivering(asObservable())
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
        .delivering(asInfallible().asObservable())
    }

    /// This sequence as a ``Signal``: delivered on the main scheduler (as read now), shared
    /// without replay.
    ///
    /// - Emits: this sequence's elements, on the main scheduler.
    /// - Completes: when this sequence completes.
    /// - Errors: never.
    @inlinable
    public func asSignal() -> Signal<Element> {
        .delivering(asInfallible().asObservable())
    }
}
