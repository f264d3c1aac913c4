import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a subscription is being made: the calls the current thread is inside while it
/// subscribes, which a ``ResourceTracker`` writes down with each subscription it is charged.
///
/// Only while a tracker is tracking (``ResourceTracker/track(_:)-(()->Result)``) does anything
/// write here: every public call that subscribes (`subscribe(onNext:)`, `bind(to:)`, `drive`...)
/// pushes its name and its caller's file and line, and every observable made then keeps its
/// operator's name and pushes it while it subscribes. Otherwise the public calls read one
/// relaxed atomic (``isActive``), and an observable made outside a test keeps no name, so its
/// subscriptions read one field, and go on.
///
/// Each thread's frames are a stack that keeps its storage (`FrameStack`): pushing and popping
/// allocate nothing, and a subscription charged to a tracker copies the frames it was made
/// inside.
@usableFromInline
package enum SubscriptionTrace {
    /// One call the thread is inside while it subscribes. The library's own names are kept as
    /// the static strings the compiler wrote, and spelled only when a report is read.
    @usableFromInline
    package enum Frame: Sendable {
        /// A public call that subscribes (`subscribe(onNext:)`), made at `fileID`:`line`.
        case call(name: StaticString, fileID: StaticString, line: UInt)
        /// A call of the test harness that subscribes for the test (`start`), made at
        /// `fileID`:`line` in the test.
        case harnessCall(name: StaticString, fileID: String, line: UInt)
        /// An operator of the chain, named by the function that made its observable (`map(_:)`).
        case step(OperatorName)
        /// A source that names itself (a test observable): the subscription it makes is to it.
        case source(String)
        /// What the harness is doing (`in the test's body`) for the test declared at
        /// `fileID`:`line`.
        case context(StaticString, fileID: String, line: UInt)
    }

    /// Whether any tracker is tracking: the one atomic read the public calls make outside a test.
    @usableFromInline
    package static var isActive: Bool {
        activeTrackers.load(ordering: .relaxed) > 0
    }

    /// Counts a tracker that starts tracking; ``endTracking()`` undoes it.
    static func beginTracking() {
        activeTrackers.add(1, ordering: .relaxed)
    }

    static func endTracking() {
        activeTrackers.subtract(1, ordering: .relaxed)
    }

    /// Pushes a public call's frame when a tracker is tracking; returns whether it did, for
    /// ``exit(_:)``.
    @inlinable
    package static func enter(_ name: StaticString, fileID: StaticString, line: UInt) -> Bool {
        guard isActive else { return false }
        push(.call(name: name, fileID: fileID, line: line))
        return true
    }

    /// Pops the frame ``enter(_:fileID:line:)`` pushed, if it pushed one.
    @inlinable
    package static func exit(_ entered: Bool) {
        if entered { pop() }
    }

    /// Runs `body`, a public call's subscribing, with its frame pushed when a tracker is tracking.
    @inlinable
    package static func tracing<Result>(
        _ name: StaticString, fileID: StaticString, line: UInt, _ body: () throws -> Result
    ) rethrows -> Result {
        let entered = enter(name, fileID: fileID, line: line)
        defer { exit(entered) }
        return try body()
    }

    /// Runs `body` with a frame pushed that says what the harness is doing (`what`, such as
    /// `in the test's body`) for the test declared at `fileID`:`line`.
    ///
    /// The frame is made here, not by the caller: Swift 6.3 miscompiles a closure that builds a
    /// value of an enum as large as `Frame` and then calls its enclosing function's `rethrows`
    /// closure, when that closure is passed to another `rethrows` function (a debug build jumps
    /// to a wild address when the error is thrown; a release build loses the error).
    package static func during<Result>(
        _ what: StaticString, fileID: String, line: UInt, _ body: () throws -> Result
    ) rethrows -> Result {
        try with(.context(what, fileID: fileID, line: line), body)
    }

    /// Runs `body` with `frame` pushed on this thread.
    package static func with<Result>(_ frame: Frame, _ body: () throws -> Result) rethrows -> Result {
        push(frame)
        defer { pop() }
        return try body()
    }

    /// The frames this thread is inside, outermost first: valid until the thread pushes or pops
    /// a frame, so a charge copies what it keeps.
    static var frames: UnsafeBufferPointer<Frame> {
        guard let stack = pthread_getspecific(key) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return stack.assumingMemoryBound(to: FrameStack.self).pointee.frames
    }

    /// How many frames this thread is inside.
    package static var depth: Int {
        frames.count
    }

    /// The name of the function that made an observable (`map(_:)`), kept as the address of the
    /// static string the compiler wrote: one pointer, spelled only when a report is read.
    @usableFromInline
    package struct OperatorName: @unchecked Sendable {
        // A static string with a pointer representation ends with a NUL (`StaticString.utf8Start`).
        // It is never written or freed, so any thread may read it: hence `@unchecked`.
        let start: UnsafePointer<UInt8>

        /// `name`'s address; `nil` for an empty name, which names no step, or one the compiler
        /// stored as a single scalar.
        @usableFromInline
        init?(_ name: StaticString) {
            guard name.hasPointerRepresentation, name.utf8CodeUnitCount > 0 else { return nil }
            start = name.utf8Start
        }

        /// The name, as the compiler wrote it.
        var description: String {
            String(cString: start)
        }
    }

    @usableFromInline
    static func push(_ frame: Frame) {
        let stack: UnsafeMutablePointer<FrameStack>
        if let existing = pthread_getspecific(key) {
            stack = existing.assumingMemoryBound(to: FrameStack.self)
        } else {
            // The thread's first frame: its stack lives as long as the thread.
            stack = HeapCell.allocate(FrameStack.self)
            stack.initialize(to: FrameStack())
            pthread_setspecific(key, stack)
        }
        stack.pointee.push(frame)
    }

    @usableFromInline
    static func pop() {
        guard let stack = pthread_getspecific(key) else { return }
        stack.assumingMemoryBound(to: FrameStack.self).pointee.pop()
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // A thread that ends releases its stack.
        pthread_key_create(&key) { pointer in
            let raw: UnsafeMutableRawPointer? = pointer
            guard let stack = raw?.assumingMemoryBound(to: FrameStack.self) else { return }
            stack.pointee.deallocate()
            stack.deinitialize(count: 1)
            HeapCell.deallocate(stack)
        }
        return key
    }()
}

/// Trackers now inside `track`, in the whole process.
private let activeTrackers = Atomic<Int>(0)
