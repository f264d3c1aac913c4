/// The trait of ``Maybe``: at most one element, then the end; or an error.
public enum MaybeTrait {}

/// A sequence that succeeds with one element, completes empty, or fails: the shape of a lookup
/// that may find nothing.
///
/// ```swift
/// func cachedUser() -> Maybe<User>
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` delivers: one of three outcomes.
@frozen
public enum MaybeEvent<Element> {
    /// The one element; the maybe is over.
    case success(Element)
    /// The maybe failed.
    case error(any Error)
    /// The maybe ended without an element.
    case completed
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// The closure a `Maybe.create(subscribe:)` body calls with the outcome.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A maybe whose subscriptions each run `subscribe` with a closure to call once with the
    /// outcome.
    ///
    /// Only the first outcome counts; later calls, and calls after disposal, are dropped.
    ///
    /// - Emits: the element of the first `.success`.
    /// - Completes: right after that element; or empty, on the first `.completed`.
    /// - Errors: with the error of the first `.error`.
    @inlinable
    public static func create(
        subscribe: @escaping (@escaping MaybeObserver) -> any Disposable
    ) -> Maybe<Element> {
        Maybe(outcomes: subscribe)
    }

    /// Subscribes with one closure that receives the outcome, once.
    ///
    /// - Emits: calls `observer` with `.success(element)` when the maybe succeeds.
    /// - Completes: calls `observer` with `.completed` only when the maybe completes empty; the
    ///   completion that follows a success is not passed on.
    /// - Errors: calls `observer` with `.error(error)`. Disposing before the outcome means
    ///   `observer` is never called.
    @inlinable
    public func subscribe(
        _ observer: @escaping (MaybeEvent<Element>) -> Void, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe", fileID: fileID, line: line) {
            subscribe(outcomes: observer)
        }
    }

    /// Subscribes with a closure per outcome; `onCompleted` runs only for an empty end, not after
    /// a success.
    ///
    /// - Emits: calls `onSuccess` with the element.
    /// - Completes: calls `onCompleted` when the maybe completes empty; after a success, nothing more
    ///   than `onDisposed`.
    /// - Errors: calls `onError` (without one, the error goes to ``Hooks/reportUnhandled(_:)``),
    ///   then `onDisposed`. `onDisposed` runs once, after the outcome or when the subscription is
    ///   disposed, whichever comes first.
    @inlinable
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe", fileID: fileID, line: line) {
            var succeeded = false
            return source.subscribe(
                onNext: { element in
                    succeeded = true
                    onSuccess?(element)
                },
                onError: onError,
                onCompleted: { if !succeeded { onCompleted?() } },
                onDisposed: onDisposed)
        }
    }

    /// Subscribes with closures that also receive `object`, held weakly: once `object` is gone,
    /// the outcome is ignored.
    ///
    /// - Emits: calls `onSuccess` with `object` and the element, if `object` still exists.
    /// - Completes: calls `onCompleted` with `object`, only for an empty end and if `object` still
    ///   exists.
    /// - Errors: calls `onError` with `object` and the error, if `object` still exists. Then
    ///   `onDisposed`, likewise, after any outcome.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe(with:)", fileID: fileID, line: line) {
            subscribe(
                onSuccess: weaklyBound(object, onSuccess), onError: weaklyBound(object, onError),
                onCompleted: weaklyBound(object, onCompleted), onDisposed: weaklyBound(object, onDisposed))
        }
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// Succeeds with `element` on subscription.
    ///
    /// - Emits: `element`, during the subscribe call.
    /// - Completes: right after `element`.
    /// - Errors: never.
    @inlinable
    public static func just(_ element: Element) -> Maybe<Element> {
        Single.just(element).asMaybe()
    }

    /// Succeeds with `element`, delivered by `scheduler`.
    ///
    /// - Emits: `element`, in the action scheduled on `scheduler` at subscription.
    /// - Completes: right after `element`, in the same action.
    /// - Errors: never.
    @inlinable
    public static func just(_ element: Element, scheduler: some ImmediateSchedulerType) -> Maybe<Element> {
        Single.just(element, scheduler: scheduler).asMaybe()
    }

    /// Completes empty on subscription: the lookup that found nothing.
    ///
    /// - Emits: never.
    /// - Completes: empty, during the subscribe call.
    /// - Errors: never.
    @inlinable
    public static func empty() -> Maybe<Element> {
        Maybe(raw: .empty())
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// Runs side effects at each point of the subscription's life, passing the outcome through.
    ///
    /// `onNext`, `onError` and `onCompleted` run before the event is forwarded; `afterNext`,
    /// `afterError` and `afterCompleted` after it. As in RxSwift, a success is followed by the
    /// completion, so `onCompleted` and `afterCompleted` run after a success too. `onSubscribe` runs
    /// before subscribing, `onSubscribed` right after, `onDispose` once, when the subscription ends.
    ///
    /// - Emits: this maybe's element.
    /// - Completes: right after the element, or empty, as this maybe does.
    /// - Errors: with this maybe's error, or with the error `onNext`, `onError` or `onCompleted`
    ///   throws. An error thrown by `afterNext` is emitted after the element, in place of the
    ///   completion; one thrown by `afterError` or `afterCompleted` goes to
    ///   ``Hooks/reportUnhandled(_:)``.
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: source.do(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Turns an empty end into a success with `default`.
    ///
    /// - Emits: the element, or `default` when this maybe completes empty.
    /// - Completes: right after the element or `default`.
    /// - Errors: with this maybe's error.
    @inlinable
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: source.ifEmpty(default: `default`))
    }

    /// Continues with `other` when this maybe completes empty.
    ///
    /// - Emits: the element, or else `other`'s element.
    /// - Completes: right after the element; or empty, when both are empty.
    /// - Errors: with this maybe's error or `other`'s.
    @inlinable
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: source.ifEmpty(switchTo: other.source))
    }

    /// Continues with the single `other` when this maybe completes empty; `other` is subscribed
    /// only then.
    ///
    /// - Emits: the element, or else `other`'s element.
    /// - Completes: right after the element.
    /// - Errors: with this maybe's error or `other`'s.
    @inlinable
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: source.ifEmpty(switchTo: other.source))
    }
}
