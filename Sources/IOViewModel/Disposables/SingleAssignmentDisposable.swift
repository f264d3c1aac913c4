import Synchronization

/// Holds a disposable that arrives later; disposing before it arrives disposes it on arrival.
///
/// Operators use it for the upstream subscription, which may emit (and be asked to stop) before
/// `subscribe` has even returned it.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    // Lock-guarded state: only touched inside `state.withLock`.
    private enum State: @unchecked Sendable {
        case empty
        case assigned(any Disposable)
        case disposed
    }

    // The held disposable is only touched under the lock, and disposed outside it.
    private let state = Lock(State.empty)

    /// Creates an empty holder.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        state.withLock { if case .disposed = $0 { return true } else { return false } }
    }

    /// Stores `disposable`, or disposes it at once if this holder is already disposed.
    ///
    /// Assigning twice is a programming error: the second disposable is disposed and ignored.
    public func setDisposable(_ disposable: any Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            guard case .empty = state else { return true }
            state = .assigned(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes the held disposable, now or when it arrives.
    public func dispose() {
        let held = state.withLock { state -> (any Disposable)? in
            defer { state = .disposed }
            if case .assigned(let disposable) = state { return disposable }
            return nil
        }
        held?.dispose()
    }
}
