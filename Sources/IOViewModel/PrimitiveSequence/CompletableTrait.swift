/// The trait of ``Completable``: no element, only completion or an error.
public enum CompletableTrait {}

/// A sequence that only completes or fails: the shape of a command such as "save".
///
/// ```swift
/// func save(_ profile: Profile) -> Completable
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a ``Completable`` delivers: one of two outcomes.
@frozen
public enum CompletableEvent {
    /// The completable failed.
    case error(any Error)
    /// The completable finished.
    case completed
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// The closure a `Completable.create(subscribe:)` body calls with the outcome.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A completable whose subscriptions each run `subscribe` with a closure to call once with
    /// the outcome.
    ///
    /// Only the first outcome counts; later calls, and calls after disposal, are dropped.
    ///
    /// - Emits: never; a completable has no elements.
    /// - Completes: on the first `.completed`.
    /// - Errors: with the error of the first `.error`.
    @inlinable
    public static func create(
        subscribe: @escaping (@escaping CompletableObserver) -> any Disposable
    ) -> Completable {
        Completable(outcomes: subscribe)
    }

    /// Subscribes with one closure that receives the outcome, once.
    ///
    /// - Emits: calls nothing; a completable has no elements.
    /// - Completes: calls `observer` with `.completed`.
    /// - Errors: calls `observer` with `.error(error)`. Disposing before the outcome means
    ///   `observer` is never called.
    @inlinable
    public func subscribe(
        _ observer: @escaping (CompletableEvent) -> Void, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe", fileID: fileID, line: line) {
            subscribe(outcomes: observer)
        }
    }

    /// Subscribes with a closure per outcome.
    ///
    /// - Emits: calls nothing; a completable has no elements.
    /// - Completes: calls `onCompleted`, then `onDisposed`.
    /// - Errors: calls `onError` (without one, the error goes to ``Hooks/reportUnhandled(_:)``),
    ///   then `onDisposed`. `onDisposed` runs once, after the outcome or when the subscription is
    ///   disposed, whichever comes first.
    @inlinable
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe", fileID: fileID, line: line) {
            source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }

    /// Subscribes with closures that also receive `object`, held weakly: once `object` is gone,
    /// the outcome is ignored.
    ///
    /// - Emits: calls nothing; a completable has no elements.
    /// - Completes: calls `onCompleted` with `object`, if it still exists.
    /// - Errors: calls `onError` with `object` and the error, if `object` still exists. Then
    ///   `onDisposed`, likewise, after either outcome.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe(with:)", fileID: fileID, line: line) {
            source.subscribe(with: object, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// Completes on subscription: the command that has nothing to do.
    ///
    /// - Emits: never.
    /// - Completes: during the subscribe call.
    /// - Errors: never.
    @inlinable
    public static func empty() -> Completable {
        Completable(raw: .empty())
    }

    /// Runs side effects at each point of the subscription's life, passing the outcome through.
    ///
    /// `onError` and `onCompleted` run before the outcome is forwarded, `afterError` and
    /// `afterCompleted` after it; `onSubscribe` before subscribing, `onSubscribed` right after,
    /// `onDispose` once, when the subscription ends.
    ///
    /// - Emits: never; a completable has no elements.
    /// - Completes: when this completable completes.
    /// - Errors: with this completable's error, or with the error `onError` or `onCompleted` throws;
    ///   an error thrown by an `after` hook goes to ``Hooks/reportUnhandled(_:)``.
    @inlinable
    public func `do`(
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: source.do(
                onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// Runs `second` after this completable.
    ///
    /// - Emits: never; a completable has no elements.
    /// - Completes: when `second` completes; `second` is subscribed only once this one has.
    /// - Errors: with this completable's error (`second` is then never subscribed) or `second`'s.
    @inlinable
    public func concat(_ second: Completable) -> Completable {
        Completable(raw: source.concat(second.source))
    }

    /// Runs the completables of `sequence` one after the other.
    ///
    /// - Emits: never; a completable has no elements.
    /// - Completes: when the last one completes (at once for an empty sequence).
    /// - Errors: with the first error; the completables after it are never subscribed.
    @inlinable
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map(\.source)))
    }

    /// Runs the completables of `collection` one after the other.
    ///
    /// - Emits: never; a completable has no elements.
    /// - Completes: when the last one completes (at once for an empty collection).
    /// - Errors: with the first error; the completables after it are never subscribed.
    @inlinable
    public static func concat<Sources: Collection>(_ collection: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.concat(collection.map(\.source)))
    }

    /// Runs `sources` one after the other.
    ///
    /// - Emits: never; a completable has no elements.
    /// - Completes: when the last one completes (at once when there are none).
    /// - Errors: with the first error; the completables after it are never subscribed.
    @inlinable
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// Runs the completables of `sources` at the same time; for completables, `zip` is `merge`.
    ///
    /// - Emits: never; a completable has no elements.
    /// - Completes: when every one has completed (at once when there are none).
    /// - Errors: with the first error, disposing the others.
    @inlinable
    public static func zip<Sources: Collection>(_ sources: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.merge(sources.map(\.source)))
    }

    /// Runs `sources` at the same time; for completables, `zip` is `merge`.
    ///
    /// - Emits: never; a completable has no elements.
    /// - Completes: when every one has completed (at once when there are none).
    /// - Errors: with the first error, disposing the others.
    @inlinable
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map(\.source)))
    }

    /// Runs `sources` at the same time; for completables, `zip` is `merge`.
    ///
    /// - Emits: never; a completable has no elements.
    /// - Completes: when every one has completed (at once when there are none).
    /// - Errors: with the first error, disposing the others.
    @inlinable
    public static func zip(_ sources: Completable...) -> Completable {
        zip(sources)
    }
}
