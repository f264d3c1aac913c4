/// Starts the task of one subscription to an async bridge and returns the disposable that
/// cancels it: on the current ``AsyncTaskHost`` when there is one (a test scheduler's run), or
/// as a plain task otherwise.
///
/// `isolation` is the isolation of the bridge's own operation (`@isolated(any)` at the bridge), so
/// that the host can see an isolation it cannot drive (the main actor) and say so; `operation`,
/// the task's body around it, is nonisolated.
@usableFromInline
func startBridgeTask(
    _ bridge: String, fileID: String, line: UInt, priority: TaskPriority?, detached: Bool = false,
    isolation: (any Actor)?, _ operation: @escaping @Sendable () async -> Void
) -> any Disposable {
    let task: Task<Void, Never>
    if let host = AsyncTaskHosting.current {
        let hosted = HostedTask(bridge: bridge, fileID: fileID, line: line, isolation: isolation)
        host.taskWillStart(hosted)
        if detached {
            // Detached as in an app: no task-local value, priority or actor is inherited. Only
            // the host is handed on, so that bridges nested in the work still run on it.
            task = Task.detached(executorPreference: host, priority: priority) {
                await AsyncTaskHosting.$current.withValue(host) {
                    await HostedTask.$current.withValue(hosted) { await operation() }
                }
                host.taskDidEnd(hosted)
            }
        } else {
            task = Task(executorPreference: host, priority: priority) {
                await HostedTask.$current.withValue(hosted) { await operation() }
                host.taskDidEnd(hosted)
            }
        }
    } else if detached {
        task = Task.detached(priority: priority, operation: operation)
    } else {
        task = Task(priority: priority, operation: operation)
    }
    return Disposables.create { task.cancel() }
}

/// Starts the task of a bridge that sends one value and completes, or fails (`fromAsync`,
/// `Single.create`). The task is the observer's only sender, one event after the other, so its
/// events need no lock of their own; `create`'s sink drops whatever comes after `dispose()`.
@usableFromInline
func startResultTask<Element: Sendable>(
    _ bridge: String, _ observer: AnyObserver<Element>, fileID: String, line: UInt, priority: TaskPriority?,
    detached: Bool = false, _ operation: @escaping @Sendable @isolated(any) () async throws -> Element
) -> any Disposable {
    let output = Transfer(observer)
    return startBridgeTask(
        bridge, fileID: fileID, line: line, priority: priority, detached: detached, isolation: operation.isolation
    ) {
        await sendingCompletion(to: { output.value.on($0) }) {
            output.value.onNext(try await operation())
        }
    }
}

/// Runs `body`, then sends `.completed` through `send`, or `.error` with what `body` threw: how
/// the task of every async bridge (`fromAsync`, `createAsync`, `Observable.from(asyncSequence)`,
/// `Single.create`) ends its sequence once its work is done.
func sendingCompletion<Element>(
    to send: (Event<Element>) -> Void, after body: () async throws -> Void
) async {
    do {
        try await body()
        send(.completed)
    } catch {
        send(.error(error))
    }
}
