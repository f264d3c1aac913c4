import Foundation
import Synchronization

/// Process-wide hooks for what has no other place to go.
public enum Hooks {
    /// Called with an error that reached a subscription with no error handler (`bind(to:)`,
    /// `subscribe(onNext:)` without `onError:`, a `Binder`). Prints to standard error by default.
    ///
    /// RxSwift stops the program in debug builds here; we report and carry on, so set this hook in
    /// tests to turn such errors into failures. A scoped handler installed with
    /// ``withUnhandledErrorHandler(_:operation:)`` takes precedence in its task.
    public static var unhandledErrorHandler: @Sendable (any Error) -> Void {
        get { globalHandler.withLock { $0 } }
        set { globalHandler.withLock { $0 = newValue } }
    }

    /// Runs `operation` with `handler` receiving the unhandled errors raised in this task.
    public static func withUnhandledErrorHandler<Result>(
        _ handler: @escaping @Sendable (any Error) -> Void,
        operation: () throws -> Result
    ) rethrows -> Result {
        try $scopedHandler.withValue(handler, operation: operation)
    }

    /// Reports `error` to the scoped handler if one is installed, else to ``unhandledErrorHandler``.
    public static func reportUnhandled(_ error: any Error) {
        if let scoped = scopedHandler {
            scoped(error)
        } else {
            unhandledErrorHandler(error)
        }
    }

    @TaskLocal private static var scopedHandler: (@Sendable (any Error) -> Void)?
}

private let globalHandler = Lock<@Sendable (any Error) -> Void>({ error in
    FileHandle.standardError.write(Data("IOViewModel: unhandled error: \(error)\n".utf8))
})
