import Dispatch
import Foundation
import IOViewModel
import TestScheduler
import Synchronization
import Testing

/// Checks what one subscriber receives from several sender threads: every event exactly once, each
/// sender's events in the order it sent them, and never two deliveries at the same time.
///
/// Events are `sender * perSender + sequence`. Only `inFlight` and `overlaps` are atomic: the rest
/// is plain state, so if the library ever delivered two events at once the thread sanitizer would
/// report the race, and `overlaps` would count it even without the sanitizer.
final class DeliveryChecker {
    let senders: Int
    let perSender: Int
    private let inFlight = Atomic(0)
    private let overlapCount = Atomic(0)
    private(set) var received = 0
    private(set) var outOfOrder = 0
    private var nextExpected: [Int]

    init(senders: Int, perSender: Int) {
        self.senders = senders
        self.perSender = perSender
        nextExpected = Array(repeating: 0, count: senders)
    }

    func receive(_ event: Int) {
        if inFlight.add(1, ordering: .sequentiallyConsistent).oldValue != 0 {
            overlapCount.add(1, ordering: .relaxed)
        }
        let (sender, sequence) = event.quotientAndRemainder(dividingBy: perSender)
        if nextExpected[sender] != sequence { outOfOrder += 1 }
        nextExpected[sender] = sequence + 1
        received += 1
        inFlight.subtract(1, ordering: .sequentiallyConsistent)
    }

    var overlaps: Int { overlapCount.load(ordering: .relaxed) }

    /// Whether each sender's events all arrived, once each, in order.
    var sawEverythingOnceInOrder: Bool {
        received == senders * perSender && outOfOrder == 0 && nextExpected.allSatisfy { $0 == perSender }
    }
}

/// Carries a library disposable to another thread. Every disposable the library returns is safe to
/// dispose from any thread, but `subscribe` returns the non-`Sendable` existential.
struct SendableDisposable: @unchecked Sendable {
    let disposable: any Disposable
    func dispose() { disposable.dispose() }
}

/// A flag shared between threads.
final class Flag: Sendable {
    private let value = Atomic(false)
    func set() { value.store(true, ordering: .sequentiallyConsistent) }
    var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }
}

@Suite("Concurrency stress")
struct ConcurrencyStressTests {
    @Test func eightThreadsEachSendingAHundredThousandEventsReachEverySubscriberOnceInOrder() async {
        let threads = 8
        let perThread = 100_000
        let tracker = ResourceTracker()
        let subject = PublishSubject<Int>()
        let checkers = (0..<4).map { _ in DeliveryChecker(senders: threads, perSender: perThread) }
        let subscriptions = CompositeDisposable()
        tracker.track {
            for checker in checkers.dropLast() {
                subscriptions.insert(subject.subscribe(onNext: { checker.receive($0) }))
            }
            // One subscriber through the operators, to cover their (lock-free) path too.
            let last = checkers[checkers.count - 1]
            subscriptions.insert(subject.map { $0 }.filter { _ in true }.subscribe(onNext: { last.receive($0) }))
        }
        #expect(tracker.live == 4)

        await runOnThreads(threads) { sender in
            for sequence in 0..<perThread {
                subject.onNext(sender * perThread + sequence)
            }
        }

        for checker in checkers {
            #expect(checker.overlaps == 0)
            #expect(checker.received == threads * perThread)
            #expect(checker.outOfOrder == 0)
            #expect(checker.sawEverythingOnceInOrder)
        }
        subscriptions.dispose()
        #expect(tracker.live == 0)
        #expect(!subject.hasObservers)
    }

    @Test(arguments: 0..<20)
    func nothingSentAfterDisposeReturnsIsDelivered(round: Int) async {
        struct Tagged: Sendable {
            let sender: Int
            let sequence: Int
            /// Sent after the disposing thread saw `dispose()` return.
            let afterDispose: Bool
        }
        let senders = 3
        let taggedPerSender = 2_000
        let subject = PublishSubject<Tagged>()
        let disposeReturned = Flag()
        let victimReady = DispatchSemaphore(value: 0)
        // Sending never waits for delivery, so senders that outpace the drainer grow its queue.
        // A sender that has sent this many events before dispose() returned waits for it (on an
        // event, not on time), which bounds the backlog however the threads are scheduled.
        let untaggedLimit = 20_000
        let disposed = DispatchSemaphore(value: 0)

        var victimReceived = 0
        var victimReceivedTagged = 0
        let victim = subject.subscribe(onNext: { event in
            victimReceived += 1
            if event.afterDispose { victimReceivedTagged += 1 }
            if victimReceived == 500 { victimReady.signal() }
        })
        // A subscriber nobody disposes: it must still get every event once, in order.
        let sentCounts = Locked([Int](repeating: 0, count: senders))
        var witnessNext = [Int](repeating: 0, count: senders)
        var witnessOutOfOrder = 0
        let witness = subject.subscribe(onNext: { event in
            if witnessNext[event.sender] != event.sequence { witnessOutOfOrder += 1 }
            witnessNext[event.sender] = event.sequence + 1
        })

        let victimHandle = SendableDisposable(disposable: victim)
        await runOnThreads(senders + 1) { index in
            if index == senders {
                // The disposer: waits (on an event, not on time) until the victim is mid-stream.
                victimReady.wait()
                victimHandle.dispose()
                disposeReturned.set()
                for _ in 0..<senders { disposed.signal() }
                return
            }
            var sequence = 0
            var tagged = 0
            while tagged < taggedPerSender {
                // Read the flag before sending: if it is set, dispose() has returned.
                let afterDispose = disposeReturned.isSet
                subject.onNext(Tagged(sender: index, sequence: sequence, afterDispose: afterDispose))
                sequence += 1
                if afterDispose { tagged += 1 }
                if sequence == untaggedLimit, !afterDispose { disposed.wait() }
            }
            let sent = sequence
            sentCounts.withLock { $0[index] = sent }
        }

        #expect(victimReceived >= 500)
        #expect(victimReceivedTagged == 0, "round \(round): events sent after dispose() returned were delivered")
        #expect(witnessOutOfOrder == 0)
        #expect(witnessNext == sentCounts.value)
        witness.dispose()
    }

    @Test func selfDisposingAndFailingSubscribersLeaveTheSubjectWorkingUnderLoad() async {
        let threads = 8
        let perThread = 10_000
        let tracker = ResourceTracker()
        let subject = PublishSubject<Int>()
        let survivor = DeliveryChecker(senders: threads, perSender: perThread)
        var selfDisposerReceived = 0
        var selfDisposing: (any Disposable)?
        let failing = EventLog<Int>()
        let survivorSubscription = tracker.track {
            selfDisposing = subject.subscribe(onNext: { _ in
                selfDisposerReceived += 1
                if selfDisposerReceived == 1_000 { selfDisposing?.dispose() }
            })
            var mapped = 0
            _ = subject.map { value throws(TestError) -> Int in
                mapped += 1
                if mapped == 500 { throw TestError("500") }
                return value
            }.subscribe(failing)
            return subject.subscribe(onNext: { survivor.receive($0) })
        }

        await runOnThreads(threads) { sender in
            for sequence in 0..<perThread {
                subject.onNext(sender * perThread + sequence)
            }
        }

        #expect(selfDisposerReceived == 1_000)
        #expect(failing.elements.count == 499)
        #expect(failing.events.last == .error(TestError("500")))
        #expect(survivor.overlaps == 0)
        #expect(survivor.sawEverythingOnceInOrder)
        #expect(tracker.live == 1)
        survivorSubscription.dispose()
        #expect(tracker.live == 0)
    }

    @Test func subscribersFeedingTheSubjectTheyObserveGetEverythingInOrderWithoutDeadlock() async {
        let threads = 8
        let perThread = 10_000
        let subject = PublishSubject<Int>()
        // Originals are positive (offset by one); each one's echo is its negation, sent back into
        // the subject by the echoing subscriber.
        final class EchoLog {
            var seen: Set<Int> = []
            var echoBeforeOriginal = 0
            var duplicates = 0
            func receive(_ value: Int) {
                if value < 0, !seen.contains(-value) { echoBeforeOriginal += 1 }
                if !seen.insert(value).inserted { duplicates += 1 }
            }
        }
        let echoer = EchoLog()
        let listener = EchoLog()
        let subscriptions = CompositeDisposable()
        subscriptions.insert(subject.subscribe(onNext: { value in
            echoer.receive(value)
            if value > 0 { subject.onNext(-value) }
        }))
        subscriptions.insert(subject.subscribe(onNext: { listener.receive($0) }))

        await runOnThreads(threads) { sender in
            for sequence in 0..<perThread {
                subject.onNext(sender * perThread + sequence + 1)
            }
        }

        for log in [echoer, listener] {
            #expect(log.seen.count == 2 * threads * perThread)
            #expect(log.duplicates == 0)
            #expect(log.echoBeforeOriginal == 0)
        }
        subscriptions.dispose()
    }

    @Test func subscriptionsComingAndGoingWhileEventsFlow() async {
        let senders = 4
        let churners = 4
        let perSender = 10_000
        let tracker = ResourceTracker()
        let subject = PublishSubject<Int>()
        let steady = DeliveryChecker(senders: senders, perSender: perSender)
        let steadySubscription = tracker.track { subject.subscribe(onNext: { steady.receive($0) }) }
        let churnViolations = Locked(0)

        await runOnThreads(senders + churners) { index in
            if index < senders {
                for sequence in 0..<perSender {
                    subject.onNext(index * perSender + sequence)
                }
                return
            }
            tracker.track {
                for _ in 0..<1_000 {
                    // Each short-lived subscription must see each sender's events in order. Its
                    // state stays inside the handler: a delivery already under way on a sender's
                    // thread may still finish after dispose() returns.
                    var last = [Int](repeating: -1, count: senders)
                    let subscription = subject.subscribe(onNext: { event in
                        let (sender, sequence) = event.quotientAndRemainder(dividingBy: perSender)
                        if sequence <= last[sender] { churnViolations.withLock { $0 += 1 } }
                        last[sender] = sequence
                    })
                    subscription.dispose()
                }
            }
        }

        #expect(steady.overlaps == 0)
        #expect(steady.sawEverythingOnceInOrder)
        #expect(churnViolations.value == 0)
        #expect(tracker.created == 1 + churners * 1_000)
        #expect(tracker.live == 1)
        steadySubscription.dispose()
        #expect(tracker.live == 0)
        #expect(!subject.hasObservers)
    }

    /// What one subscriber received. Appended to by the subject's handlers only, which never run
    /// two at a time; read once every thread is done.
    final class Run: @unchecked Sendable {
        var values: [Int] = []
    }

    @Test func subscribersJoiningFromInsideADeliveryOrFromOutsideGetTheLatestThenEveryLaterEventOnce() async {
        let senders = 4
        let perSender = 5_000
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let order = Run()
        let insideRuns = Locked<[Run]>([])
        let outsideRuns = Locked<[Run]>([])
        let subscriptions = Locked<[SendableDisposable]>([])
        let first = subject.subscribe(onNext: { value in
            order.values.append(value)
            guard order.values.count % 500 == 0 else { return }
            // On whichever sender thread holds the subject's delivery now.
            let run = Run()
            insideRuns.withLock { $0.append(run) }
            let subscription = subject.subscribe(onNext: { run.values.append($0) })
            subscriptions.withLock { $0.append(SendableDisposable(disposable: subscription)) }
        })
        await runOnThreads(senders + 1) { thread in
            guard thread < senders else {
                for _ in 0..<20 {
                    let run = Run()
                    outsideRuns.withLock { $0.append(run) }
                    let subscription = subject.subscribe(onNext: { run.values.append($0) })
                    subscriptions.withLock { $0.append(SendableDisposable(disposable: subscription)) }
                }
                return
            }
            for sequence in 0..<perSender {
                subject.onNext(thread * perSender + sequence)
            }
        }
        #expect(order.values.count == senders * perSender)
        let runs = insideRuns.withLock { $0 } + outsideRuns.withLock { $0 }
        #expect(runs.count == (senders * perSender) / 500 + 20)
        for run in runs {
            // Its replay (the latest element sent before it subscribed), then every later element
            // once, in the order the first subscriber got them.
            guard let start = run.values.first, let index = order.values.firstIndex(of: start) else {
                Issue.record("a subscriber received nothing, or an element nobody else received")
                continue
            }
            #expect(run.values == Array(order.values[index...]))
        }
        first.dispose()
        for subscription in subscriptions.withLock({ $0 }) { subscription.dispose() }
        #expect(!subject.hasObservers)
    }
}
