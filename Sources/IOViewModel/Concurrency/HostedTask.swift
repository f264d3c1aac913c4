import Synchronization

/// A task that an async bridge started on an ``AsyncTaskHost``: where it was started, and whether
/// it is waiting on something the host knows will resume it.
///
/// The host uses it to name a task in a diagnosis ("the task `fromAsync` started at
/// `SearchViewModel.swift:42` is still suspended...") and to tell a task that waits in virtual
/// time (on the host's clock, on a fake service, on an observable) from one that waits on
/// something outside it (a real sleep, a real network call, the main actor), and both from a
/// task waiting for the next element of an async sequence, which may be either.
package final class HostedTask: Sendable {
    /// The task the current code runs in, if a bridge started it on a host (inherited by child
    /// tasks, so their waits count for the task that owns them).
    @TaskLocal package static var current: HostedTask?

    /// The bridge that started the task (`fromAsync`, `createAsync`, ...).
    package let bridge: String
    /// Where the bridge was called: `Module/File.swift:line`.
    package let origin: String
    /// The actor the operation is isolated to, if any (the main actor, typically): a host that
    /// only runs nonisolated work and default actors cannot drive it.
    package let isolation: (any Actor)?
    private let waits = Atomic<Int>(0)
    private let elementWaits = Atomic<Int>(0)
    private let readsSource = Atomic<Bool>(false)

    package init(bridge: String, fileID: String, line: UInt, isolation: (any Actor)?) {
        self.bridge = bridge
        self.origin = "\(fileID):\(line)"
        self.isolation = isolation
    }

    /// Whether the task reads an observable's elements, and may therefore be suspended for as
    /// long as that observable is silent without anything being wrong.
    package var waitsOnSource: Bool {
        readsSource.load(ordering: .acquiring)
    }

    /// Notes that the task reads an observable's elements (`values`).
    package func startedReadingSource() {
        readsSource.store(true, ordering: .releasing)
    }

    /// How many waits the host knows of are in progress (a sleep on its clock, a fake service's
    /// answer, the first element of an observable).
    package var knownWaits: Int {
        waits.load(ordering: .acquiring)
    }

    /// Runs `body`, counted as a wait that the host knows will end for the task the current code
    /// runs in, if a host started it (``current``); elsewhere, just runs `body`.
    package static func waitingIfHosted<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        if let hosted = current { return try await hosted.waiting(isolation: isolation, body) }
        return try await body()
    }

    /// Whether the task is waiting for the next element of an async sequence
    /// (``awaitingElement(isolation:_:)``): the host cannot tell whether the element comes in its
    /// time (an `AsyncStream` the test feeds) or on real time (a `ContinuousClock` timer, a
    /// producer that calls `Task.sleep`).
    package var awaitsElement: Bool {
        elementWaits.load(ordering: .acquiring) > 0
    }

    /// Runs `body`, the call of an async iterator's `next()`, counted as a wait for the next
    /// element of a sequence, which may or may not come in the host's time (``awaitsElement``).
    package func awaitingElement<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        elementWaits.add(1, ordering: .relaxed)
        defer { elementWaits.subtract(1, ordering: .releasing) }
        return try await body()
    }

    /// Runs `body`, counted as a wait that the host knows will end.
    package func waiting<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        waits.add(1, ordering: .relaxed)
        defer { waits.subtract(1, ordering: .releasing) }
        return try await body()
    }
}
