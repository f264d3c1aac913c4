import IOViewModel
import Testing
import TestScheduler

@Suite struct SchedulerTests {
    @Test func actionsRunInTimeOrderAndFIFOAtTheSameTime() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.scheduleAt(20) { log.append("20a @\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("10 @\(scheduler.clock)") }
        scheduler.scheduleAt(20) { log.append("20b @\(scheduler.clock)") }
        scheduler.scheduleAt(20) { log.append("20c @\(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["10 @10", "20a @20", "20b @20", "20c @20"])
        #expect(scheduler.clock == 20)
    }

    @Test func zeroDelayRunsAtTheCurrentTimeAfterWhatIsAlreadyDue() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.scheduleAt(5) {
            log.append("outer @\(scheduler.clock)")
            _ = scheduler.schedule(after: .zero) { log.append("zero @\(scheduler.clock)") }
            _ = scheduler.schedule { log.append("immediate @\(scheduler.clock)") }
        }
        scheduler.scheduleAt(5) { log.append("second @\(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["outer @5", "second @5", "zero @5", "immediate @5"])
    }

    @Test func simulateProcessingDelayPushesDueActionsOneTickLater() {
        let scheduler = TestScheduler(simulateProcessingDelay: true)
        var times: [TestTime] = []
        scheduler.scheduleAt(5) {
            _ = scheduler.schedule(after: .zero) { times.append(scheduler.clock) }
            _ = scheduler.schedule(after: .seconds(2)) { times.append(scheduler.clock) }
        }
        scheduler.start()
        #expect(times == [6, 7])
    }

    @Test func resolutionConvertsIntervalsToTicks() {
        let seconds = TestScheduler()
        #expect(seconds.ticks(for: .seconds(3)) == 3)
        #expect(seconds.ticks(for: .milliseconds(1500)) == 2)   // halves round up
        #expect(seconds.ticks(for: .milliseconds(1499)) == 1)
        #expect(seconds.ticks(for: .milliseconds(-1500)) == -2)
        #expect(seconds.ticks(for: .never) == .max)
        let milliseconds = TestScheduler(resolution: 0.001)
        #expect(milliseconds.ticks(for: .milliseconds(300)) == 300)
        #expect(milliseconds.ticks(for: .microseconds(499)) == 0)
        #expect(milliseconds.ticks(for: .microseconds(500)) == 1)
        #expect(milliseconds.interval(ticks: 300) == .milliseconds(300))

        var fired: [TestTime] = []
        _ = milliseconds.schedule(after: .milliseconds(300)) { fired.append(milliseconds.clock) }
        milliseconds.start()
        #expect(fired == [300])
        #expect(milliseconds.now == RxTime(nanoseconds: 300_000_000))
    }

    @Test func nowIsClockTimesResolution() {
        let scheduler = TestScheduler(initialClock: 7, resolution: 2)
        #expect(scheduler.now.nanoseconds == 14_000_000_000)
    }

    @Test func cancelledActionsNeverRun() {
        let scheduler = TestScheduler()
        var ran: [Int] = []
        let first = scheduler.scheduleAt(10) { ran.append(1) }
        scheduler.scheduleAt(10) { ran.append(2) }
        let third = scheduler.scheduleAt(30) { ran.append(3) }
        scheduler.scheduleAt(20) { third.dispose() }
        first.dispose()
        scheduler.start()
        #expect(ran == [2])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func neverIntervalNeverRuns() {
        let scheduler = TestScheduler()
        var ran = false
        let action = scheduler.schedule(after: .never) { ran = true }
        scheduler.start()
        #expect(!ran)
        #expect((action as? any Cancelable)?.isDisposed == true)
    }

    @Test func advanceToRunsDueActionsAndMovesTheClock() {
        let scheduler = TestScheduler()
        var ran: [TestTime] = []
        for time in [5, 10, 15] { scheduler.scheduleAt(time) { ran.append(scheduler.clock) } }
        scheduler.advanceTo(10)
        #expect(ran == [5, 10])
        #expect(scheduler.clock == 10)
        scheduler.advanceTo(scheduler.clock + 2)
        #expect(scheduler.clock == 12)
        #expect(ran == [5, 10])
        scheduler.advance(by: .seconds(3))
        #expect(ran == [5, 10, 15])
        #expect(scheduler.clock == 15)
    }

    @Test func advancingBackwardsIsAFailureNotACrash() {
        let scheduler = TestScheduler(initialClock: 50)
        let line: UInt = #line + 2
        let failures = TestFailureReporting.captureFailures {
            scheduler.advanceTo(10)
        }
        #expect(failures.map(\.message) == ["TestScheduler: cannot advance the clock backwards, from 50 to 10"])
        #expect(failures.map(\.callSite.line) == [line])
        #expect(scheduler.clock == 50)
    }

    @Test func stopEndsTheRunAfterTheCurrentAction() {
        let scheduler = TestScheduler()
        var ran: [TestTime] = []
        scheduler.scheduleAt(1) { ran.append(1) }
        scheduler.scheduleAt(2) {
            ran.append(2)
            scheduler.stop()
        }
        scheduler.scheduleAt(3) { ran.append(3) }
        scheduler.start()
        #expect(ran == [1, 2])
        #expect(scheduler.clock == 2)
        scheduler.start()
        #expect(ran == [1, 2, 3])
    }

    @Test func pastTimesRunFirstAtTheCurrentTime() {
        let scheduler = TestScheduler(initialClock: 100)
        var log: [String] = []
        scheduler.scheduleAt(100) { log.append("now") }
        scheduler.scheduleAt(50) { log.append("past @\(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["past @100", "now"])
        #expect(scheduler.clock == 100)
    }

    @Test func periodicSchedulesRepeatUntilDisposed() {
        let scheduler = TestScheduler()
        var ticks: [TestTime] = []
        let timer = scheduler.schedulePeriodic(startAfter: .seconds(10), period: .seconds(5)) {
            ticks.append(scheduler.clock)
        }
        scheduler.scheduleAt(31) { timer.dispose() }
        scheduler.start()
        #expect(ticks == [10, 15, 20, 25, 30])
    }

    @Test func schedulerIsSendable() async {
        let scheduler = TestScheduler()
        let clock = await Task.detached { scheduler.clock }.value
        #expect(clock == 0)
    }
}

@Suite struct SchedulerLifetimeTests {
    @Test func pendingActionsDoNotKeepTheSchedulerAlive() {
        weak var weakScheduler: TestScheduler?
        var token: (any Disposable)?
        do {
            let scheduler = TestScheduler()
            weakScheduler = scheduler
            var keep: [any Disposable] = []
            token = scheduler.schedulePeriodic(startAfter: .seconds(1), period: .seconds(1)) { _ = keep }
            keep.append(scheduler.scheduleAt(5) {})
            scheduler.advanceTo(3)
        }
        #expect(weakScheduler == nil)
        token?.dispose()
    }

    @Test func tokensAreDisposedOnceTheActionRan() {
        let scheduler = TestScheduler()
        let token = scheduler.scheduleAt(1) {}
        #expect((token as? any Cancelable)?.isDisposed == false)
        scheduler.start()
        #expect((token as? any Cancelable)?.isDisposed == true)
        // A later action reusing the slot is not cancelled by the stale token.
        var ran = false
        scheduler.scheduleAt(2) { ran = true }
        token.dispose()
        scheduler.start()
        #expect(ran)
    }
}

@Suite struct PeriodicTests {
    @Test func periodsShorterThanATickCountAsOneTick() {
        let scheduler = TestScheduler()
        var ticks: [TestTime] = []
        let timer = scheduler.schedulePeriodic(startAfter: .zero, period: .milliseconds(1)) {
            ticks.append(scheduler.clock)
        }
        scheduler.advanceTo(3)
        timer.dispose()
        scheduler.start()
        #expect(ticks == [0, 1, 2, 3])
    }

    @Test func disposingInsideTheActionStopsTheTimer() {
        let scheduler = TestScheduler(resolution: 0.001)
        var ticks: [TestTime] = []
        var timer: (any Disposable)?
        timer = scheduler.schedulePeriodic(startAfter: .milliseconds(5), period: .milliseconds(10)) {
            ticks.append(scheduler.clock)
            if ticks.count == 3 { timer?.dispose() }
        }
        scheduler.start()
        #expect(ticks == [5, 15, 25])
        #expect(scheduler.pendingCount == 0)
    }
}
