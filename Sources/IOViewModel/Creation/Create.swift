import Synchronization

extension Observable {
    /// An observable whose subscriptions each run `subscribe` with an observer to feed.
    ///
    /// The observer enforces the grammar: after the first terminal event, or once the subscription
    /// is disposed, further events are dropped, and the disposable `subscribe` returned is
    /// disposed. Call the observer from one thread at a time (as in RxSwift); use a subject to
    /// merge threads.
    ///
    /// ```swift
    /// let numbers = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// As in RxSwift, a subscription made outside any other runs `subscribe` inside a current-thread
    /// trampoline: a synchronous source (`from`, `of`, `range`) that `subscribe` subscribes to
    /// emits once `subscribe` has returned, not while it runs.
    ///
    /// - Emits: each element `subscribe` sends to the observer, until a terminal event or disposal.
    /// - Completes: when `subscribe` sends `.completed`.
    /// - Errors: when `subscribe` sends `.error`.
    public static func create(
        _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
    ) -> Observable<Element> {
        // The sink names the source (`create`): the observable adds no step of its own.
        Observable(name: "") { observer in
            let sink = CreateSink(observer: observer)
            withCurrentThreadTrampoline { sink.attach(subscribe(AnyObserver(eventHandler: sink.forward))) }
            return sink
        }
    }
}

/// The observer handed to a `create` closure, and the subscription it returns.
final class CreateSink<Element>: Disposable, @unchecked Sendable {
    // `observer` is called only while `ended` is false, by the single thread feeding it;
    // `cleanup` is touched only under its lock.
    private let observer: AnyObserver<Element>
    private let ended = EndFlag()
    private let cleanup = SingleAssignmentDisposable()
    private let token = ResourceToken(source: .named("create"), labeled: true)

    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    func forward(_ event: Event<Element>) {
        guard !ended.isSet else { return }
        if case .next = event {
            observer.on(event)
        } else if end() {
            observer.on(event)
            cleanup.dispose()
        }
    }

    func attach(_ disposable: any Disposable) {
        cleanup.setDisposable(disposable)
    }

    func dispose() {
        // Also while the terminal event is being forwarded: a downstream operator disposing in
        // reaction to it cleans the source up at once (as in RxSwift), before its own `onDispose`.
        _ = end()
        cleanup.dispose()
    }

    private func end() -> Bool {
        let won = ended.set()
        if won { token.release() }
        return won
    }
}
