/// Disposes its underlying disposable once it has been disposed itself and every handle
/// ``retain()`` gave out has been disposed too, in whichever order that happens.
///
/// Useful when one resource serves several consumers (a window of elements, a group): each holds
/// a retained handle, and the resource lives as long as the owner or any consumer needs it.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    // Lock-guarded: only touched inside `state.withLock`.
    private struct State: @unchecked Sendable {
        var disposable: (any Disposable)?
        var count = 0
        var isPrimaryDisposed = false
    }

    private let state: Lock<State>

    /// Guards `disposable`, which is disposed once this and all retained handles are.
    public init(disposable: any Disposable) {
        state = Lock(State(disposable: disposable))
    }

    /// Whether the underlying disposable has been disposed.
    public var isDisposed: Bool {
        state.withLock { $0.disposable == nil }
    }

    /// A handle that keeps the underlying disposable alive until the handle is disposed (once;
    /// disposing it again does nothing). After the underlying disposable has been disposed, a
    /// handle that does nothing.
    public func retain() -> any Disposable {
        let retained = state.withLock { state -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        guard retained else { return Disposables.create() }
        return Disposables.create(with: { [self] in release() })
    }

    /// Marks the owner's share as released; disposes the underlying disposable if no retained
    /// handle is still alive. Disposing again does nothing.
    public func dispose() {
        let toDispose = state.withLock { state -> (any Disposable)? in
            guard !state.isPrimaryDisposed else { return nil }
            state.isPrimaryDisposed = true
            return takeIfUnused(&state)
        }
        toDispose?.dispose()
    }

    private func release() {
        let toDispose = state.withLock { state -> (any Disposable)? in
            state.count -= 1
            return takeIfUnused(&state)
        }
        toDispose?.dispose()
    }

    private func takeIfUnused(_ state: inout State) -> (any Disposable)? {
        guard state.isPrimaryDisposed, state.count == 0 else { return nil }
        defer { state.disposable = nil }
        return state.disposable
    }
}
