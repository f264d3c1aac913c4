import Synchronization

/// Collects subscriptions and disposes them all when the bag is deallocated.
///
/// Give each owner (a view model, a view controller) its own bag, as a stored property; when the
/// owner goes away, so do its subscriptions. To dispose early, replace the bag with a new one.
public final class DisposeBag: @unchecked Sendable {
    // Lock-guarded state: only touched inside `state.withLock`.
    private struct State: @unchecked Sendable {
        var disposables: [any Disposable] = []
        var isDisposed = false
    }

    // The array is only touched under the lock; disposal happens outside it.
    private let state = Lock(State())

    /// Creates an empty bag.
    public init() {}

    /// Creates a bag holding `disposables`.
    public init(disposing disposables: any Disposable...) {
        state.withLock { $0.disposables = disposables }
    }

    /// Creates a bag holding `disposables`.
    public init(disposing disposables: [any Disposable]) {
        state.withLock { $0.disposables = disposables }
    }

    /// Adds `disposable`; if the bag has already been disposed, disposes it at once.
    public func insert(_ disposable: any Disposable) {
        let accepted = state.withLock { state -> Bool in
            guard !state.isDisposed else { return false }
            state.disposables.append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Adds every argument.
    public func insert(_ disposables: any Disposable...) {
        for disposable in disposables { insert(disposable) }
    }

    /// Adds every element of `disposables`.
    public func insert(_ disposables: [any Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    deinit {
        let disposables = state.withLock { state -> [any Disposable] in
            state.isDisposed = true
            return state.disposables
        }
        for disposable in disposables { disposable.dispose() }
    }
}

extension DisposeBag {
    /// Builds the bag's contents in a result-builder block:
    /// `bag.insert { a.bind(to: b); c.subscribe() }`.
    public func insert(@DisposableBuilder _ build: () -> [any Disposable]) {
        insert(build())
    }

    /// A bag holding every disposable the builder lists: `DisposeBag { a; b }`.
    public convenience init(@DisposableBuilder builder: () -> [any Disposable]) {
        self.init(disposing: builder())
    }

    /// A result builder that collects disposables into an array.
    @resultBuilder
    public enum DisposableBuilder {
        /// Collects the disposables of one block.
        public static func buildBlock(_ disposables: any Disposable...) -> [any Disposable] {
            disposables
        }
    }
}

// Apart from `insert(_:)`, so that swift-format does not read the RxSwift spelling as an
// accidental trailing-closure overload: a trailing closure picks `insert(_:)`.
extension DisposeBag {
    /// RxSwift's labeled spelling of `insert { ... }`: adds every
    /// disposable the builder lists.
    @_disfavoredOverload
    public func insert(@DisposableBuilder builder: () -> [any Disposable]) {
        insert(builder())
    }
}
