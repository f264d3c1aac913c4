import Synchronization

/// Counts the subscriptions that one scope (one test, typically) has made and not yet ended.
///
/// Every subscription the library makes to a source (a subject, a relay, `create`, a timer, a test
/// observable) is counted from the moment it starts until it is disposed or receives its terminal
/// event. The subscription is charged to the tracker that was ``current`` when it was made, and
/// released against that same tracker, whichever thread ends it. So the count is exact even while
/// other tests run in parallel: each test installs its own tracker, and a task-local value is not
/// seen by other tasks.
///
/// ```swift
/// let tracker = ResourceTracker()
/// tracker.track {
///     let subject = PublishSubject<Int>()
///     let subscription = subject.subscribe(onNext: { print($0) })
///     subscription.dispose()
/// }
/// #expect(tracker.live == 0)
/// ```
///
/// RxSwift's `Resources.total` is a single global that only works in special builds, and cannot
/// tell one test's leak from another's; this is the scoped replacement (``Resources/total`` keeps
/// the global figure too).
public final class ResourceTracker: Sendable {
    /// The tracker that subscriptions made in the current task (or thread) are charged to.
    @TaskLocal public static var current: ResourceTracker?

    /// A label used in diagnostics.
    public let name: String

    private let liveCount = Atomic<Int>(0)
    private let createdCount = Atomic<Int>(0)

    /// Creates a tracker; `name` appears in diagnostics.
    public init(name: String = "ResourceTracker") {
        self.name = name
    }

    /// Subscriptions charged to this tracker that have not yet ended.
    public var live: Int {
        liveCount.load(ordering: .acquiring)
    }

    /// Subscriptions charged to this tracker since it was created, ended or not.
    public var created: Int {
        createdCount.load(ordering: .acquiring)
    }

    /// Runs `body` with this tracker as ``current``, so every subscription `body` makes (and every
    /// one made by work `body` runs synchronously, such as a virtual-time scheduler) is charged to it.
    public func track<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }

    /// The asynchronous form of ``track(_:)-(()->Result)``.
    public func track<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Self.$current.withValue(self, operation: body, isolation: isolation)
    }

    fileprivate func acquire() {
        liveCount.add(1, ordering: .relaxed)
        createdCount.add(1, ordering: .relaxed)
    }

    fileprivate func release() {
        liveCount.subtract(1, ordering: .releasing)
    }
}

/// Process-wide resource figures.
public enum Resources {
    /// Subscriptions started and not yet ended, in the whole process, across all trackers.
    ///
    /// Useful in a debugger or a single-threaded tool; tests should use a ``ResourceTracker``,
    /// which other tests running in parallel do not disturb.
    public static var total: Int {
        globalLive.load(ordering: .acquiring)
    }
}

private let globalLive = Atomic<Int>(0)

/// The accounting token a subscription holds from start to end.
///
/// The owner guarantees `release()` is called at most once (it releases when its own "ended" flag
/// flips), so the token itself needs no state beyond the tracker it was charged to.
@usableFromInline
package struct ResourceToken: Sendable {
    @usableFromInline
    let tracker: ResourceTracker?

    /// Charges a new resource to the current tracker and to the global count.
    @usableFromInline
    package init() {
        tracker = ResourceTracker.current
        tracker?.acquire()
        globalLive.add(1, ordering: .relaxed)
    }

    /// Ends the resource, against the tracker it was charged to.
    @usableFromInline
    package func release() {
        tracker?.release()
        globalLive.subtract(1, ordering: .releasing)
    }
}
