import Synchronization

extension Observable where Element: Sendable {
    /// An observable whose subscriptions each run the `async` closure `body` in a new task, with an
    /// observer to feed.
    ///
    /// Disposing the subscription cancels the task: `try await` calls that honour cancellation
    /// throw, `Task.isCancelled` turns true, and anything sent afterwards is dropped. The observer
    /// may be used from several child tasks at once: it delivers one event at a time.
    ///
    /// ```swift
    /// let pages = Observable<Page>.createAsync { observer in
    ///     for number in 1...3 { observer.onNext(try await api.page(number)) }
    /// }
    /// ```
    ///
    /// In a test scheduler's run the task runs on the scheduler, in virtual time (the guide's
    /// "Testing Async View Models"); `fileID` and `line` name the call in its diagnoses.
    ///
    /// - Emits: what `body` sends to the observer.
    /// - Completes: when `body` returns (or sends `.completed` itself).
    /// - Errors: when `body` throws (or sends an error itself).
    public static func createAsync(
        _ body: @escaping @Sendable @isolated(any) (AsyncObserver<Element>) async throws -> Void,
        fileID: String = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.create { observer in
            let asyncObserver = AsyncObserver(observer)
            return startBridgeTask(
                "createAsync", fileID: fileID, line: line, priority: nil, isolation: body.isolation
            ) {
                await sendingCompletion(to: { asyncObserver.on($0) }) {
                    try await body(asyncObserver)
                }
            }
        }
    }

    /// Emits the result of the `async` closure `operation`, run in a new task for each
    /// subscription, then completes. Disposing cancels the task.
    ///
    /// ```swift
    /// let user = Observable.fromAsync { try await api.currentUser() }
    /// ```
    ///
    /// In a test scheduler's run the task runs on the scheduler, in virtual time (the guide's
    /// "Testing Async View Models"); `fileID` and `line` name the call in its diagnoses.
    ///
    /// - Emits: the value `operation` returns.
    /// - Completes: right after that value.
    /// - Errors: with the error `operation` throws.
    public static func fromAsync(
        _ operation: @escaping @Sendable @isolated(any) () async throws -> Element,
        fileID: String = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        Observable.create { observer in
            startResultTask("fromAsync", observer, fileID: fileID, line: line, priority: nil, operation)
        }
    }
}

/// The observer an ``Observable/createAsync(_:fileID:line:)`` body feeds; safe to use from any task.
public struct AsyncObserver<Element: Sendable>: Sendable {
    @usableFromInline
    let output: LockedOutput<DeliveryOnlyState<Element>>

    init(_ observer: AnyObserver<Element>) {
        output = LockedOutput(DeliveryOnlyState(), observer: observer)
    }

    /// Sends `element`.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Completes the sequence; later events are dropped.
    public func onCompleted() {
        on(.completed)
    }

    /// Fails the sequence with `error`; later events are dropped.
    public func onError(_ error: any Error) {
        on(.error(error))
    }

    /// Sends `event`.
    public func on(_ event: Event<Element>) {
        output.send(event)
    }
}
