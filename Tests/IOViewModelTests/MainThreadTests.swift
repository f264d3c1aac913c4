import Dispatch
import Foundation
import IOViewModel
import Testing

/// Everything that goes through the real main scheduler.
///
/// `MainScheduler` keeps order by running inline only when nothing it queued is still waiting on
/// the main queue, and that count is process-wide. Tests that assert "inline" must not have
/// another test's action queued meanwhile, so every test that uses the real main scheduler (or a
/// default `Binder`, which uses it) lives in this serialized suite.
@Suite("Main scheduler and default binders", .serialized)
struct MainThreadTests {
    @Test func mainSchedulerHopsToTheMainThread() async {
        #expect(!MainScheduler.isMainThread)
        let onMain: Bool = await withCheckedContinuation { continuation in
            _ = MainScheduler.instance.schedule { continuation.resume(returning: isOnMainQueue()) }
        }
        #expect(onMain)
        let delayedOnMain: Bool = await withCheckedContinuation { continuation in
            _ = MainScheduler.instance.schedule(after: .milliseconds(1)) {
                continuation.resume(returning: isOnMainQueue())
            }
        }
        #expect(delayedOnMain)
    }

    @MainActor
    @Test func mainSchedulerRunsInlineOnTheMainThreadButAsyncInstanceQueues() async {
        #expect(isOnMainQueue())
        #expect(MainScheduler.isMainThread)
        var log: [String] = []
        _ = MainScheduler.instance.schedule { log.append("inline") }
        #expect(log == ["inline"])
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = MainScheduler.asyncInstance.schedule {
                log.append("queued")
                continuation.resume()
            }
            log.append("after scheduling")
        }
        #expect(log == ["inline", "after scheduling", "queued"])
    }

    @MainActor
    @Test func mainSchedulerDoesNotOvertakeActionsAlreadyQueued() async {
        let log = Locked<[String]>([])
        // Queued from a background thread: it waits on the main queue, which this test occupies.
        DispatchQueue.global().sync {
            _ = MainScheduler.instance.schedule { log.withLock { $0.append("queued first") } }
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            // On the main thread, but something is queued: running inline would overtake it.
            _ = MainScheduler.instance.schedule {
                log.withLock { $0.append("scheduled second") }
                continuation.resume()
            }
        }
        #expect(log.value == ["queued first", "scheduled second"])
    }

    @MainActor
    @Test func mainSchedulerCancelledActionNeverRuns() async {
        var log: [String] = []
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            // This test occupies the main queue, so nothing queued there runs before it suspends.
            let cancelled = MainScheduler.asyncInstance.schedule { log.append("cancelled") }
            _ = MainScheduler.asyncInstance.schedule {
                log.append("kept")
                continuation.resume()
            }
            cancelled.dispose()
        }
        #expect(log == ["kept"])
    }

    @MainActor
    @Test func mainSchedulerQueuesWhatItsActionsScheduleInOrder() async {
        var messages: [Int] = []
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = MainScheduler.instance.schedule {
                messages.append(1)
                _ = MainScheduler.instance.schedule {
                    messages.append(3)
                    _ = MainScheduler.instance.schedule {
                        messages.append(5)
                        continuation.resume()
                    }
                    messages.append(4)
                }
                messages.append(2)
            }
            // The first action ran inline; the nested ones wait on the main queue.
            #expect(messages == [1, 2])
        }
        #expect(messages == [1, 2, 3, 4, 5])
    }

    @MainActor
    @Test func mainSchedulerCancelsANestedSchedule() async {
        var messages: [Int] = []
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = MainScheduler.instance.schedule {
                messages.append(1)
                let nested = MainScheduler.instance.schedule { messages.append(3) }
                nested.dispose()
                _ = MainScheduler.instance.schedule {
                    messages.append(4)
                    continuation.resume()
                }
                messages.append(2)
            }
        }
        #expect(messages == [1, 2, 4])
    }

    @MainActor
    @Test func theDefaultBinderAppliesInlineInsideAMainSchedulerAction() {
        let label = FakeLabel()
        let binder = Binder<String>(label) { label, text in label.texts.append(text) }
        // A binder has a main scheduler of its own, as in RxCocoa: a Driver delivering on the
        // main scheduler updates the view at once, not one main-queue turn later.
        _ = MainScheduler.instance.schedule { binder.onNext("nested") }
        #expect(label.texts == ["nested"])
    }

    @Test func theDefaultBinderHopsToTheMainThreadFromABackgroundThread() async {
        let label = FakeLabel()
        #expect(!isOnMainQueue())
        let onMain: Bool = await withCheckedContinuation { continuation in
            let binder = Binder<String>(label) { _, _ in
                continuation.resume(returning: isOnMainQueue())
            }
            binder.onNext("x")
        }
        #expect(onMain)
    }

    @MainActor
    @Test func theDefaultBinderAppliesInlineOnTheMainThread() {
        let label = FakeLabel()
        let binder = Binder<String>(label) { label, text in
            label.texts.append(text)
            label.appliedOnMainThread.append(isOnMainQueue())
        }
        binder.onNext("now")
        // No hop: the main scheduler runs the action at once when already on the main thread.
        #expect(label.texts == ["now"])
        #expect(label.appliedOnMainThread == [true])
    }

    @MainActor
    @Test func observeOnMainDeliversInlineAndKeepsOrderWhenTheObserverSendsAgain() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { value in
            log.append("got \(value)")
            // Sent while 1 is being delivered: it must wait until the delivery of 1 returns.
            if value == 1 { subject.onNext(2) }
            log.append("done \(value)")
        })
        subject.onNext(1)
        log.append("sent")
        #expect(log == ["got 1", "done 1", "got 2", "done 2", "sent"])
        subject.onNext(3)
        #expect(log.last == "done 3")
        subscription.dispose()
        subject.onNext(4)
        #expect(log.last == "done 3")
    }

    @MainActor
    @Test func observeOnMainQueuesWhatTheObserverSendsBackBehindTheCurrentDelivery() async {
        // The source calls the sink directly (no subject in between to queue the re-entrant
        // send). As in RxSwift, the main scheduler's inline action is still running when 2 is
        // sent, so 2 is scheduled on the main queue: delivered after the first send has returned.
        var send: ((Int) -> Void)?
        let source = Observable<Int>.create { observer in
            send = { observer.onNext($0) }
            return Disposables.create()
        }
        var log: [String] = []
        var secondDelivered: CheckedContinuation<Void, Never>?
        let subscription = source.observe(on: MainScheduler.instance).subscribe(onNext: { value in
            log.append("got \(value)")
            if value == 1 {
                send?(2)
                log.append("sent 2")
            }
            log.append("done \(value)")
            if value == 2 { secondDelivered?.resume() }
        })
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            secondDelivered = continuation
            send?(1)
            log.append("returned")
        }
        #expect(log == ["got 1", "sent 2", "done 1", "returned", "got 2", "done 2"])
        send?(3)
        #expect(log.last == "done 3", "nothing queued any more: delivered at once")
        subscription.dispose()
        send?(4)
        #expect(log.last == "done 3")
    }

    @MainActor
    @Test func observeOnMainKeepsTheOrderOfSendsTakingTurnsBetweenTheMainThreadAndOthers() async {
        // Sends take turns (one at a time, numbered in turn order) between the main thread, where
        // the sink delivers inline when it can, and other threads, where it queues an action:
        // every number must arrive once, in turn order, on the main thread.
        let perSender = 300
        let otherThreads = 3
        let total = perSender * (otherThreads + 1)
        let feed = TurnTakingFeed()
        let source = Observable<Int>.create { observer in
            feed.attach(observer)
            return Disposables.create()
        }
        let delivered = Locked<(values: [Int], offMain: Int)>(([], 0))
        var subscription: (any Disposable)?
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            subscription = source.observe(on: MainScheduler.instance).subscribe(onNext: { value in
                let count = delivered.withLock { state in
                    state.values.append(value)
                    if !MainScheduler.isMainThread { state.offMain += 1 }
                    return state.values.count
                }
                if count == total { continuation.resume() }
            })
            Task.detached { await runOnThreads(otherThreads) { _ in for _ in 0..<perSender { feed.send() } } }
            Task { @MainActor in
                for index in 0..<perSender {
                    feed.send()
                    // Lets the main queue run the actions the other threads queued.
                    if index % 20 == 0 { await Task.yield() }
                }
            }
        }
        #expect(delivered.value.values == Array(0..<total))
        #expect(delivered.value.offMain == 0)
        subscription?.dispose()
    }

    @MainActor
    @Test func observeOnMainDoesNotOvertakeActionsAlreadyQueued() async {
        let subject = PublishSubject<String>()
        let log = Locked<[String]>([])
        var subscription: (any Disposable)?
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { value in
                log.withLock { $0.append(value) }
                if value == "second" { continuation.resume() }
            })
            DispatchQueue.global().sync {
                _ = MainScheduler.instance.schedule { log.withLock { $0.append("queued first") } }
            }
            // On the main thread, but an action is queued there: delivering now would overtake it.
            subject.onNext("second")
            #expect(log.value.isEmpty)
        }
        #expect(log.value == ["queued first", "second"])
        subscription?.dispose()
    }

    @MainActor
    @Test func observeOnMainStopsAtTheTerminalEventDeliveredInline() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        var disposed = 0
        _ = subject.observe(on: MainScheduler.instance)
            .subscribe(
                onNext: { events.append(.next($0)) }, onCompleted: { events.append(.completed) },
                onDisposed: { disposed += 1 })
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        #expect(events == [.next(1), .completed])
        #expect(disposed == 1)
        #expect(!subject.hasObservers)
    }
}

/// Feeds a `create` observer from several threads, one send at a time, each with the next number.
private final class TurnTakingFeed: @unchecked Sendable {
    // `observer` and `next` are only touched with `lock` held.
    private let lock = NSLock()
    private var observer: AnyObserver<Int>?
    private var next = 0

    func attach(_ observer: AnyObserver<Int>) {
        lock.withLock { self.observer = observer }
    }

    /// Sends the next number; the delivery, when inline, happens before the turn passes on.
    func send() {
        lock.withLock {
            observer?.onNext(next)
            next += 1
        }
    }
}
