import Synchronization

extension Mutex {
    /// `withLock`, for a body whose result comes from the caller's own values (an element it is
    /// forwarding) rather than from the protected state alone.
    ///
    /// `withLock` insists that its result is `sending`, which region analysis cannot prove for a
    /// value that also stays reachable from the caller. The hand-off is safe here because the
    /// result goes straight back to the calling thread, which already owned those values.
    @inlinable
    func withLockHandingOff<Result>(_ body: (inout Value) -> Result) -> Result {
        withLock { value in Transfer(body(&value)) }.value
    }
}
