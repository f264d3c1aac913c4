import IOViewModel
import TestScheduler
import Testing

/// Arguments at and past the edges of what the harness can mean: each one either works or fails
/// the test at the caller with the reason, and none traps, hangs or wraps.
@Suite struct HostileArgumentTests {
    @Test func aMarbleTestNearTheEndOfVirtualTimeIsAFailureNotATrap() {
        let scheduler = TestScheduler(initialClock: .max - 1)
        let line: UInt = #line + 2
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.expect(Observable<String>.never(), "---")
            }
        }
        #expect(failures.map(\.callSite.line) == [line])
        #expect(
            failures.first?.message == """
                TestScheduler.marbles: the diagrams span 3 ticks from the clock's 9223372036854775806, past the \
                last tick virtual time has (9223372036854775807). Make the scheduler with an earlier \
                initialClock, or shorten the diagrams. The test was not run.
                """)
        #expect(scheduler.clock == .max - 1)
    }

    @Test(arguments: [0, -1, 1e-12, Double.nan, Double.infinity, 1e300])
    func aResolutionNoTickCanHaveIsReportedAtTheCaller(_ resolution: Double) {
        var scheduler: TestScheduler?
        let line: UInt = #line + 1
        let failures = TestFailureReporting.captureFailures { scheduler = TestScheduler(resolution: resolution) }
        #expect(failures.map(\.callSite.line) == [line])
        #expect(
            failures.first?.message.hasPrefix(
                "TestScheduler: resolution \(resolution) is not a length a tick can have: it is the length of one tick in seconds"
            ) == true)
        // The scheduler still works, on the default tick.
        #expect(scheduler?.secondsPerTick == 1)
        #expect(scheduler?.nanosecondsPerTick == 1_000_000_000)
    }

    @Test func boundsUnderOneAreReported() {
        let failures = TestFailureReporting.captureFailures {
            _ = TestScheduler(maxActionsPerInstant: 0, maxActionsPerRun: -3)
        }
        #expect(
            failures.map(\.message) == [
                "TestScheduler: maxActionsPerInstant: 0 would fail every run before its first action; it must be at least 1",
                "TestScheduler: maxActionsPerRun: -3 would fail every run before its first action; it must be at least 1",
            ])
    }

    @Test func theClockReadsSaturateInsteadOfWrapping() {
        let scheduler = TestScheduler()
        // Ten billion one-second ticks, about 317 years: past what RxTime's nanoseconds hold.
        scheduler.sleep(10_000_000_000)
        #expect(scheduler.now.nanoseconds == .max)
        #expect(scheduler.virtualClock.now.offset == .seconds(10_000_000_000))
        scheduler.sleep(.max)
        #expect(scheduler.clock == .max)
        #expect(scheduler.now.nanoseconds == .max)
        #expect(scheduler.virtualClock.now.offset == .seconds(9_223_372_036_854_775_807))
        #expect(scheduler.interval(ticks: .min) == RxTimeInterval(nanoseconds: .min))
    }

    @Test func advancingAndSchedulingPastTheEndOfTimeSaturate() {
        let scheduler = TestScheduler(initialClock: 10, simulateProcessingDelay: true)
        scheduler.advanceTo(.max)
        #expect(scheduler.clock == .max)
        var ran = false
        _ = scheduler.schedule { ran = true }
        scheduler.advance(by: .seconds(1))
        #expect(ran)
        #expect(scheduler.clock == .max)
    }

    @Test func aSleepOfInt64MaxSecondsPastTickZeroDoesNotTrap() {
        let scheduler = TestScheduler(initialClock: 5)
        let clock = scheduler.virtualClock
        let observer = scheduler.start {
            Observable.fromAsync { () async throws -> Int in
                try await clock.sleep(for: .seconds(Int64.max))
                return 1
            }
        }
        // The sleep would end after the last tick: the disposal at 1000 cancels it first.
        #expect(observer.events == [])
        #expect(scheduler.clock == 1000)
    }
}

/// A wait in virtual time that nothing could end is reported at once.
@Suite struct WaitOutsideARunTests {
    @Test func aFakeServiceCalledOutsideARunFailsAtItsDeclarationAndThrows() async {
        let scheduler = TestScheduler()
        let line = #line + 1
        let service = scheduler.asyncService("--r|", values: ["r": 1], input: String.self)
        // A run that ends: the service's call comes after it.
        scheduler.advanceTo(5)
        await withKnownIssue {
            await #expect(throws: VirtualTimeWaitError.self) { try await service("late") }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.contains {
                    $0.rawValue.contains(
                        "): called at 5 while the scheduler was not running, so its answer, due at 7, would never come")
                }
        }
        #expect(service.calls == [Recorded(time: 5, value: "late")])
    }

    @Test func aFakeServiceThatNeverAnswersCalledOutsideARunFailsToo() async {
        let scheduler = TestScheduler()
        let service = scheduler.asyncService("-", values: [:] as [Character: Int], input: Void.self)
        await withKnownIssue {
            await #expect(throws: VirtualTimeWaitError.self) { try await service() }
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("called at 0 while the scheduler was not running, so it would wait for good")
            }
        }
    }

    @Test func anAnswerDueNowNeedsNoRun() async throws {
        let scheduler = TestScheduler()
        let service = scheduler.asyncService("r|", values: ["r": 1], input: Void.self)
        #expect(try await service() == 1)
    }

    @Test func aSleepOutsideARunThrowsAtOnce() async {
        let scheduler = TestScheduler(initialClock: 3)
        let clock = scheduler.virtualClock
        var thrown: (any Error)?
        do {
            try await clock.sleep(for: .seconds(2))
        } catch {
            thrown = error
        }
        let error = thrown as? VirtualTimeWaitError
        #expect(
            error?.description.hasPrefix(
                "TestScheduler.virtualClock: a sleep until 5.0 seconds began at 3.0 seconds (tick 3) while the scheduler was not running, so nothing would ever wake it"
            ) == true)
        // A deadline already reached needs no run.
        try? await clock.sleep(for: .zero)
    }
}
