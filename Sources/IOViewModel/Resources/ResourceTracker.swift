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
    /// The live subscriptions, by charge, with the order they were made in.
    private let charges = Lock(LiveCharges())

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

    /// The subscriptions charged to this tracker that have not yet ended, oldest first, each with
    /// its chain and the call that made it, as far as the library saw them (see
    /// ``LiveSubscription``).
    public var liveSubscriptions: [LiveSubscription] {
        charges.withLock { $0.byID.values.sorted { $0.id < $1.id }.map(\.subscription) }
    }

    /// Runs `body` with this tracker as ``current``, so every subscription `body` makes (and every
    /// one made by work `body` runs synchronously, such as a virtual-time scheduler) is charged to it.
    ///
    /// While `body` runs, the subscriptions charged to a tracker note where they were made (see
    /// ``liveSubscriptions``); outside `track`, subscribing does no such work.
    public func track<Result>(_ body: () throws -> Result) rethrows -> Result {
        SubscriptionTrace.beginTracking()
        defer { SubscriptionTrace.endTracking() }
        return try Self.$current.withValue(self, operation: body)
    }

    /// The asynchronous form of ``track(_:)-(()->Result)``.
    public func track<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        SubscriptionTrace.beginTracking()
        defer { SubscriptionTrace.endTracking() }
        return try await Self.$current.withValue(self, operation: body, isolation: isolation)
    }

    /// Charges a new subscription to `source`, made inside `frames`.
    fileprivate func acquire(source: String, frames: [SubscriptionTrace.Frame]) -> ResourceCharge {
        liveCount.add(1, ordering: .relaxed)
        createdCount.add(1, ordering: .relaxed)
        let subscription = LiveSubscription(source: source, frames: frames)
        return charges.withLock { charges in
            let charge = ResourceCharge(tracker: self, id: charges.nextID, subscription: subscription)
            charges.nextID += 1
            charges.byID[charge.id] = charge
            return charge
        }
    }

    fileprivate func release(_ charge: ResourceCharge) {
        _ = charges.withLock { $0.byID.removeValue(forKey: charge.id) }
        liveCount.subtract(1, ordering: .releasing)
    }
}

/// Lock-guarded: only touched inside `ResourceTracker.charges.withLock`.
private struct LiveCharges: @unchecked Sendable {
    var byID: [UInt64: ResourceCharge] = [:]
    var nextID: UInt64 = 0
}

/// One subscription charged to a tracker: what a ``ResourceToken`` holds in a test.
@usableFromInline
final class ResourceCharge: Sendable {
    let tracker: ResourceTracker
    let id: UInt64
    let subscription: LiveSubscription

    init(tracker: ResourceTracker, id: UInt64, subscription: LiveSubscription) {
        self.tracker = tracker
        self.id = id
        self.subscription = subscription
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
/// flips), so the token itself needs no state beyond its charge to a tracker: `nil` outside a
/// test, so a token costs what it did without leak reports, one reference.
@usableFromInline
package struct ResourceToken: Sendable {
    @usableFromInline
    let charge: ResourceCharge?

    /// Charges a new resource to the current tracker and to the global count. `source` names what
    /// is subscribed to (`PublishSubject<Int>`, `timer`); it is read only when a tracker is
    /// current. With `labeled`, a source that names itself (a test observable, which subscribes
    /// through `create`) names the resource instead, when its frame is the innermost.
    @usableFromInline
    package init(source: @autoclosure () -> String, labeled: Bool = false) {
        if let tracker = ResourceTracker.current {
            let frames = SubscriptionTrace.frames
            if labeled, case .source(let label) = frames.last {
                charge = tracker.acquire(source: label, frames: Array(frames.dropLast()))
            } else {
                charge = tracker.acquire(source: source(), frames: frames)
            }
        } else {
            charge = nil
        }
        globalLive.add(1, ordering: .relaxed)
    }

    /// Ends the resource, against the tracker it was charged to.
    @usableFromInline
    package func release() {
        if let charge { charge.tracker.release(charge) }
        globalLive.subtract(1, ordering: .releasing)
    }
}
