#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A plain mutual-exclusion lock for hot, contended paths (a subject fed from many threads).
///
/// `Mutex` from Synchronization is a priority-inheritance futex on Linux: every contended
/// acquisition goes through the kernel, which hands the lock straight to the longest waiter. A
/// subject fed from several threads takes its lock for every event that finds another thread
/// delivering, so that hand-off turned into a lock convoy (8 threads x 100k events took a minute,
/// against about three seconds with this lock). This one is a default `pthread_mutex_t` on Linux (a
/// woken waiter competes again, so the running thread keeps going) and an `os_unfair_lock` on
/// Apple platforms, which is what `Mutex` uses there anyway.
///
/// It lives at a fixed heap address (a lock must not move), allocated by `init` and freed by
/// ``deallocate()``, which its owner calls from `deinit`.
@usableFromInline
struct PlatformLock {
    #if canImport(Darwin)
    @usableFromInline typealias Primitive = os_unfair_lock
    #else
    @usableFromInline typealias Primitive = pthread_mutex_t
    #endif

    @usableFromInline
    let primitive: UnsafeMutablePointer<Primitive>

    @usableFromInline
    init() {
        primitive = .allocate(capacity: 1)
        #if canImport(Darwin)
        primitive.initialize(to: os_unfair_lock())
        #else
        primitive.initialize(to: pthread_mutex_t())
        pthread_mutex_init(primitive, nil)
        #endif
    }

    /// Frees the lock; it must not be held, and must not be used afterwards.
    @usableFromInline
    func deallocate() {
        #if !canImport(Darwin)
        pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    @inlinable
    func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        #else
        pthread_mutex_lock(primitive)
        #endif
    }

    @inlinable
    func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(primitive)
        #else
        pthread_mutex_unlock(primitive)
        #endif
    }
}
