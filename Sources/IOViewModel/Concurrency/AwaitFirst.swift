extension ObservableType where Element: Sendable {
    /// Subscribes, waits for the first element, disposes the subscription and returns the element.
    ///
    /// - Returns: the first element.
    /// - Throws: the sequence's error if it fails first; ``RxError/noElements`` if it completes
    ///   without an element; `CancellationError` if the awaiting task is cancelled (the
    ///   subscription is disposed at once).
    ///
    /// `first()` is taken by the operator that emits the first element as an observable; this is
    /// the `async` form (RxSwift spells it `try await single.value` on its `Single` trait).
    public func awaitFirst() async throws -> Element {
        let waiter = FirstElementWaiter<Element>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard waiter.install(continuation) else { return }
                waiter.subscription.setDisposable(
                    subscribe(
                        AnyObserver { event in
                            switch event {
                            case .next(let element): waiter.finish(.success(element))
                            case .error(let error): waiter.finish(.failure(error))
                            case .completed: waiter.finish(.failure(RxError.noElements))
                            }
                        }))
            }
        } onCancel: {
            waiter.finish(.failure(CancellationError()))
        }
    }
}

/// The continuation `awaitFirst()` waits on, resumed exactly once by the first of: an event, the
/// cancellation of the awaiting task.
final class FirstElementWaiter<Element: Sendable>: Sendable {
    private enum State {
        case waiting
        case installed(CheckedContinuation<Element, any Error>)
        case finished(Result<Element, any Error>?)
    }

    let subscription = SingleAssignmentDisposable()
    private let state = Lock(State.waiting)

    /// Stores `continuation`; returns `false` (having resumed it) if cancellation came first.
    func install(_ continuation: CheckedContinuation<Element, any Error>) -> Bool {
        let early = state.withLock { state -> Result<Element, any Error>? in
            if case .finished(let result) = state {
                state = .finished(nil)
                return result
            }
            state = .installed(continuation)
            return nil
        }
        guard let early else { return true }
        continuation.resume(with: early)
        return false
    }

    func finish(_ result: Result<Element, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<Element, any Error>? in
            switch state {
            case .waiting:
                state = .finished(result)
                return nil
            case .installed(let continuation):
                state = .finished(nil)
                return continuation
            case .finished:
                return nil
            }
        }
        subscription.dispose()
        continuation?.resume(with: result)
    }
}
