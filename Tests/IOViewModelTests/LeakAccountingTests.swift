import IOViewModel
import TestScheduler
import Synchronization
import Testing

/// Lets a fixed number of tasks meet: each `arrive()` suspends until all have arrived.
///
/// No timeout: the tests below rely on Swift Testing running them at the same time. Run alone
/// (with `--filter` or `--no-parallel`), one would wait for its partner forever, so they carry a
/// time limit, whose cancellation releases every waiter with `false`.
final class Rendezvous: Sendable {
    // Lock-guarded: only touched inside `state.withLock`.
    private struct State {
        var arrived = 0
        var waiters: [CheckedContinuation<Bool, Never>] = []
        var isCancelled = false
    }

    private let parties: Int
    private let state = Mutex(State())

    init(parties: Int) {
        self.parties = parties
    }

    /// Returns `true` once every party has arrived, `false` if a waiting task was cancelled.
    func arrive() async -> Bool {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let (release, outcome) = state.withLock { state -> ([CheckedContinuation<Bool, Never>], Bool) in
                    if state.isCancelled { return ([continuation], false) }
                    state.arrived += 1
                    state.waiters.append(continuation)
                    guard state.arrived == parties else { return ([], true) }
                    defer { state.waiters = [] }
                    return (state.waiters, true)
                }
                for waiter in release { waiter.resume(returning: outcome) }
            }
        } onCancel: {
            let waiters = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
                state.isCancelled = true
                defer { state.waiters = [] }
                return state.waiters
            }
            for waiter in waiters { waiter.resume(returning: false) }
        }
    }
}

/// Proof that leak accounting is per test, even while tests run at the same time.
///
/// Two tests run concurrently (the suite is not `.serialized`), each with its own tracker. They meet
/// twice: first when both are inside their tracking scopes, then when both have subscribed. So
/// each test subscribes while the other is inside its scope, and checks its count while the other
/// test's subscription is live. The leaking test sees exactly its one leak; the clean one sees
/// none, though a process-wide count (`Resources.total`) shows the leak at that very moment.
@Suite("Leak accounting")
struct LeakAccountingTests {
    static let bothTracking = Rendezvous(parties: 2)
    static let bothSubscribed = Rendezvous(parties: 2)
    /// Outlives the test that leaks into it, as a long-lived service would.
    static let service = PublishSubject<Int>()

    @Test(.timeLimit(.minutes(1)))
    func aTestThatLeaksSeesExactlyItsOwnLeak() async {
        let tracker = ResourceTracker(name: "leaking")
        await tracker.track {
            #expect(await Self.bothTracking.arrive())
            // Subscribed and never disposed: the leak.
            _ = Self.service.subscribe(onNext: { _ in })
            #expect(await Self.bothSubscribed.arrive())
            #expect(tracker.live == 1)
        }
        #expect(tracker.live == 1)
        #expect(tracker.created == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func aCleanTestRunningAtTheSameTimeSeesNoLeak() async {
        let tracker = ResourceTracker(name: "clean")
        await tracker.track {
            #expect(await Self.bothTracking.arrive())
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let subscription = subject.subscribe(onNext: { received.append($0) })
            subject.onNext(1)
            #expect(tracker.live == 1)
            subscription.dispose()
            #expect(await Self.bothSubscribed.arrive())
            // The other test's leaked subscription is live right now; a global count would see it.
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
