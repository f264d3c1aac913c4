/// The ``Signal`` trait: main scheduler, shared without replay.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    /// A main scheduler of the signal's own (as RxCocoa's), or the test scheduler installed with
    /// ``MainScheduler/withMainScheduler(_:operation:)`` while the signal is created.
    public static var scheduler: any SchedulerType {
        MainScheduler.makeForTrait()
    }

    /// `share(scope: .whileConnected)`: no replay.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// A sequence for one-off UI events ("show an alert", "go to the next screen"): it never fails,
/// delivers on the main scheduler, and shares one subscription without replaying anything, so a
/// late observer does not receive an event it missed.
///
/// Create one with ``ObservableConvertibleType/asSignal(onErrorJustReturn:)`` and its siblings or
/// ``PublishRelay/asSignal()``; observe it with ``SharedSequence/emit(to:)-3r45r``.
/// Substituting the scheduler in tests works as for ``Driver``.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension ObservableConvertibleType {
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

extension PublishRelay {
    /// The relay as a ``Signal``.
    ///
    /// - Emits: every element accepted from now on, on the main scheduler (as read now).
    /// - Completes: never (a relay never ends).
    /// - Errors: never.
    @inlinable
    public func asSignal() -> Signal<Element> {
        .shared(asObservable().observe(onExistential: SignalSharingStrategy.scheduler))
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

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
    /// This signal as a signal; for generic code.
    ///
    /// - Emits: this signal's elements (it is returned as is, shared without replay).
    /// - Completes: when this signal completes.
    /// - Errors: never: a signal cannot fail.
    @inlinable
    public func asSignal() -> Signal<Element> {
        self
    }

    /// Sends every element (and completion) to each of `observers`.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        subscribe(all: observers)
    }

    /// Sends every element, as an optional, (and completion) to each of `observers`.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        subscribe(allOptional: observers)
    }

    /// Accepts every element into each of `relays` (a ``BehaviorRelay``'s value becomes it);
    /// completion is ignored, as a relay never ends.
    public func emit(to relays: RelayBase<Element>...) -> any Disposable {
        accept(into: relays) { $0.accept($1) }
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func emit(to relays: RelayBase<Element?>...) -> any Disposable {
        accept(into: relays) { $0.accept($1) }
    }

    /// Calls the closures for each element and for completion; `onDisposed` runs once when the
    /// subscription ends.
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// `emit(onNext:onCompleted:onDisposed:)` with `object` held weakly and passed to each
    /// closure; events are ignored once it is gone.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
