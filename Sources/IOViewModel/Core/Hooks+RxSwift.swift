import Foundation

extension Hooks {
    /// RxSwift's shape of the unhandled-error hook: a call stack and the error.
    public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: any Error) -> Void

    /// RxSwift's shape of the hook that captures a call stack.
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    /// RxSwift's spelling of ``unhandledErrorHandler``: setting one sets the other.
    ///
    /// The call stack passed is empty unless ``recordCallStackOnError`` is `true`; then it is what
    /// ``customCaptureSubscriptionCallstack`` returns when the error is reported. RxSwift captures
    /// it when the subscription is made instead; we record nothing per subscription, so that
    /// subscribing costs no stack walk.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get {
            let handler = unhandledErrorHandler
            return { _, error in handler(error) }
        }
        set {
            unhandledErrorHandler = { error in
                let stack = recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
                newValue(stack, error)
            }
        }
    }

    /// What ``defaultErrorHandler`` receives as the call stack when ``recordCallStackOnError`` is
    /// `true`; the current thread's symbols by default.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { callStackHooks.withLock { $0.capture } }
        set { callStackHooks.withLock { $0.capture = newValue } }
    }

    /// Whether ``defaultErrorHandler`` receives a call stack; `false` by default, since capturing
    /// one is slow.
    public static var recordCallStackOnError: Bool {
        get { callStackHooks.withLock { $0.isRecording } }
        set { callStackHooks.withLock { $0.isRecording = newValue } }
    }
}

private struct CallStackHooks: Sendable {
    var capture: Hooks.CustomCaptureSubscriptionCallstack = { Thread.callStackSymbols }
    var isRecording = false
}

private let callStackHooks = Lock(CallStackHooks())
