import Synchronization

/// Opens once; a task waiting on it suspends, holding no thread, until then. Lets a test order
/// work on other threads by events, never by time.
final class Gate: Sendable {
    private let state = Mutex<(isOpen: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.isOpen { return true }
                state.waiter = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        state.withLock { state in
            state.isOpen = true
            defer { state.waiter = nil }
            return state.waiter
        }?.resume()
    }
}
