extension ImmediateSchedulerType {
    /// Runs `action` with `state` on this scheduler; `action` may call `recurse` with a new state to
    /// run again, each time as a new scheduled action, so a loop on a trampolining or queue
    /// scheduler does not grow the stack.
    ///
    /// Disposing the result cancels the actions not yet run; one already running finishes.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> any Disposable {
        let recursion = RecursiveSchedule(scheduler: self, action: action)
        recursion.schedule(state)
        return recursion
    }
}

/// The actions of one `scheduleRecursive`: each pending one is kept, keyed, until it runs, so that
/// disposing cancels them all.
private final class RecursiveSchedule<State>: Disposable, @unchecked Sendable {
    // Lock-guarded: only touched inside `pending.withLock`.
    private struct Pending: @unchecked Sendable {
        var nextKey = 0
        var waiting: Set<Int> = []
        var scheduled: [Int: any Disposable] = [:]
        var isDisposed = false
    }

    private let scheduler: any ImmediateSchedulerType
    private let action: (State, (State) -> Void) -> Void
    private let pending = Lock(Pending())

    init(scheduler: any ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    func schedule(_ state: State) {
        let reserved = pending.withLock { pending -> Int? in
            guard !pending.isDisposed else { return nil }
            defer { pending.nextKey += 1 }
            pending.waiting.insert(pending.nextKey)
            return pending.nextKey
        }
        guard let key = reserved else { return }
        let scheduled = scheduler.schedule { [self] in run(key, state) }
        // The action may already have run, inside `schedule`, on an immediate scheduler.
        let keep = pending.withLock { pending -> Bool in
            guard pending.waiting.contains(key), !pending.isDisposed else { return false }
            pending.scheduled[key] = scheduled
            return true
        }
        if !keep { scheduled.dispose() }
    }

    private func run(_ key: Int, _ state: State) {
        let isLive = pending.withLock { pending -> Bool in
            pending.waiting.remove(key)
            pending.scheduled[key] = nil
            return !pending.isDisposed
        }
        guard isLive else { return }
        action(state) { next in schedule(next) }
    }

    func dispose() {
        let scheduled = pending.withLock { pending -> [any Disposable] in
            pending.isDisposed = true
            defer { pending.scheduled = [:] }
            return Array(pending.scheduled.values)
        }
        for action in scheduled { action.dispose() }
    }
}
