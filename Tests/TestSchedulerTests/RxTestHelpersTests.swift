import IOViewModel
import Testing
import TestScheduler

/// RxTest's helpers added for porting: `Recorded.events`, `TestScheduler.Defaults`, the virtual
/// schedules and `sleep`, and the XCTest-named assertions.
@Suite struct RxTestHelpersTests {
    @Test func recordedEventsTypesAListFromItsElements() {
        let variadic = Recorded.events(.next(210, "a"), .completed(300))
        let array = Recorded.events([.next(210, "a"), .completed(300)])
        #expect(variadic == [Recorded(time: 210, value: .next("a")), Recorded(time: 300, value: .completed)])
        #expect(array == variadic)
    }

    @Test func defaultsAreTheTimesOfStart() {
        let defaults: [TestTime] = [
            TestScheduler.Defaults.created, TestScheduler.Defaults.subscribed, TestScheduler.Defaults.disposed,
        ]
        #expect(defaults == [100, 200, 1000])
        let scheduler = TestScheduler()
        var createdAt: TestTime?
        let xs = scheduler.createHotObservable([.next(TestScheduler.Defaults.disposed - 1, 1)])
        let observer = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return xs.asObservable()
        }
        #expect(createdAt == TestScheduler.Defaults.created)
        #expect(xs.subscriptions == [Subscription(TestScheduler.Defaults.subscribed, TestScheduler.Defaults.disposed)])
        #expect(observer.events == [.next(999, 1)])
    }

    @Test func virtualSchedulesPassTheirStateAndDisposeWhatTheActionReturns() {
        let scheduler = TestScheduler()
        var log: [String] = []
        let inner = BooleanDisposable()
        scheduler.advanceTo(100)
        let relative = scheduler.scheduleRelativeVirtual("rel", dueTime: 20) { state in
            log.append("\(state)@\(scheduler.clock)")
            return inner
        }
        _ = scheduler.scheduleAbsoluteVirtual("abs", time: 110) { state in
            log.append("\(state)@\(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.scheduleAbsoluteVirtual("cancelled", time: 115) { state in
            log.append(state)
            return Disposables.create()
        }.dispose()
        scheduler.start()
        #expect(log == ["abs@110", "rel@120"])
        #expect(!inner.isDisposed)
        relative.dispose()
        #expect(inner.isDisposed)
    }

    @Test func sleepMovesTheClockWithoutRunningActions() {
        let scheduler = TestScheduler()
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(50) { ranAt.append(scheduler.clock) }
        scheduler.scheduleAt(10) {
            scheduler.sleep(100)
            ranAt.append(scheduler.clock)
        }
        scheduler.start()
        // The action due at 50 became overdue while the first one slept: it runs at 110.
        #expect(ranAt == [110, 110])
        #expect(scheduler.clock == 110)
    }

    @Test func sleepingBackwardsFailsAndLeavesTheClock() {
        let scheduler = TestScheduler(initialClock: 40)
        let failures = TestFailureReporting.captureFailures { scheduler.sleep(-5) }
        #expect(failures.map(\.message) == ["TestScheduler: cannot sleep a negative time (-5 ticks); the clock stays at 40"])
        #expect(scheduler.clock == 40)
    }

    @Test func xctAssertEqualPassesOnEqualListsAndNamesEachDifference() {
        let same = TestFailureReporting.captureFailures {
            XCTAssertEqual([Recorded.next(210, 1), .completed(300)], [.next(210, 1), .completed(300)])
            XCTAssertEqual([Event.next(1), .error(TestError("x"))], [.next(1), .error(TestError("x"))])
            XCTAssertEqual([MaybeEvent.success(1), .completed], [.success(1), .completed])
            XCTAssertEqual([CompletableEvent.completed, .error(TestError())], [.completed, .error(TestError())])
            XCTAssertEqual([SingleEvent<Int>.success(2), .failure(TestError())], [.success(2), .failure(TestError())])
        }
        #expect(same.isEmpty)
        let different = TestFailureReporting.captureFailures {
            XCTAssertEqual([Recorded.next(210, 1), .next(220, 2)], [.next(210, 1), .next(230, 2), .completed(300)])
        }
        #expect(different.map(\.message) == [
            """
            XCTAssertEqual failed: the lists differ (2 and 3 items)
              [1] next(2) @ 220 != next(2) @ 230
              [2] missing, expected completed @ 300
            """
        ])
        let outcomes = TestFailureReporting.captureFailures {
            XCTAssertEqual([SingleEvent<Int>.success(2)], [.failure(TestError())])
            XCTAssertEqual([MaybeEvent.success(1), .completed], [.success(1)])
            XCTAssertEqual([CompletableEvent.error(TestError("a"))], [.error(TestError("b"))])
        }
        #expect(outcomes.count == 3)
        #expect(outcomes[1].message.hasSuffix("[1] IOViewModel.MaybeEvent<Swift.Int>.completed, extra"))
    }

    @Test func xctAssertRecordedElementsIgnoresTimesButNotTerminalEvents() {
        let passing = TestFailureReporting.captureFailures {
            XCTAssertRecordedElements([.next(210, "a"), .next(400, "b")], ["a", "b"])
        }
        #expect(passing.isEmpty)
        let failures = TestFailureReporting.captureFailures {
            XCTAssertRecordedElements([.next(210, "a"), .completed(300)], ["a"])
            XCTAssertRecordedElements([.next(210, "a")], ["b"])
        }
        #expect(failures.map(\.message).first == "XCTAssertRecordedElements: a terminal event was recorded: completed @ 300")
        #expect(failures.count == 2)
    }
}

@Suite struct UnlabeledStartTests {
    @Test func startTakesAFactoryByName() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        let factory: () -> Observable<Int> = { xs.map { $0 * 10 } }
        let observer = scheduler.start(factory)
        #expect(observer.events == [.next(210, 20), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func startTakesAnyConvertibleFactory() {
        let scheduler = TestScheduler()
        let factory: () -> Single<Int> = { .just(5) }
        #expect(scheduler.start(factory).events == [.next(200, 5), .completed(200)])
    }
}
