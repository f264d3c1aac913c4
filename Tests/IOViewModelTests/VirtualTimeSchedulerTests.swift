import Foundation
import IOViewModel
import Testing

/// A converter over plain integers, to test the generic scheduler apart from `Date`.
private struct TickConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { RxTime(nanoseconds: Int64(virtualTime) * 1_000_000_000) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.nanoseconds / 1_000_000_000) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { TimeInterval(virtualTimeInterval) }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}

/// A subclass that pushes relative schedules one tick later, as RxTest's scheduler does.
private final class DelayingScheduler: VirtualTimeScheduler<TickConverter>, @unchecked Sendable {
    init() { super.init(initialClock: 0, converter: TickConverter()) }
    override func adjustScheduledTime(_ time: Int) -> Int { time + 1 }
}

private func date(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

@Suite struct VirtualTimeSchedulerTests {
    @Test func historicalClockStartsWhereItIsToldAndAtTheEpochByDefault() {
        let scheduler = HistoricalScheduler(initialClock: date(10))
        #expect(scheduler.clock == date(10))
        #expect(scheduler.now == RxTime(nanoseconds: 10_000_000_000))
        #expect(HistoricalScheduler().clock == date(0))
    }

    @Test func startRunsInTimeOrderThenInSchedulingOrder() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            log.append("a@\(scheduler.clock.timeIntervalSince1970)")
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                log.append("c@\(scheduler.clock.timeIntervalSince1970)")
                return Disposables.create()
            }
            return scheduler.schedule(()) { _ in
                log.append("b@\(scheduler.clock.timeIntervalSince1970)")
                return Disposables.create()
            }
        }
        _ = scheduler.schedule(after: .seconds(10)) { log.append("a2@\(scheduler.clock.timeIntervalSince1970)") }
        scheduler.start()
        #expect(log == ["a@10.0", "a2@10.0", "b@10.0", "c@30.0"])
        #expect(scheduler.clock == date(30))
    }

    @Test func disposedActionsDoNotRun() {
        let scheduler = HistoricalScheduler()
        var log: [Double] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            log.append(scheduler.clock.timeIntervalSince1970)
            scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                log.append(scheduler.clock.timeIntervalSince1970)
                return Disposables.create()
            }.dispose()
            scheduler.schedule(()) { _ in
                log.append(-1)
                return Disposables.create()
            }.dispose()
            return Disposables.create()
        }
        scheduler.start()
        #expect(log == [10])
        // The clock stops at the last action that ran, not at a cancelled one.
        #expect(scheduler.clock == date(10))
    }

    @Test func advanceToRunsWhatIsDueThenSetsTheClock() {
        let scheduler = HistoricalScheduler()
        var log: [Double] = []
        for seconds in [10, 30, 50] {
            _ = scheduler.schedule(after: .seconds(seconds)) { log.append(scheduler.clock.timeIntervalSince1970) }
        }
        scheduler.advanceTo(date(30))
        #expect(log == [10, 30])
        #expect(scheduler.clock == date(30))
        scheduler.advanceTo(date(40))
        #expect(log == [10, 30])
        #expect(scheduler.clock == date(40))
        // Never backwards.
        scheduler.advanceTo(date(20))
        #expect(scheduler.clock == date(40))
        scheduler.start()
        #expect(log == [10, 30, 50])
    }

    @Test func stopEndsTheRunAfterTheRunningAction() {
        let scheduler = HistoricalScheduler()
        var log: [Int] = []
        _ = scheduler.schedule(after: .seconds(1)) {
            log.append(1)
            scheduler.stop()
        }
        _ = scheduler.schedule(after: .seconds(2)) { log.append(2) }
        scheduler.start()
        #expect(log == [1])
        #expect(scheduler.clock == date(1))
        scheduler.start()
        #expect(log == [1, 2])
    }

    @Test func sleepMovesTheClockWithoutRunningAndNeverBack() {
        let scheduler = HistoricalScheduler()
        var ranAt: [Double] = []
        _ = scheduler.schedule(after: .seconds(5)) { ranAt.append(scheduler.clock.timeIntervalSince1970) }
        scheduler.sleep(10)
        #expect(scheduler.clock == date(10))
        #expect(ranAt.isEmpty)
        scheduler.sleep(-3)
        #expect(scheduler.clock == date(10))
        scheduler.start()
        // The overdue action runs at the clock's time, which does not move back.
        #expect(ranAt == [10])
    }

    @Test func virtualSchedulesUseTheConvertersUnitsWithoutAdjustment() {
        let scheduler = DelayingScheduler()
        var log: [String] = []
        _ = scheduler.scheduleAbsoluteVirtual("abs", time: 5) { state in
            log.append("\(state)@\(scheduler.clock)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual("rel", dueTime: 3) { state in
            log.append("\(state)@\(scheduler.clock)")
            return Disposables.create()
        }
        // A relative schedule goes through adjustScheduledTime: due at 3, queued at 4.
        _ = scheduler.schedule(after: .seconds(3)) { log.append("adjusted@\(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["rel@3", "adjusted@4", "abs@5"])
    }

    @Test func theDisposableAnActionReturnsIsDisposedWithTheSchedule() {
        let scheduler = HistoricalScheduler()
        let inner = BooleanDisposable()
        let scheduled = scheduler.scheduleRelativeVirtual((), dueTime: 1) { _ in inner }
        scheduler.start()
        #expect(!inner.isDisposed)
        scheduled.dispose()
        #expect(inner.isDisposed)
    }

    @Test func timeOperatorsRunOnIt() {
        let scheduler = HistoricalScheduler()
        var events: [Event<Int>] = []
        let subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3)
            .subscribe { events.append($0) }
        scheduler.start()
        #expect(events == [.next(0), .next(1), .next(2), .completed])
        #expect(scheduler.clock == date(30))
        subscription.dispose()
    }

    @Test func debugDescriptionListsPendingTimes() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: TickConverter())
        _ = scheduler.scheduleAbsoluteVirtual((), time: 7) { _ in Disposables.create() }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 2) { _ in Disposables.create() }
        scheduler.scheduleAbsoluteVirtual((), time: 4) { _ in Disposables.create() }.dispose()
        #expect(scheduler.debugDescription == "VirtualTimeScheduler(2, 7)")
    }
}
