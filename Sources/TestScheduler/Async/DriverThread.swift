import Dispatch

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

/// Whether code runs on the main dispatch queue, which is the main actor's executor (on Linux a
/// worker thread drains it, so the main thread is not the test).
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// Whether the current code runs on the main queue: on the main actor.
    static var isCurrent: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) == true
    }
}
