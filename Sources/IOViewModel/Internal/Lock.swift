import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if IOVIEWMODEL_TSAN
/// The lock every IOViewModel type uses for its state.
///
/// In thread-sanitizer builds (`-Xswiftc -DIOVIEWMODEL_TSAN`) it is a pthread mutex. On Linux
/// `Mutex` takes its contended path inside the prebuilt, uninstrumented Synchronization library,
/// so the sanitizer cannot see that path's hand-off and reports races that are not there; it does
/// intercept pthread mutexes. Our locking discipline is the same with either lock.
package typealias Lock<Value> = SanitizerVisibleLock<Value>
#else
/// The lock every IOViewModel type uses for its state: `Synchronization.Mutex`.
///
/// Thread-sanitizer builds (`-Xswiftc -DIOVIEWMODEL_TSAN`) swap in a pthread mutex, which the
/// sanitizer can see on Linux; see `SanitizerVisibleLock`.
package typealias Lock<Value> = Mutex<Value>
#endif

/// A pthread mutex guarding a value, with `Mutex`'s API, for thread-sanitizer builds.
package final class SanitizerVisibleLock<Value>: @unchecked Sendable {
    // `value` is only touched between `pthread_mutex_lock` and `pthread_mutex_unlock`.
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A lock guarding `initialValue`.
    package init(_ initialValue: sending Value) {
        value = initialValue
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
