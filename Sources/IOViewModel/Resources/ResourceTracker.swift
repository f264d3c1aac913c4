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
    /// The live subscriptions, oldest first.
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
        charges.withLock { $0.all }.map(\.subscription)
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

    /// Charges a new subscription to `source`, made inside the frames this thread is in. With
    /// `labeled`, a source that names itself (a test observable, which subscribes through
    /// `create`) names the subscription instead, when its frame is the innermost.
    fileprivate func acquire(source: SubscriptionSource, labeled: Bool) -> ResourceCharge {
        liveCount.add(1, ordering: .relaxed)
        createdCount.add(1, ordering: .relaxed)
        let frames = SubscriptionTrace.frames
        let charge: ResourceCharge
        if labeled, let innermost = frames.last, case .source(let label) = innermost {
            charge = .make(
                tracker: self, source: .label(label), frames: UnsafeBufferPointer(rebasing: frames.dropLast()))
        } else {
            charge = .make(tracker: self, source: source, frames: frames)
        }
        charges.withLock { $0.append(charge) }
        return charge
    }

    fileprivate func release(_ charge: ResourceCharge) {
        charges.withLock { $0.remove(charge) }
        liveCount.subtract(1, ordering: .releasing)
    }
}

/// The live charges of one tracker, a doubly linked list through the charges themselves in the
/// order they were made: a subscription starts and ends with a few pointer writes, no hashing and
/// no allocation beyond its charge. Lock-guarded: only touched inside
/// `ResourceTracker.charges.withLock`, as are the charges' links.
private struct LiveCharges: @unchecked Sendable {
    var first: ResourceCharge?
    var last: ResourceCharge?

    mutating func append(_ charge: ResourceCharge) {
        charge.fields.pointee.previous = last
        if let last { last.fields.pointee.next = charge } else { first = charge }
        last = charge
    }

    mutating func remove(_ charge: ResourceCharge) {
        let previous = charge.fields.pointee.previous
        let next = charge.fields.pointee.next
        if let previous { previous.fields.pointee.next = next } else { first = next }
        if let next { next.fields.pointee.previous = previous } else { last = previous }
        charge.fields.pointee.previous = nil
        charge.fields.pointee.next = nil
    }

    /// The charges, oldest first.
    var all: [ResourceCharge] {
        var all: [ResourceCharge] = []
        var charge = first
        while let current = charge {
            all.append(current)
            charge = current.fields.pointee.next
        }
        return all
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
/// test, so a token costs what it did without leak reports, one reference. It crosses threads
/// with its subscription, as its charge may (see ``ResourceCharge``).
@usableFromInline
package struct ResourceToken: @unchecked Sendable {
    @usableFromInline
    let charge: ResourceCharge?

    /// Charges a new resource to the current tracker and to the global count. `source` names what
    /// is subscribed to (`PublishSubject<Int>`, `timer`). With `labeled`, a source that names
    /// itself (a test observable, which subscribes through `create`) names the resource instead,
    /// when its frame is the innermost.
    @usableFromInline
    package init(source: SubscriptionSource, labeled: Bool = false) {
        charge = ResourceTracker.current?.acquire(source: source, labeled: labeled)
        globalLive.add(1, ordering: .relaxed)
    }

    /// Ends the resource, against the tracker it was charged to.
    @usableFromInline
    package func release() {
        if let charge { charge.tracker.release(charge) }
        globalLive.subtract(1, ordering: .releasing)
    }
}
