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
/// pushes its name and its caller's file and line, and every observable made then pushes its
/// operator's name while it subscribes. Otherwise each of them reads one relaxed atomic
/// (``isActive``) and goes on.
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
        case step(StaticString)
        /// A source that names itself (a test observable): the subscription it makes is to it.
        case source(String)
        /// What the harness is doing (running the test declared at a line).
        case context(String)
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

    /// Runs `body` with `frame` pushed on this thread.
    package static func with<Result>(_ frame: Frame, _ body: () throws -> Result) rethrows -> Result {
        push(frame)
        defer { pop() }
        return try body()
    }

    /// The frames this thread is inside, innermost first; `nil` outside every frame.
    package static var current: Frames? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Frames>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Wraps the subscribe closure of an observable made by `name` (an operator) so that it pushes
    /// the operator's frame while it subscribes; `subscribe` itself when nothing is tracking or
    /// `name` is empty.
    @usableFromInline
    static func naming<Element>(
        _ name: StaticString, _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
    ) -> (AnyObserver<Element>) -> any Disposable {
        guard name.utf8CodeUnitCount > 0 else { return subscribe }
        return { observer in with(.step(name)) { subscribe(observer) } }
    }

    @usableFromInline
    static func push(_ frame: Frame) {
        // The thread's reference to the old innermost node passes to the new one.
        let outer = pthread_getspecific(key).map { Unmanaged<Frames>.fromOpaque($0).takeRetainedValue() }
        pthread_setspecific(key, Unmanaged.passRetained(Frames(frame, outer: outer)).toOpaque())
    }

    @usableFromInline
    static func pop() {
        guard let pointer = pthread_getspecific(key) else { return }
        let innermost = Unmanaged<Frames>.fromOpaque(pointer).takeRetainedValue()
        pthread_setspecific(key, innermost.outer.map { Unmanaged.passRetained($0).toOpaque() })
    }

    /// The frames a thread is inside, as a list from the innermost out. A node never changes, so
    /// a subscription keeps the frames it was made inside by keeping one reference, whatever the
    /// thread pushes and pops later.
    package final class Frames: Sendable {
        /// The innermost frame.
        package let frame: Frame
        /// The frames around it.
        package let outer: Frames?

        init(_ frame: Frame, outer: Frames?) {
            self.frame = frame
            self.outer = outer
        }

        /// Every frame, outermost first.
        package var all: [Frame] {
            var all: [Frame] = []
            var node: Frames? = self
            while let current = node {
                all.append(current.frame)
                node = current.outer
            }
            return all.reversed()
        }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}

/// Trackers now inside `track`, in the whole process.
private let activeTrackers = Atomic<Int>(0)
