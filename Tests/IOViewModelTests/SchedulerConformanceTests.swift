import IOViewModel
import TestScheduler
import Testing

/// A scheduler written for RxSwift: only RxSwift's requirements, with state, on top of a test
/// scheduler. It counts its calls, so a test can see the state-free forms go through them.
private final class RxSwiftStyleScheduler: SchedulerType {
    let base: TestScheduler
    var immediateCalls = 0
    var relativeCalls = 0

    init(base: TestScheduler) {
        self.base = base
    }

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable {
        immediateCalls += 1
        let inner = SingleAssignmentDisposable()
        let scheduled = base.schedule { inner.setDisposable(action(state)) }
        return Disposables.create(scheduled, inner)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        relativeCalls += 1
        let inner = SingleAssignmentDisposable()
        let scheduled = base.schedule(after: dueTime) { inner.setDisposable(action(state)) }
        return Disposables.create(scheduled, inner)
    }
}

/// A scheduler written for this package: only the state-free requirements.
private final class StateFreeScheduler: SchedulerType {
    let base: TestScheduler
    var calls = 0

    init(base: TestScheduler) {
        self.base = base
    }

    var now: RxTime { base.now }

    func schedule(_ action: @escaping () -> Void) -> any Disposable {
        calls += 1
        return base.schedule(action)
    }

    func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> any Disposable {
        calls += 1
        return base.schedule(after: dueTime, action)
    }
}

@Suite("A scheduler of one's own conforms with either form of the requirements")
struct SchedulerConformanceTests {
    @Test func aSchedulerWithOnlyRxSwiftsRequirementsRunsTheOperators() {
        let base = TestScheduler()
        let scheduler = RxSwiftStyleScheduler(base: base)
        let observer = base.start {
            Observable.of(1, 2).observe(on: scheduler).delay(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [.next(210, 1), .next(210, 2), .completed(210)])
        #expect(scheduler.immediateCalls == 3, "observe(on:) scheduled a step per event through schedule(_:action:)")
        #expect(scheduler.relativeCalls >= 1, "delay scheduled through scheduleRelative(_:dueTime:action:)")
    }

    @Test func theStateFreeFormsOfAnRxSwiftStyleSchedulerGoThroughItsOwnMethods() {
        let base = TestScheduler()
        let scheduler: any SchedulerType = RxSwiftStyleScheduler(base: base)
        var log: [String] = []
        _ = scheduler.schedule { log.append("now at \(base.clock)") }
        _ = scheduler.schedule(after: .seconds(5)) { log.append("later at \(base.clock)") }
        let cancelled = scheduler.schedule(after: .seconds(3)) { log.append("cancelled") }
        cancelled.dispose()
        base.start()
        #expect(log == ["now at 0", "later at 5"])
        let counts = (scheduler as? RxSwiftStyleScheduler).map { ($0.immediateCalls, $0.relativeCalls) }
        #expect(counts.map { [$0.0, $0.1] } == [1, 2])
    }

    @Test func rxSwiftsFormsOfAStateFreeSchedulerPassTheStateAndDisposeWhatTheActionReturns() {
        let base = TestScheduler()
        let scheduler = StateFreeScheduler(base: base)
        var received: [String] = []
        let returned = BooleanDisposable()
        let immediate = scheduler.schedule("state") { state in
            received.append(state)
            return returned
        }
        _ = scheduler.scheduleRelative(7, dueTime: .seconds(2)) { state in
            received.append("\(state) at \(base.clock)")
            return Disposables.create()
        }
        let periodic = scheduler.schedulePeriodic(1, startAfter: .seconds(1), period: .seconds(1)) { state in
            received.append("tick \(state) at \(base.clock)")
            return state + 1
        }
        _ = base.scheduleAt(4) { periodic.dispose() }
        base.start()
        #expect(received == ["state", "tick 1 at 1", "7 at 2", "tick 2 at 2", "tick 3 at 3"])
        #expect(!returned.isDisposed)
        immediate.dispose()
        #expect(returned.isDisposed, "disposing the schedule disposes what the action returned")
        #expect(scheduler.calls >= 5, "every form went through the scheduler's own two methods")
    }
}
