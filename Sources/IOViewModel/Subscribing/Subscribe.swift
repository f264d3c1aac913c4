import Synchronization

extension ObservableType {
    /// Subscribes with a closure per kind of event.
    ///
    /// `onDisposed` runs once, after the terminal event or when the subscription is disposed,
    /// whichever comes first.
    ///
    /// Swift 6: the closures are not `@Sendable`; they run on whatever thread delivers the events
    /// (the sending thread, or the scheduler given to `observe(on:)`).
    ///
    /// - Emits: each element, to `onNext`.
    /// - Completes: calls `onCompleted`, then `onDisposed`.
    /// - Errors: calls `onError` (without one, the error goes to ``Hooks/reportUnhandled(_:)``),
    ///   then `onDisposed`.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe", fileID: fileID, line: line) {
            let handler = Self.eventHandler(onNext: onNext, onError: onError, onCompleted: onCompleted)
            guard let onDisposed else {
                return subscribe(AnyObserver(eventHandler: handler))
            }
            let subscription = DisposedCallback(onDisposed)
            subscription.upstream.setDisposable(
                subscribe(
                    AnyObserver { event in
                        handler(event)
                        if event.isStopEvent { subscription.dispose() }
                    }))
            return subscription
        }
    }

    /// Subscribes with closures that also receive `object`, held weakly: once `object` is gone,
    /// events are ignored. Replaces the `[weak self]` dance.
    ///
    /// ```swift
    /// viewModel.outputs.title
    ///     .subscribe(with: self, onNext: { controller, title in controller.title = title })
    ///     .disposed(by: disposeBag)
    /// ```
    ///
    /// - Emits: each element, with `object`, to `onNext`, while `object` is alive.
    /// - Completes: calls `onCompleted`, then `onDisposed`, with `object` if it is still alive.
    /// - Errors: calls `onError` (without one, the error goes to ``Hooks/reportUnhandled(_:)``),
    ///   then `onDisposed`, with `object` if it is still alive.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe(with:)", fileID: fileID, line: line) {
            subscribe(
                onNext: weaklyBound(object, onNext), onError: weaklyBound(object, onError),
                onCompleted: weaklyBound(object, onCompleted), onDisposed: weaklyBound(object, onDisposed))
        }
    }

    /// Subscribes with one closure that receives every event.
    ///
    /// - Emits: each element, as `.next`, to `on`.
    /// - Completes: passes `.completed` to `on`.
    /// - Errors: passes `.error` to `on`.
    @inlinable
    public func subscribe(
        _ on: @escaping (Event<Element>) -> Void, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe", fileID: fileID, line: line) {
            subscribe(AnyObserver(eventHandler: on))
        }
    }

    @inlinable
    static func eventHandler(
        onNext: ((Element) -> Void)?,
        onError: ((any Error) -> Void)?,
        onCompleted: (() -> Void)?
    ) -> (Event<Element>) -> Void {
        { event in
            switch event {
            case .next(let element): onNext?(element)
            case .error(let error):
                if let onError { onError(error) } else { Hooks.reportUnhandled(error) }
            case .completed: onCompleted?()
            }
        }
    }
}

/// A subscription that runs a closure once when it ends, by terminal event or by dispose.
@usableFromInline
final class DisposedCallback: Disposable, @unchecked Sendable {
    // `onDisposed` is taken at most once, under its own lock; `upstream` has its own lock.
    @usableFromInline
    let onDisposed: OnceAction
    @usableFromInline
    let upstream = SingleAssignmentDisposable()

    @inlinable
    init(_ onDisposed: @escaping () -> Void) {
        self.onDisposed = OnceAction(onDisposed)
    }

    @usableFromInline
    func dispose() {
        guard let callback = onDisposed.take() else { return }
        upstream.dispose()
        callback()
    }
}
