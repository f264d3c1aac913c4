/// The trait of ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that either succeeds with exactly one element or fails: the shape of a request.
///
/// ```swift
/// func login(email: String, password: String) -> Single<User>
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` delivers: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, any Error>

extension PrimitiveSequence where Trait == SingleTrait {
    /// The closure a `Single.create(subscribe:)` body calls with the outcome.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A single whose subscriptions each run `subscribe` with a closure to call once with the
    /// outcome.
    ///
    /// Only the first outcome counts; later calls, and calls after disposal, are dropped. The
    /// returned disposable runs when the subscription ends (outcome or dispose).
    ///
    /// ```swift
    /// let user = Single<User>.create { observer in
    ///     let request = api.login(email, password) { observer($0) }
    ///     return Disposables.create { request.cancel() }
    /// }
    /// ```
    ///
    /// - Emits: the element of the first `.success`.
    /// - Completes: right after that element, at the same instant.
    /// - Errors: with the error of the first `.failure`.
    @inlinable
    public static func create(
        subscribe: @escaping (@escaping SingleObserver) -> any Disposable
    ) -> Single<Element> {
        Single(outcomes: subscribe)
    }

    /// Subscribes with one closure that receives the outcome, once.
    ///
    /// - Emits: calls `observer` with `.success(element)` when the single succeeds.
    /// - Completes: calls nothing: the completion that follows a success is not passed on.
    /// - Errors: calls `observer` with `.failure(error)`. Disposing before the outcome means
    ///   `observer` is never called.
    @inlinable
    public func subscribe(
        _ observer: @escaping (SingleEvent<Element>) -> Void, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe", fileID: fileID, line: line) {
            subscribe(outcomes: observer)
        }
    }

    /// Subscribes with a closure per outcome.
    ///
    /// - Emits: calls `onSuccess` with the element.
    /// - Completes: calls nothing more than `onDisposed`, right after `onSuccess`.
    /// - Errors: calls `onFailure` (without one, the error goes to ``Hooks/reportUnhandled(_:)``),
    ///   then `onDisposed`. `onDisposed` runs once, after the outcome or when the subscription is
    ///   disposed, whichever comes first.
    @inlinable
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((any Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe", fileID: fileID, line: line) {
            source.subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
        }
    }

    /// Subscribes with closures that also receive `object`, held weakly: once `object` is gone,
    /// the outcome is ignored.
    ///
    /// - Emits: calls `onSuccess` with `object` and the element, if `object` still exists.
    /// - Completes: calls nothing more than `onDisposed`, right after `onSuccess`.
    /// - Errors: calls `onFailure` with `object` and the error, if `object` still exists; then
    ///   `onDisposed`, likewise.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, any Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe(with:)", fileID: fileID, line: line) {
            source.subscribe(with: object, onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
        }
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Succeeds with `element` on subscription.
    ///
    /// - Emits: `element`, during the subscribe call.
    /// - Completes: right after `element`.
    /// - Errors: never.
    @inlinable
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: .just(element))
    }

    /// Succeeds with `element`, delivered by `scheduler`.
    ///
    /// - Emits: `element`, in the action scheduled on `scheduler` at subscription.
    /// - Completes: right after `element`, in the same action.
    /// - Errors: never.
    @inlinable
    public static func just(_ element: Element, scheduler: some ImmediateSchedulerType) -> Single<Element> {
        Single(raw: .just(element, scheduler: scheduler))
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Runs side effects at each point of the subscription's life, passing the outcome through.
    ///
    /// `onSuccess` and `onError` run before the outcome is forwarded, `afterSuccess` and `afterError`
    /// after it; `onSubscribe` before subscribing, `onSubscribed` right after, `onDispose` once, when
    /// the subscription ends.
    ///
    /// - Emits: this single's element.
    /// - Completes: right after the element.
    /// - Errors: with this single's error, or with the error `onSuccess` or `onError` throws. An error
    ///   thrown by `afterSuccess` is emitted after the element, in place of the completion (as in
    ///   ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``);
    ///   an error thrown by `afterError` goes to ``Hooks/reportUnhandled(_:)``.
    @inlinable
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: source.do(
                onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Chains a maybe that depends on the element.
    ///
    /// - Emits: the element of the maybe `selector` returns, if it has one.
    /// - Completes: right after that element; or empty, when that maybe completes empty.
    /// - Errors: with this single's error, the error `selector` throws, or the maybe's error.
    @inlinable
    public func flatMapMaybe<Result, Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> Maybe<Result>
    ) -> Maybe<Result> {
        Maybe<Result>(raw: flatMapSource(selector))
    }

    /// Chains a completable that depends on the element: "save what was loaded".
    ///
    /// - Emits: never; a completable has no elements.
    /// - Completes: when the completable `selector` returns completes.
    /// - Errors: with this single's error, the error `selector` throws, or the completable's error.
    @inlinable
    public func flatMapCompletable<Failure: Error>(
        _ selector: @escaping (Element) throws(Failure) -> Completable
    ) -> Completable {
        Completable(raw: flatMapSource(selector))
    }

    /// This single as a ``Maybe``, which never ends empty.
    ///
    /// - Emits: this single's element.
    /// - Completes: right after the element.
    /// - Errors: with this single's error.
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: source)
    }

    /// Drops the element: a completable that completes when this single succeeds.
    ///
    /// - Emits: never; the element is dropped.
    /// - Completes: when this single succeeds.
    /// - Errors: with this single's error.
    @inlinable
    public func asCompletable() -> Completable {
        Completable(raw: source.ignoreElements())
    }
}
