import Dispatch
import Foundation
import IOViewModel
import Synchronization
import TestScheduler
import Testing

/// Runs the first action it is given at once, before `schedule` returns (as a scheduler on another
/// thread may), and queues the rest on a ``ManualScheduler``.
private final class EagerFirstScheduler: SchedulerType, Sendable {
    let base = ManualScheduler()
    private let isFirst = Atomic(true)

    var now: RxTime { base.now }

    func schedule(_ action: @escaping () -> Void) -> any Disposable {
        schedule(after: .zero, action)
    }

    func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> any Disposable {
        if isFirst.exchange(false, ordering: .relaxed) {
            action()
            return Disposables.create()
        }
        return base.schedule(after: dueTime, action)
    }
}

@Suite("Schedulers")
struct SchedulersTests {
    // MARK: CurrentThreadScheduler

    @Test func currentThreadRunsAtOnceOutsideATrampoline() {
        #expect(CurrentThreadScheduler.isScheduleRequired)
        var ran = false
        var requiredInside = true
        _ = CurrentThreadScheduler.instance.schedule {
            ran = true
            requiredInside = CurrentThreadScheduler.isScheduleRequired
        }
        #expect(ran)
        #expect(!requiredInside)
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func currentThreadTrampolinesNestedActionsInsteadOfNesting() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule {
            log.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule {
                log.append("first nested")
                _ = CurrentThreadScheduler.instance.schedule { log.append("nested in nested") }
            }
            _ = CurrentThreadScheduler.instance.schedule { log.append("second nested") }
            log.append("outer end")
        }
        #expect(log == ["outer start", "outer end", "first nested", "second nested", "nested in nested"])
    }

    @Test func currentThreadQueuedActionCanBeCancelled() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule {
            let cancelled = CurrentThreadScheduler.instance.schedule { log.append("cancelled") }
            _ = CurrentThreadScheduler.instance.schedule { log.append("kept") }
            cancelled.dispose()
        }
        #expect(log == ["kept"])
    }

    @Test func currentThreadTrampolineIsPerThread() async {
        let log = Locked<[String]>([])
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = CurrentThreadScheduler.instance.schedule {
                // Another thread has no trampoline running: its action runs at once there.
                let other = Thread {
                    _ = CurrentThreadScheduler.instance.schedule { log.withLock { $0.append("other thread") } }
                    log.withLock { $0.append("other thread returned") }
                    continuation.resume()
                }
                other.start()
            }
        }
        #expect(log.value == ["other thread", "other thread returned"])
    }

    @Test func stateFormPassesStateAndReturnsTheActionsDisposable() {
        let scheduler = ManualScheduler()
        let inner = CountingDisposable()
        var received: String?
        let disposable = scheduler.schedule("state") { state -> any Disposable in
            received = state
            return inner
        }
        scheduler.runAll()
        #expect(received == "state")
        disposable.dispose()
        #expect(inner.count == 1)

        var relative: Int?
        let cancelled = scheduler.scheduleRelative(1, dueTime: .seconds(1)) { state -> any Disposable in
            relative = state
            return Disposables.create()
        }
        cancelled.dispose()
        scheduler.runAll()
        #expect(relative == nil)
    }

    @Test func periodicStateFormThreadsStateThroughRuns() {
        let scheduler = ManualScheduler()
        var seen: [Int] = []
        let periodic = scheduler.schedulePeriodic(1, startAfter: .seconds(1), period: .seconds(2)) { state in
            seen.append(state)
            return state * 2
        }
        scheduler.runAll(until: RxTime(nanoseconds: 7_000_000_000))
        #expect(seen == [1, 2, 4, 8])
        #expect(scheduler.now == RxTime(nanoseconds: 7_000_000_000))
        periodic.dispose()
        scheduler.runAll()
        #expect(seen == [1, 2, 4, 8])
    }

    @Test func periodicSchedulingSurvivesARunThatHappensBeforeScheduleReturns() {
        // A scheduler on another thread may run an action before `schedule` has returned. The
        // periodic schedule must not then overwrite (and cancel) the run that action queued.
        let scheduler = EagerFirstScheduler()
        var ticks = 0
        let periodic = scheduler.schedulePeriodic(startAfter: .zero, period: .seconds(1)) { ticks += 1 }
        #expect(ticks == 1)
        scheduler.base.runAll(until: RxTime(nanoseconds: 3_000_000_000))
        #expect(ticks == 4)
        periodic.dispose()
        scheduler.base.runAll()
        #expect(ticks == 4)
    }

    // MARK: Dispatch schedulers

    @Test func serialDispatchSchedulerRunsInOrderOnItsQueue() async {
        let key = DispatchSpecificKey<Int>()
        let queue = DispatchQueue(label: "serial-test")
        queue.setSpecific(key: key, value: 1)
        let scheduler = SerialDispatchQueueScheduler(queue: queue)
        let log = Locked<[Int]>([])
        let onQueue = Locked(true)
        let countdown = Countdown(100)
        for index in 0..<100 {
            _ = scheduler.schedule {
                log.withLock { $0.append(index) }
                if DispatchQueue.getSpecific(key: key) != 1 { onQueue.withLock { $0 = false } }
                countdown.tick()
            }
        }
        await countdown.wait()
        #expect(log.value == Array(0..<100))
        #expect(onQueue.value)
    }

    @Test func serialDispatchSchedulerOnAConcurrentQueueStaysSerialAndSeesThatQueue() async {
        // As in RxSwift: the scheduler makes a serial queue of its own that targets the one given.
        let key = DispatchSpecificKey<String>()
        let concurrent = DispatchQueue(label: "concurrent-target", attributes: .concurrent)
        concurrent.setSpecific(key: key, value: "target")
        let scheduler = SerialDispatchQueueScheduler(queue: concurrent, internalSerialQueueName: "own-serial")
        #expect(scheduler.queue.label == "own-serial")
        let running = Locked(0)
        let overlapped = Locked(false)
        let sawTarget = Locked(true)
        let countdown = Countdown(50)
        for _ in 0..<50 {
            _ = scheduler.schedule {
                if running.withLock({ running -> Int in
                    running += 1
                    return running
                }) > 1 {
                    overlapped.withLock { $0 = true }
                }
                if DispatchQueue.getSpecific(key: key) != "target" { sawTarget.withLock { $0 = false } }
                // Long enough for a second action to start, were the queue concurrent.
                for _ in 0..<2_000 { _ = running.value }
                running.withLock { $0 -= 1 }
                countdown.tick()
            }
        }
        await countdown.wait()
        #expect(!overlapped.value)
        #expect(sawTarget.value)
    }

    @Test func serialDispatchSchedulerDisposedActionNeverRuns() async {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "cancel-test")
        let gate = DispatchSemaphore(value: 0)
        let log = Locked<[String]>([])
        let countdown = Countdown(1)
        _ = scheduler.schedule { gate.wait() }
        let cancelled = scheduler.schedule { log.withLock { $0.append("cancelled") } }
        _ = scheduler.schedule {
            log.withLock { $0.append("last") }
            countdown.tick()
        }
        cancelled.dispose()
        gate.signal()
        await countdown.wait()
        #expect(log.value == ["last"])
    }

    @Test func dispatchSchedulersRunDelayedActionsNoEarlierThanDue() async {
        let schedulers: [any SchedulerType & Sendable] = [
            SerialDispatchQueueScheduler(qos: .userInitiated),
            ConcurrentDispatchQueueScheduler(qos: .default),
            ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "c", attributes: .concurrent)),
        ]
        for scheduler in schedulers {
            let start = scheduler.now
            let ranAt = Locked(RxTime(nanoseconds: 0))
            let countdown = Countdown(1)
            _ = scheduler.schedule(after: .milliseconds(20)) {
                ranAt.withLock { $0 = scheduler.now }
                countdown.tick()
            }
            await countdown.wait()
            #expect(ranAt.value - start >= .milliseconds(20))
        }
    }

    @Test func concurrentDispatchSchedulerRunsEveryAction() async {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let total = Locked(0)
        let countdown = Countdown(50)
        for value in 1...50 {
            _ = scheduler.schedule {
                total.withLock { $0 += value }
                countdown.tick()
            }
        }
        await countdown.wait()
        #expect(total.value == 1275)
    }

    @Test func periodicSchedulingRepeatsUntilDisposed() async {
        let queue = DispatchQueue(label: "periodic")
        let scheduler = SerialDispatchQueueScheduler(queue: queue)
        let ticks = Locked(0)
        let thirdTick = Countdown(1)
        let holder = SerialDisposable()
        // Started on the queue itself, so that `holder` is filled before the first tick can run.
        queue.sync {
            holder.disposable = scheduler.schedulePeriodic(startAfter: .zero, period: .milliseconds(1)) {
                let count = ticks.withLock { ticks -> Int in
                    ticks += 1
                    return ticks
                }
                if count == 3 {
                    holder.dispose()
                    thirdTick.tick()
                }
            }
        }
        await thirdTick.wait()
        // A later action on the same serial queue, due well after the next period: had the
        // periodic schedule survived the dispose, it would have ticked before this runs.
        let later = Countdown(1)
        _ = scheduler.schedule(after: .milliseconds(20)) { later.tick() }
        await later.wait()
        #expect(ticks.value == 3)
    }

    @Test func periodicSchedulingKeepsRunningWhenItsDisposableIsDropped() async {
        // As in RxSwift, a schedule nobody disposes keeps going; dropping the disposable must not
        // crash it (it once held its disposable `unowned`).
        let queue = DispatchQueue(label: "periodic-dropped")
        let scheduler = SerialDispatchQueueScheduler(queue: queue)
        let ticks = Locked(0)
        let thirdTick = Countdown(1)
        do {
            _ = scheduler.schedulePeriodic(startAfter: .zero, period: .milliseconds(1)) {
                let count = ticks.withLock { ticks -> Int in
                    ticks += 1
                    return ticks
                }
                if count == 3 {
                    // Stop the queue for good (suspension takes effect after this action), so the
                    // endless schedule costs nothing for the rest of the run.
                    queue.suspend()
                    thirdTick.tick()
                }
            }
        }
        await thirdTick.wait()
        #expect(ticks.value == 3)
    }

    // MARK: Time

    @Test func timeIntervalsAreDispatchIntervalsReadAsNanoseconds() {
        #expect(RxTimeInterval.seconds(2).nanoseconds == 2_000_000_000)
        #expect(RxTimeInterval.milliseconds(3).nanoseconds == 3_000_000)
        #expect(RxTimeInterval.microseconds(4).nanoseconds == 4_000)
        #expect(RxTimeInterval.nanoseconds(5).nanoseconds == 5)
        #expect(RxTimeInterval.never.nanoseconds == .max)
        #expect(RxTimeInterval.seconds(.max).nanoseconds == .max, "saturates instead of overflowing")
        #expect(RxTimeInterval.milliseconds(.min).nanoseconds == .min)
        #expect(RxTimeInterval(seconds: 1.5) == .milliseconds(1_500))
        #expect(RxTimeInterval(seconds: 1e300) == .never)
        #expect(RxTimeInterval(seconds: .nan) == .zero)
        #expect(RxTimeInterval(nanoseconds: .max) == .never)
        #expect(RxTimeInterval.zero.nanoseconds == 0)
        #expect(RxTimeInterval.seconds(1).seconds == 1.0)
        #expect(RxTimeInterval.milliseconds(1) < .seconds(1))
        #expect(RxTimeInterval.seconds(1_000_000) < .never)
        #expect(RxTimeInterval.milliseconds(1_500) >= .seconds(1))
        #expect(RxTimeInterval.seconds(1) <= .seconds(1))
        #expect(RxTimeInterval.seconds(1) + .milliseconds(500) == .milliseconds(1_500))
        #expect(RxTimeInterval.seconds(1) - .milliseconds(500) == .milliseconds(500))
        #expect(RxTimeInterval.never + .seconds(1) == .never)
    }

    @Test func codeWrittenAgainstDispatchTimeIntervalCompiles() {
        // A retry policy as apps and extension libraries write it, with Dispatch's type.
        let backoff: (UInt) -> DispatchTimeInterval = { attempt in .milliseconds(100 * Int(attempt)) }
        let scheduler = TestScheduler(resolution: 0.001)
        let delay: DispatchTimeInterval = backoff(3)
        let res = scheduler.start { Observable.just(1).delay(delay, scheduler: scheduler) }
        #expect(res.events == [.next(500, 1), .completed(500)])
        let interval: RxTimeInterval = delay
        switch interval {
        case .milliseconds(let milliseconds): #expect(milliseconds == 300)
        default: Issue.record("expected .milliseconds, got \(interval)")
        }
    }

    @Test func timesAddAndSubtract() {
        let start = RxTime(nanoseconds: 100)
        #expect(start + .nanoseconds(50) == RxTime(nanoseconds: 150))
        #expect(RxTime(nanoseconds: 150) - start == .nanoseconds(50))
        #expect(start < RxTime(nanoseconds: 101))
        let date = Date(timeIntervalSince1970: 1_000)
        #expect(RxTime(date: date).nanoseconds == 1_000_000_000_000)
        #expect(RxTime(date: date).date == date)
    }
}
