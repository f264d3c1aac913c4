extension ObservableType where Element: Sendable {
    /// Subscribes, waits for the first element, disposes the subscription and returns the element.
    ///
    /// - Returns: the first element.
    /// - Throws: the sequence's error if it fails first; ``RxError/noElements`` if it completes
    ///   without an element; `CancellationError` if the awaiting task is cancelled first (the
    ///   subscription is disposed at once). A task cancelled before it awaits still subscribes,
    ///   as in RxSwift: an element the sequence gives synchronously is returned.
    ///
    /// `first()` is taken by the operator that emits the first element as an observable; this is
    /// the `async` form (RxSwift spells it `try await single.value` on its `Single` trait).
    public func awaitFirst() async throws -> Element {
        // In a test scheduler's task, the wait is one the scheduler knows will end (or be cancelled).
        try await HostedTask.waitingIfHosted { try await awaitFirstElement() }
    }

    private func awaitFirstElement() async throws -> Element {
        let waiter = FirstElementWaiter<Element>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiter.install(continuation)
                waiter.subscription.setDisposable(
                    subscribe(
                        AnyObserver { event in
                            switch event {
                            case .next(let element): waiter.finish(.success(element))
                            case .error(let error): waiter.finish(.failure(error))
                            case .completed: waiter.finish(.failure(RxError.noElements))
                            }
                        }))
                waiter.subscribed()
            }
        } onCancel: {
            waiter.cancel()
        }
    }
}

/// The continuation `awaitFirst()` waits on, resumed exactly once by the first of: an event, the
/// cancellation of the awaiting task.
///
/// As in RxSwift, cancellation disposes the subscription and the wait then throws
/// `CancellationError`; a task cancelled before it awaits still subscribes, so an outcome the
/// sequence gives synchronously (`Completable.empty()`, `Single.just(_:)`) is returned rather than
/// thrown away.
final class FirstElementWaiter<Element: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Element, any Error>?
        var isCancelled = false
        var isFinished = false
    }

    let subscription = SingleAssignmentDisposable()
    private let state = Lock(State())

    /// Stores `continuation`, before the subscription: events can only come after.
    func install(_ continuation: CheckedContinuation<Element, any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    /// After subscribing: a cancellation that came before (or during) the subscription, with no
    /// outcome yet, ends the wait now.
    func subscribed() {
        let cancelled = state.withLock { $0.isCancelled && !$0.isFinished }
        if cancelled { finish(.failure(CancellationError())) }
    }

    /// The awaiting task was cancelled: disposes the subscription (at once, or as soon as it is
    /// made) and, once subscribed, ends the wait with `CancellationError`.
    func cancel() {
        let isSubscribing = state.withLock { state -> Bool in
            state.isCancelled = true
            return state.continuation == nil
        }
        subscription.dispose()
        if !isSubscribing { finish(.failure(CancellationError())) }
    }

    func finish(_ result: Result<Element, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<Element, any Error>? in
            guard !state.isFinished else { return nil }
            state.isFinished = true
            defer { state.continuation = nil }
            return state.continuation
        }
        subscription.dispose()
        continuation?.resume(with: result)
    }
}
