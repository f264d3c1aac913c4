import IOViewModel
import Synchronization
import Testing
import TestScheduler

/// A test on the TestScheduler never hangs: an instant of virtual time that never ends, and a run
/// that never ends, fail the test with the cause and the fix, and the run stops looping. The caps
/// are small here so that these tests finish at once.
@Suite struct EndlessRunTests {
    @Test func repeatElementOnTheTestSchedulerFailsItsInstantInsteadOfHanging() {
        let scheduler = TestScheduler(maxActionsPerInstant: 1_000)
        var observer: TestableObserver<Int>?
        var line: UInt = 0
        let failures = TestFailureReporting.captureFailures {
            line = #line; observer = scheduler.start { Observable.repeatElement(7, scheduler: scheduler) }
        }
        #expect(failures.count == 1)
        let message = failures.first?.message ?? ""
        #expect(message.hasPrefix("TestScheduler: virtual time 200 never ends: 1000 actions ran at it"))
        #expect(message.contains("repeatElement(_:scheduler:)"))
        #expect(message.contains("take(n)"))
        #expect(message.contains("TestScheduler(maxActionsPerInstant:)"))
        #expect(failures.first?.callSite.line == line)
        // The instant's actions ran until the cap, then the run went on to the start helper's
        // disposal at 1000: nothing leaked (no leak failure above) and nothing is left queued.
        #expect(observer?.events.count ?? 0 > 900)
        #expect(observer?.events.allSatisfy { $0.time == 200 } == true)
        #expect(scheduler.pendingCount == 0)
        #expect(scheduler.clock == 1000)
        #expect(scheduler.leaks.isEmpty)
    }

    @Test func anEndlessGenerateOnTheTestSchedulerFailsItsInstantInsteadOfHanging() {
        let scheduler = TestScheduler(maxActionsPerInstant: 500)
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start {
                Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { $0 + 1 }
            }
        }
        #expect(failures.map(\.message.firstLine) == ["TestScheduler: virtual time 200 never ends: 500 actions ran at it and more were still due, with the clock unable to move on."])
        #expect(scheduler.leaks.isEmpty)
    }

    @Test func aSelfReschedulingActionFailsItsInstantAndLaterActionsStillRun() {
        let scheduler = TestScheduler(maxActionsPerInstant: 100)
        var runs = 0
        var later: [TestTime] = []
        func reschedule() {
            runs += 1
            _ = scheduler.schedule { reschedule() }
        }
        scheduler.scheduleAt(10) { reschedule() }
        scheduler.scheduleAt(10) { later.append(scheduler.clock) }
        scheduler.scheduleAt(20) { later.append(scheduler.clock) }
        let failures = TestFailureReporting.captureFailures { scheduler.start() }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("TestScheduler: virtual time 10 never ends: 100 actions ran at it") == true)
        // The action at 10 queued before the runaway ran within the cap; the one at 20 after it.
        #expect(runs == 99)
        #expect(later == [10, 20])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func advanceToFailsAnEndlessInstantAtItsCaller() {
        let scheduler = TestScheduler(maxActionsPerInstant: 50)
        func reschedule() { _ = scheduler.schedule { reschedule() } }
        scheduler.scheduleAt(5) { reschedule() }
        var line: UInt = 0
        let failures = TestFailureReporting.captureFailures {
            line = #line; scheduler.advanceTo(8)
        }
        #expect(failures.count == 1)
        #expect(failures.first?.callSite.line == line)
        #expect(scheduler.clock == 8)
    }

    @Test func exactlyTheCapAtOneInstantIsAllowed() {
        let scheduler = TestScheduler(maxActionsPerInstant: 100)
        var runs = 0
        for _ in 0..<100 { scheduler.scheduleAt(3) { runs += 1 } }
        let failures = TestFailureReporting.captureFailures { scheduler.start() }
        #expect(failures.isEmpty)
        #expect(runs == 100)
    }

    @Test func aTimerNobodyDisposesFailsTheRunInsteadOfHanging() {
        let scheduler = TestScheduler(maxActionsPerRun: 2_000)
        var ticks = 0
        let timer = scheduler.schedulePeriodic(startAfter: .seconds(1), period: .seconds(1)) { ticks += 1 }
        let failures = TestFailureReporting.captureFailures { scheduler.start() }
        #expect(failures.count == 1)
        let message = failures.first?.message ?? ""
        #expect(message.hasPrefix("TestScheduler: the run never ends: 2000 actions ran, the clock is at 2001"))
        #expect(message.contains("TestScheduler(maxActionsPerRun:)"))
        #expect(ticks == 2_000)
        timer.dispose()
        #expect(scheduler.leaks.isEmpty)
    }

    @Test func jobsOfTasksCountAgainstTheRunsLimitToo() {
        let scheduler = TestScheduler(maxActionsPerInstant: 1_000, maxActionsPerRun: 10)
        let yields = Mutex(0)
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start {
                Observable.fromAsync { () async -> Int in
                    for _ in 0..<100 {
                        await Task.yield()
                        yields.withLock { $0 += 1 }
                    }
                    return 1
                }
            }
        }
        #expect(failures.first?.message.hasPrefix("TestScheduler: the run never ends: 10 actions ran") == true, "\(failures)")
        #expect(yields.withLock { $0 } < 100)
    }

    @Test func theDefaultCapsAreGenerous() {
        let scheduler = TestScheduler()
        #expect(scheduler.maxActionsPerInstant == 100_000)
        #expect(scheduler.maxActionsPerRun == 10_000_000)
    }
}

extension String {
    fileprivate var firstLine: Substring {
        split(separator: "\n", maxSplits: 1).first ?? ""
    }
}
