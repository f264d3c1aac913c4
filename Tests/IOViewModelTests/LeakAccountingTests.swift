import IOViewModel
import TestScheduler
import Synchronization
import Testing

/// Lets a fixed number of tasks meet: each `arrive()` suspends until all have arrived.
///
/// The parties are child tasks of one test, so they always run: a suspended `arrive()` holds no
/// thread, and the test never depends on the runner scheduling two tests at the same time.
final class Rendezvous: Sendable {
    // Lock-guarded: only touched inside `state.withLock`.
    private struct State {
        var arrived = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let parties: Int
    private let state = Lock(State())

    init(parties: Int) {
        self.parties = parties
    }

    /// Returns once every party has arrived.
    func arrive() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let release = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.arrived += 1
                state.waiters.append(continuation)
                guard state.arrived == parties else { return [] }
                defer { state.waiters = [] }
                return state.waiters
            }
            for waiter in release { waiter.resume() }
        }
    }
}

/// Proof that leak accounting is per task tree, even while two run at the same time.
///
/// Two child tasks run concurrently, each with its own tracker. They meet twice: first when both
/// are inside their tracking scopes, then when both have subscribed. So each subscribes while the
/// other is inside its scope, and checks its count while the other's subscription is live. The
/// leaking one sees exactly its one leak; the clean one sees none, though a process-wide count
/// (`Resources.total`) shows the leak at that very moment. (Two parallel tests would prove the
/// same, but only when the runner happens to run them at once: on a loaded machine it may not.)
@Suite("Leak accounting")
struct LeakAccountingTests {
    /// Outlives the task that leaks into it, as a long-lived service would.
    static let service = PublishSubject<Int>()

    @Test func concurrentTrackersEachCountOnlyTheirOwnSubscriptions() async {
        let bothTracking = Rendezvous(parties: 2)
        let bothSubscribed = Rendezvous(parties: 2)
        async let leaking: Void = Self.leak(bothTracking, bothSubscribed)
        async let clean: Void = Self.stayClean(bothTracking, bothSubscribed)
        _ = await (leaking, clean)
    }

    static func leak(_ bothTracking: Rendezvous, _ bothSubscribed: Rendezvous) async {
        let tracker = ResourceTracker(name: "leaking")
        await tracker.track {
            await bothTracking.arrive()
            // Subscribed and never disposed: the leak.
            _ = service.subscribe(onNext: { _ in })
            await bothSubscribed.arrive()
            #expect(tracker.live == 1)
        }
        #expect(tracker.live == 1)
        #expect(tracker.created == 1)
    }

    static func stayClean(_ bothTracking: Rendezvous, _ bothSubscribed: Rendezvous) async {
        let tracker = ResourceTracker(name: "clean")
        await tracker.track {
            await bothTracking.arrive()
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let subscription = subject.subscribe(onNext: { received.append($0) })
            subject.onNext(1)
            #expect(tracker.live == 1)
            subscription.dispose()
            await bothSubscribed.arrive()
            // The other task's leaked subscription is live right now; a global count would see it.
            #expect(Resources.total >= 1)
            #expect(tracker.live == 0)
            #expect(received == [1])
        }
        #expect(tracker.live == 0)
        #expect(tracker.created == 1)
    }
}

@Suite("Resource tracker")
struct ResourceTrackerTests {
    @Test func subscriptionsEndByDisposeOrByTerminalEvent() {
        let tracker = ResourceTracker()
        tracker.track {
            let subject = PublishSubject<Int>()
            let disposed = subject.subscribe(onNext: { _ in })
            _ = subject.subscribe(onNext: { _ in })
            var emitter: AnyObserver<Int>?
            let created = Observable<Int>.create { observer in
                emitter = observer
                return Disposables.create()
            }.subscribe(onNext: { _ in })
            #expect(tracker.live == 3)
            disposed.dispose()
            #expect(tracker.live == 2)
            subject.onCompleted()
            #expect(tracker.live == 1)
            emitter?.onError(TestError())
            #expect(tracker.live == 0)
            created.dispose()
        }
        #expect(tracker.created == 3)
    }

    @Test func outsideAnyScopeNothingIsCharged() {
        let tracker = ResourceTracker()
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { _ in })
        #expect(tracker.live == 0)
        #expect(ResourceTracker.current == nil)
        subscription.dispose()
    }

    @Test func aSubscriptionIsReleasedAgainstTheTrackerItWasChargedTo() {
        let first = ResourceTracker(name: "first")
        let second = ResourceTracker(name: "second")
        let subscription = first.track { PublishSubject<Int>().subscribe(onNext: { _ in }) }
        #expect(first.live == 1)
        second.track {
            #expect(ResourceTracker.current === second)
            subscription.dispose()
        }
        #expect(first.live == 0)
        #expect(second.live == 0)
        #expect(second.created == 0)
    }

    @Test func childTasksInheritTheScope() async {
        let tracker = ResourceTracker()
        let subject = PublishSubject<Int>()
        let subscription = await tracker.track {
            async let child = subject.subscribe(onNext: { _ in })
            return SendableDisposable(disposable: await child)
        }
        #expect(tracker.live == 1)
        subscription.dispose()
        #expect(tracker.live == 0)
    }

    @Test func nestedScopesChargeTheInnermostTracker() {
        let outer = ResourceTracker(name: "outer")
        let inner = ResourceTracker(name: "inner")
        let subject = PublishSubject<Int>()
        let subscriptions = CompositeDisposable()
        outer.track {
            subscriptions.insert(subject.subscribe(onNext: { _ in }))
            inner.track { _ = subscriptions.insert(subject.subscribe(onNext: { _ in })) }
            #expect(ResourceTracker.current === outer)
        }
        #expect(outer.live == 1)
        #expect(inner.live == 1)
        subscriptions.dispose()
        #expect(outer.live == 0 && inner.live == 0)
        #expect(inner.name == "inner")
    }
}
