#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The identity of a thread, to tell the thread that drives a scheduler from others.
@usableFromInline
struct DriverThread: Equatable, @unchecked Sendable {
    // A pthread_t is an integer or an opaque pointer, only compared.
    let thread: pthread_t

    @usableFromInline
    static var current: DriverThread {
        DriverThread(thread: pthread_self())
    }

    @usableFromInline
    static func == (lhs: DriverThread, rhs: DriverThread) -> Bool {
        pthread_equal(lhs.thread, rhs.thread) != 0
    }
}
