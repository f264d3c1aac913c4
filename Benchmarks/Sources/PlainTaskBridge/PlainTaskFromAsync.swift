import IOViewModel

/// `Observable.fromAsync` as a plain `Task` per subscription, written with the public API and
/// laid out as the library's bridge is (`fromAsync` over `createAsync`): each subscription's
/// task runs `operation` on the global executor and feeds a ``SerialObserver``; disposing the
/// subscription cancels the task. No task-local value is read and no test scheduler is looked
/// for: the cost of the bridge outside tests, against which `fromAsync` is measured.
///
/// - Emits: the value `operation` returns.
/// - Completes: right after that value.
/// - Errors: with the error `operation` throws.
public func plainTaskFromAsync<Element: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Element
) -> Observable<Element> {
    plainTaskCreateAsync { observer in observer.on(.next(try await operation())) }
}

/// `Observable.createAsync` as a plain `Task` per subscription: the task runs `body` with an
/// observer to feed, then completes (or fails with what `body` throws).
///
/// - Emits: what `body` sends to the observer.
/// - Completes: when `body` returns.
/// - Errors: when `body` throws.
public func plainTaskCreateAsync<Element: Sendable>(
    _ body: @escaping @Sendable (SerialObserver<Element>) async throws -> Void
) -> Observable<Element> {
    Observable.create { observer in
        let output = SerialObserver(observer)
        let task = Task {
            do {
                try await body(output)
                output.on(.completed)
            } catch {
                output.on(.error(error))
            }
        }
        return Disposables.create { task.cancel() }
    }
}
