import Synchronization

/// A group of disposables disposed together; members can also be removed one by one.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies a member, to remove it with ``remove(for:)``.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    // Lock-guarded state: only touched inside `state.withLock`.
    fileprivate struct State: @unchecked Sendable {
        var members: [Int: any Disposable] = [:]
        var order: [Int] = []
        var nextKey = 0
        var isDisposed = false
    }

    // Members are only touched under the lock, and disposed outside it.
    private let state = Lock(State())

    /// Creates an empty group.
    public init() {}

    /// Creates a group holding `disposables`.
    public init(disposables: [any Disposable]) {
        state.withLock { state in
            for disposable in disposables { _ = state.add(disposable) }
        }
    }

    /// Creates a group holding the arguments.
    public convenience init(_ disposables: any Disposable...) {
        self.init(disposables: disposables)
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// The number of members not yet disposed or removed.
    public var count: Int {
        state.withLock { $0.members.count }
    }

    /// Adds `disposable` and returns its key, or disposes it at once and returns `nil` if the group
    /// is already disposed.
    @discardableResult
    public func insert(_ disposable: any Disposable) -> DisposeKey? {
        let key = state.withLock { state -> Int? in
            state.isDisposed ? nil : state.add(disposable)
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the member for `key` and disposes it.
    public func remove(for key: DisposeKey) {
        let removed = state.withLock { $0.members.removeValue(forKey: key.value) }
        removed?.dispose()
    }

    /// Disposes every member, in the order they were added.
    public func dispose() {
        let members = state.withLock { state -> [any Disposable] in
            guard !state.isDisposed else { return [] }
            state.isDisposed = true
            let members = state.order.compactMap { state.members[$0] }
            state.members = [:]
            state.order = []
            return members
        }
        for member in members { member.dispose() }
    }
}

extension CompositeDisposable.State {
    fileprivate mutating func add(_ disposable: any Disposable) -> Int {
        let key = nextKey
        nextKey += 1
        members[key] = disposable
        order.append(key)
        // Removed keys linger in `order`; drop them once they outnumber the members.
        if order.count > 2 * members.count + 16 { order.removeAll { members[$0] == nil } }
        return key
    }
}
