#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A lock and the state it guards: what this library's operators lock their state with.
///
/// It offers `Mutex`'s `withLock` over the platform's plain lock (`os_unfair_lock`,
/// `pthread_mutex_t`), for two reasons found on Linux:
///
/// - Speed: `Synchronization.Mutex` reads the thread id with a system call on every lock and
///   unlock (it records the owner for priority inheritance). With a lock section or two per
///   event, that shows in the `combineLatest` benchmark.
/// - Thread Sanitizer: when a `Mutex` is contended, the kernel hands it over through a
///   priority-inheritance futex, which the sanitizer cannot see, so it reports the state the lock
///   guards as racing (a false report, but it buries real ones). It understands `pthread` locks.
///
/// Like `Mutex`, it is not recursive: never call downstream while holding it.
@usableFromInline
final class StateLock<State>: @unchecked Sendable {
    // `state` is only touched while the lock is held; both pointers are allocated once and never
    // move. The state lives behind a pointer rather than in a stored `var`, so that accessing it
    // costs no dynamic exclusivity check: the lock already guarantees exclusive access.
    #if canImport(Darwin)
    @usableFromInline let handle: UnsafeMutablePointer<os_unfair_lock>
    #else
    @usableFromInline let handle: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    @usableFromInline let state: UnsafeMutablePointer<State>

    @inlinable
    init(_ state: State) {
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
        handle = .allocate(capacity: 1)
        #if canImport(Darwin)
        handle.initialize(to: os_unfair_lock())
        #else
        handle.initialize(to: pthread_mutex_t())
        pthread_mutex_init(handle, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(handle)
        #endif
        handle.deinitialize(count: 1)
        handle.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(handle)
        defer { os_unfair_lock_unlock(handle) }
        #else
        pthread_mutex_lock(handle)
        defer { pthread_mutex_unlock(handle) }
        #endif
        return try body(&state.pointee)
    }
}
