import Synchronization

/// Holds one disposable at a time: assigning a new one disposes the previous one.
///
/// Once disposed, it disposes whatever is assigned afterwards. `flatMapLatest` keeps its current
/// inner subscription in one.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    // Lock-guarded state: only touched inside `state.withLock`.
    private struct State: @unchecked Sendable {
        var current: (any Disposable)?
        var isDisposed = false
    }

    // The held disposable is only touched under the lock, and disposed outside it.
    private let state = Lock(State())

    /// Creates an empty serial disposable.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// The current disposable. Setting it disposes the previous one (or the new one, if this
    /// serial disposable is already disposed).
    public var disposable: any Disposable {
        get { state.withLock { $0.current } ?? Disposables.create() }
        set {
            let (previous, rejected) = state.withLock { state -> ((any Disposable)?, Bool) in
                if state.isDisposed { return (nil, true) }
                defer { state.current = newValue }
                return (state.current, false)
            }
            previous?.dispose()
            if rejected { newValue.dispose() }
        }
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        let current = state.withLock { state -> (any Disposable)? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
