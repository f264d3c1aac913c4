#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The raw lock under every IOViewModel lock: a plain mutual-exclusion lock.
///
/// `Mutex` from Synchronization is a priority-inheritance futex on Linux: every contended
/// acquisition goes through the kernel, which hands the lock straight to the longest waiter. A
/// subject's drain loop takes its lock once per event, so with several sender threads that
/// hand-off turned into a lock convoy (8 threads x 100k events took a minute, against about three
/// seconds with this lock). This one is a default `pthread_mutex_t` on Linux (a woken waiter
/// competes again, so the running thread keeps going) and an `os_unfair_lock` on Apple platforms,
/// which is what `Mutex` uses there anyway. The thread sanitizer intercepts both, so its reports
/// are about our code; with `Mutex` on Linux the contended path runs inside the uninstrumented
/// Synchronization library and the sanitizer reports races that are not there.
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
        primitive = HeapCell.allocate(Primitive.self)
        Self.initialize(primitive)
    }

    /// Frees the lock; it must not be held, and must not be used afterwards.
    @usableFromInline
    func deallocate() {
        Self.destroy(primitive)
        HeapCell.deallocate(primitive)
    }

    @inlinable
    func lock() {
        Self.lock(primitive)
    }

    @inlinable
    func unlock() {
        Self.unlock(primitive)
    }

    /// Initializes the raw lock at `primitive`.
    @usableFromInline
    static func initialize(_ primitive: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
        primitive.initialize(to: os_unfair_lock())
        #else
        primitive.initialize(to: pthread_mutex_t())
        pthread_mutex_init(primitive, nil)
        #endif
    }

    /// Destroys the raw lock at `primitive`, which must not be held.
    @usableFromInline
    static func destroy(_ primitive: UnsafeMutablePointer<Primitive>) {
        #if !canImport(Darwin)
        pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
    }

    @inlinable
    static func lock(_ primitive: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        #else
        pthread_mutex_lock(primitive)
        #endif
    }

    @inlinable
    static func unlock(_ primitive: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
        os_unfair_lock_unlock(primitive)
        #else
        pthread_mutex_unlock(primitive)
        #endif
    }
}

/// A value guarded by a ``PlatformLock``, with `Mutex`'s `withLock` API: the lock every
/// IOViewModel type uses for its state (``SubjectCore``, the hottest one, holds a `PlatformLock`
/// and its state inline instead).
///
/// It is a reference to one heap block holding both the value and the lock, so copies share the
/// lock; owners keep it in a `let`.
@usableFromInline
package struct Lock<Value>: @unchecked Sendable {
    // The value is only touched between `lock()` and `unlock()` of the block's own lock.
    @usableFromInline
    let storage: LockStorage<Value>

    /// A lock guarding `initialValue`.
    @inlinable
    package init(_ initialValue: Value) {
        storage = LockStorage.make(initialValue)
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try storage.withUnsafeMutablePointers { value, primitive throws(Failure) -> Result in
            PlatformLock.lock(primitive)
            defer { PlatformLock.unlock(primitive) }
            return try body(&value.pointee)
        }
    }
}

/// The heap block of a ``Lock``: the value as the header, the raw lock as the one element.
@usableFromInline
final class LockStorage<Value>: ManagedBuffer<Value, PlatformLock.Primitive> {
    @inlinable
    static func make(_ value: Value) -> LockStorage<Value> {
        let buffer = create(minimumCapacity: 1) { _ in value }
        buffer.withUnsafeMutablePointerToElements { PlatformLock.initialize($0) }
        // `create` returns the dynamic type it was called on.
        return unsafeDowncast(buffer, to: LockStorage<Value>.self)
    }

    // ManagedBuffer destroys the header (the value) itself; the element, the raw lock, is ours.
    @inlinable
    deinit {
        withUnsafeMutablePointerToElements { PlatformLock.destroy($0) }
    }
}
