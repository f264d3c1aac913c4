/// The ``Driver`` trait: main scheduler, shared with a replay of the latest element.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    /// A main scheduler of the driver's own (as RxCocoa's), or the test scheduler installed with
    /// ``MainScheduler/withMainScheduler(_:operation:)`` while the driver is created.
    public static var scheduler: any SchedulerType {
        MainScheduler.makeForTrait()
    }

    /// `share(replay: 1, scope: .whileConnected)`: new observers first get the latest element.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// A sequence for driving UI state: it never fails, delivers on the main scheduler, and shares
/// one subscription, replaying the latest element to each new observer.
///
/// Turn a view model's output into one with ``ObservableConvertibleType/asDriver(onErrorJustReturn:)`` and
/// its siblings, and bind it with ``SharedSequence/drive(_:)-8ia3d``.
///
/// Testing: the scheduler is ``MainScheduler/current`` as read when the driver (or an operator
/// on it, such as `debounce`) is created. Create the view model inside
/// ``MainScheduler/withMainScheduler(_:operation:)`` to have its drivers deliver on a test
/// scheduler; that takes effect for every driver created in the block, however late it is
/// subscribed (unlike RxSwift's `SharingScheduler.mock`, see RxSwift issue #2040). Code that names
/// `MainScheduler.instance` directly is not substituted.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension ObservableConvertibleType {
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
        .shared(asObservable().observe(onExistential: DriverSharingStrategy.scheduler))
    }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// This driver as a driver; for generic code.
    ///
    /// - Emits: this driver's elements (it is returned as is, sharing and replay included).
    /// - Completes: when this driver completes.
    /// - Errors: never: a driver cannot fail.
    @inlinable
    public func asDriver() -> Driver<Element> {
        self
    }

    /// Sends every element (and completion) to each of `observers`.
    ///
    /// RxSwift also requires the call to be made on the main thread; this library does not check.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        subscribe(all: observers)
    }

    /// Sends every element, as an optional, (and completion) to each of `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        subscribe(allOptional: observers)
    }

    /// Accepts every element into each of `relays` (a ``BehaviorRelay``'s value becomes it);
    /// completion is ignored, as a relay never ends.
    public func drive(_ relays: RelayBase<Element>...) -> any Disposable {
        accept(into: relays) { $0.accept($1) }
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func drive(_ relays: RelayBase<Element?>...) -> any Disposable {
        accept(into: relays) { $0.accept($1) }
    }

    /// Calls the closures for each element and for completion; `onDisposed` runs once when the
    /// subscription ends.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// `drive(onNext:onCompleted:onDisposed:)` with `object` held weakly and passed to each
    /// closure; events are ignored once it is gone.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Passes this driver's sequence to `transformation` and returns its result.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(source)
    }

    /// Curried form: `drive(someFunction, curriedArgument: argument)`.
    public func drive<Argument, Result>(
        _ with: (Observable<Element>) -> (Argument) -> Result, curriedArgument: Argument
    ) -> Result {
        with(source)(curriedArgument)
    }
}
