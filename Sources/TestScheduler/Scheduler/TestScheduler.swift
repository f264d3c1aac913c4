import IOViewModel
import Synchronization

/// A scheduler whose clock only moves when the test says so: time-based operators run in
/// microseconds, deterministically, without sleeping.
///
/// The clock counts ticks (``TestTime``). A tick lasts ``secondsPerTick`` seconds, one by default as
/// in RxTest, so `debounce(.seconds(3), scheduler: scheduler)` waits 3 ticks, and at
/// `resolution: 0.001` `.milliseconds(300)` is 300 ticks.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
/// let observer = scheduler.start { xs.map { $0 * 10 } }
/// #expect(observer.events == [.next(210, 10), .next(220, 20), .completed(300)])
/// #expect(xs.subscriptions == [Subscription(200, 300)])
/// ```
///
/// Actions due at the same time run in the order they were scheduled. Scheduling, running the
/// next action and cancelling cost O(log n) at most.
///
/// Two clocks, chosen by the initializer:
///
/// - `TestScheduler(initialClock: 0)`, RxTest's initializer, keeps RxTest's clock: with
///   ``simulateProcessingDelay`` on (its default), an action that an operator schedules for now
///   or for the past (``schedule(_:)``, ``schedule(after:_:)`` with a delay that has already
///   elapsed) runs one tick later, as if processing it took a tick. `observe(on:)` and
///   `subscribe(on:)` to this scheduler, `timer(.seconds(0))`, `just(1, scheduler:)`: each step
///   takes a tick, as the times in RxTest tests expect. A ported RxTest test needs no edit.
/// - `TestScheduler()` and `TestScheduler(resolution:)`, this library's own, have no processing
///   delay: a zero delay runs at the current time, after the actions already due then, so an
///   operator that hops schedulers adds no time of its own.
///
/// Marble tests (``marbles(frame:record:fileID:filePath:line:column:_:)``, `validate`, property
/// tests) always run without the processing delay, whichever initializer made the scheduler: a
/// diagram means what it draws. RxTest's ``scheduleAt(_:action:)``, `scheduleAbsoluteVirtual` and
/// `scheduleRelativeVirtual` never add the tick, as in RxTest:
/// a test observable's events and the `start` helper's steps happen at the times written.
///
/// A test never hangs on it: an instant of virtual time that never ends (more than
/// ``maxActionsPerInstant`` actions at one time, typically a source rescheduling itself with no
/// delay) and a run that never ends (more than ``maxActionsPerRun`` actions) fail the test with a
/// message naming the cause and the fix, and the run stops looping.
///
/// Every subscription made while the scheduler runs is charged to a resource tracker of its own
/// (``tracker`` for plain runs, a fresh one for each
/// ``start(created:subscribed:disposed:fileID:filePath:line:column:create:)`` and marble test), so
/// those helpers can check, at the end, that every subscription made during the test has ended —
/// exactly, even while other tests run in parallel.
///
/// The scheduler is `Sendable` (its queue is behind a lock), but a run happens on the thread
/// that calls ``start(fileID:filePath:line:column:)`` or ``advanceTo(_:fileID:filePath:line:column:)``: actions are not
/// `Sendable` and are run where the clock is driven.
public final class TestScheduler: SchedulerType, Sendable {
    /// Seconds per tick (the `resolution` the scheduler was made with): `now` is
    /// `clock × secondsPerTick` and intervals are divided by it.
    public let secondsPerTick: Double

    /// The length of a tick in nanoseconds (``secondsPerTick`` rounded to the nanosecond).
    public let nanosecondsPerTick: Int64

    /// Whether an action that an operator schedules for now (or for the past) runs one tick
    /// later, as with RxTest's `TestScheduler`: on by default with RxTest's
    /// ``init(initialClock:resolution:simulateProcessingDelay:maxActionsPerInstant:maxActionsPerRun:fileID:filePath:line:column:)``,
    /// off by default with ``init(resolution:simulateProcessingDelay:maxActionsPerInstant:maxActionsPerRun:fileID:filePath:line:column:)``.
    ///
    /// It applies to ``schedule(_:)`` and ``schedule(after:_:)`` (what operators call), not to
    /// ``scheduleAt(_:action:)``, `scheduleAbsoluteVirtual` or `scheduleRelativeVirtual`, and never
    /// while a marble test runs.
    public let simulateProcessingDelay: Bool

    /// How many actions may run at one virtual time before the scheduler decides that the instant
    /// never ends: the test fails, naming the time, and the actions still due then are dropped,
    /// so the run goes on from the next time (where the `start` helper's disposal lies).
    /// 100,000 by default.
    public let maxActionsPerInstant: Int

    /// How many actions one ``start(fileID:filePath:line:column:)`` or ``advanceTo(_:fileID:filePath:line:column:)``
    /// may run before the scheduler decides that the run never ends (a timer nobody disposes,
    /// under ``start(fileID:filePath:line:column:)``): the test fails and the run stops. 10,000,000 by default.
    public let maxActionsPerRun: Int

    /// The resource tracker that ``start(fileID:filePath:line:column:)`` and
    /// ``advanceTo(_:fileID:filePath:line:column:)`` charge subscriptions to; see ``leaks``.
    public let tracker: ResourceTracker

    let state: SchedulerStateLock

    /// RxTest's initializer: a scheduler whose clock reads `initialClock`, whose ticks last
    /// `resolution` seconds (rounded to the nanosecond) and which, as RxTest's, simulates a tick of
    /// processing time by default: an action scheduled for now runs one tick later (see
    /// ``simulateProcessingDelay``). `maxActionsPerInstant` and `maxActionsPerRun` bound what a
    /// test may run before it is failed as hanging.
    ///
    /// A `resolution` that is not a length of time a tick can have (zero, negative, not a number,
    /// under a nanosecond or over a century) and a bound under 1 fail the test at the caller; the
    /// scheduler then uses the default in its place (a one-second tick, a bound of 1).
    public init(
        initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true,
        maxActionsPerInstant: Int = 100_000, maxActionsPerRun: Int = 10_000_000,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        var nanoseconds = Self.nanoseconds(perTick: resolution)
        var secondsPerTick = resolution
        if nanoseconds == nil {
            TestFailureReporting.report(Self.resolutionProblem(resolution, in: "TestScheduler"), at: callSite)
            nanoseconds = 1_000_000_000
            secondsPerTick = 1
        }
        for (name, bound) in [("maxActionsPerInstant", maxActionsPerInstant), ("maxActionsPerRun", maxActionsPerRun)]
        where bound < 1 {
            TestFailureReporting.report(
                "TestScheduler: \(name): \(bound) would fail every run before its first action; it must be at least 1",
                at: callSite)
        }
        self.secondsPerTick = secondsPerTick
        self.maxActionsPerInstant = max(1, maxActionsPerInstant)
        self.maxActionsPerRun = max(1, maxActionsPerRun)
        self.nanosecondsPerTick = nanoseconds ?? 1_000_000_000
        self.simulateProcessingDelay = simulateProcessingDelay
        self.tracker = ResourceTracker(name: "TestScheduler")
        self.state = SchedulerStateLock(SchedulerState(clock: initialClock))
    }

    /// A scheduler whose clock starts at 0 and whose ticks last `resolution` seconds, without
    /// RxTest's processing delay by default: a zero delay runs at the current time. The other
    /// arguments are those of RxTest's
    /// ``init(initialClock:resolution:simulateProcessingDelay:maxActionsPerInstant:maxActionsPerRun:fileID:filePath:line:column:)``.
    public convenience init(
        resolution: Double = 1.0, simulateProcessingDelay: Bool = false,
        maxActionsPerInstant: Int = 100_000, maxActionsPerRun: Int = 10_000_000,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(
            initialClock: 0, resolution: resolution, simulateProcessingDelay: simulateProcessingDelay,
            maxActionsPerInstant: maxActionsPerInstant, maxActionsPerRun: maxActionsPerRun,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Runs `body` without the processing delay (a marble test: its diagrams mean what they
    /// draw), whatever ``simulateProcessingDelay`` says.
    func withoutProcessingDelay<Result>(_ body: () throws -> Result) rethrows -> Result {
        state.withLock { $0.time.delaySuspensions += 1 }
        defer { state.withLock { $0.time.delaySuspensions -= 1 } }
        return try body()
    }

    // MARK: Clock

    /// The virtual time, in ticks.
    public var clock: TestTime {
        state.withLock { $0.time.clock }
    }

    /// The virtual time as the core's schedulers express it: `clock × resolution`, in nanoseconds.
    /// A time past what `RxTime` holds (about 292 years from tick zero, either way) reads as the
    /// furthest `RxTime` in its direction: it never wraps.
    public var now: RxTime {
        RxTime(nanoseconds: Self.saturatingProduct(Int64(clock), nanosecondsPerTick))
    }

    /// `lhs × rhs`, or the nearest `Int64` when it does not fit.
    static func saturatingProduct(_ lhs: Int64, _ rhs: Int64) -> Int64 {
        let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
        guard overflow else { return product }
        return (lhs < 0) == (rhs < 0) ? .max : .min
    }

    /// `lhs + rhs`, or the nearest `TestTime` when it does not fit.
    @usableFromInline
    static func saturatingSum(_ lhs: TestTime, _ rhs: TestTime) -> TestTime {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        guard overflow else { return sum }
        return rhs < 0 ? .min : .max
    }

    /// A tick of `resolution` seconds in nanoseconds, or `nil` when no tick can last that long:
    /// under a nanosecond (zero, negative, not a number) or over about a century.
    static func nanoseconds(perTick resolution: Double) -> Int64? {
        let nanoseconds = (resolution * 1_000_000_000).rounded()
        guard nanoseconds >= 1, nanoseconds <= maxNanosecondsPerTick else { return nil }
        return Int64(nanoseconds)
    }

    /// The longest tick: a century, so that a test's times stay far from `Int64`'s limits.
    static let maxNanosecondsPerTick: Double = 100 * 365.25 * 86_400 * 1_000_000_000

    /// What is wrong with `resolution`, said for `entry` (the entry point that was given it).
    static func resolutionProblem(_ resolution: Double, in entry: String) -> String {
        """
        \(entry): resolution \(resolution) is not a length a tick can have: it is the length of one \
        tick in seconds, from 0.000000001 (a nanosecond) to a century (3155760000); the default is \
        1 (a second). The default was used.
        """
    }

    /// The number of queued entries, cancelled ones included until the clock reaches them.
    public var pendingCount: Int {
        state.withLock { $0.time.queue.count }
    }

    /// Converts an interval to ticks: `interval / resolution`, rounded to the nearest tick, halves
    /// away from zero (`0.5` ticks is one tick, `0.49` is none), as RxTest rounds.
    /// `RxTimeInterval.never` is `TestTime.max`.
    public func ticks(for interval: RxTimeInterval) -> TestTime {
        if interval == .never { return .max }
        let magnitude = interval.nanoseconds.magnitude
        let perTick = UInt64(nanosecondsPerTick)
        var ticks = magnitude / perTick
        let remainder = magnitude % perTick
        if remainder >= perTick - remainder { ticks += 1 }
        let clamped = TestTime(clamping: ticks)
        return interval.nanoseconds < 0 ? -clamped : clamped
    }

    /// The interval `ticks` ticks long (the longest or shortest interval there is, when it does
    /// not fit in one).
    public func interval(ticks: TestTime) -> RxTimeInterval {
        RxTimeInterval(nanoseconds: Self.saturatingProduct(Int64(ticks), nanosecondsPerTick))
    }

    // MARK: Scheduling

    /// Queues `action` at the current time, behind the actions already due now; with the
    /// processing delay (``simulateProcessingDelay``), one tick later.
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        enqueue(action, adjusted: true) { $0 }
    }

    /// Queues `action` `dueTime` later (converted with ``ticks(for:)``; a zero or negative delay
    /// means now, or one tick later with the processing delay). `RxTimeInterval.never` never
    /// runs.
    public func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> any Disposable {
        if dueTime == .never { return BooleanDisposable(isDisposed: true) }
        let delay = max(0, ticks(for: dueTime))
        return enqueue(action, adjusted: true) { clock in Self.saturatingSum(clock, delay) }
    }

    /// Queues `action` at the absolute virtual time `time`, with no processing delay, as RxTest's
    /// `scheduleAt`. A time already past runs next, before the actions due now (the queue is in
    /// time order), at the current time: the clock never moves back. Disposing the result
    /// before it runs cancels it.
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> any Disposable {
        enqueue(action, adjusted: false) { _ in time }
    }

    /// Queues `action` `ticks` ticks from now, with no processing delay: zero ticks is now, behind
    /// the actions already due now. RxTest's ``scheduleRelativeVirtual(_:dueTime:action:)`` is
    /// the public spelling.
    @discardableResult
    func scheduleRelative(_ ticks: TestTime, action: @escaping () -> Void) -> any Disposable {
        enqueue(action, adjusted: false) { clock in Self.saturatingSum(clock, ticks) }
    }

    /// Runs `action` after `startAfter`, then every `period`, until the result is disposed.
    ///
    /// A period shorter than one tick counts as one tick, so a periodic action can never keep
    /// the clock from moving. The timer holds the scheduler weakly: a scheduler the test has let go
    /// of is freed even with a timer pending.
    public func schedulePeriodic(
        startAfter: RxTimeInterval, period: RxTimeInterval, _ action: @escaping () -> Void
    ) -> any Disposable {
        let timer = PeriodicTimer(scheduler: self, period: max(1, ticks(for: period)), action: action)
        timer.current.disposable = schedule(after: startAfter) { timer.fire() }
        return timer.current
    }

    /// Queues `action` at the time `dueTime` computes from the clock. An `adjusted` schedule (an
    /// operator's: ``schedule(_:)``, ``schedule(after:_:)``) due now or earlier runs now, or one
    /// tick later with the processing delay, as RxTest's `adjustScheduledTime`; the others keep
    /// their time, past or not.
    private func enqueue(
        _ action: @escaping () -> Void, adjusted: Bool, dueTime: (TestTime) -> TestTime
    ) -> ScheduledActionToken {
        let simulatesDelay = simulateProcessingDelay
        let handoff = Handoff(action)
        let thread = DriverThread.current
        let (slot, generation) = state.withLock { state in
            Self.noteSchedule(from: thread, in: &state)
            var time = dueTime(state.time.clock)
            if adjusted, time <= state.time.clock {
                let delays = simulatesDelay && state.time.delaySuspensions == 0
                time = delays ? Self.saturatingSum(state.time.clock, 1) : state.time.clock
            }
            return state.time.queue.push(handoff.value.unsafelyUnwrapped, at: time)
        }
        return ScheduledActionToken(scheduler: self, slot: slot, generation: generation)
    }

    /// Notes a schedule made from `thread`: while the scheduler runs, only its own thread
    /// schedules on it, and an action from another thread lands at whatever time the clock reads
    /// when it comes (diagnosed once per run).
    static func noteSchedule(from thread: DriverThread, in state: inout SchedulerState) {
        if let driver = state.run.driver, driver != thread {
            let diagnosis = Self.outsideScheduleMessage
            if !state.tasks.diagnoses.contains(diagnosis) { state.tasks.diagnoses.append(diagnosis) }
        }
    }

    /// Queues an action for each of `times`, the `k`-th running `action(k)` at the absolute time
    /// `times[k]`, as ``scheduleAt(_:action:)`` would queue each of them now, one after another.
    /// When the times are in order, only the next action waits in the queue (see
    /// ``ActionSeries``). Disposing the result cancels the actions that have not run.
    @usableFromInline
    func scheduleSeries(at times: [TestTime], action: @escaping (Int) -> Void) -> any Disposable {
        guard !times.isEmpty else { return Disposables.create() }
        if zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }),
            let series = ActionSeries.start(on: self, at: times, action: action)
        {
            return series
        }
        let scheduled = times.indices.map { index in scheduleAt(times[index]) { action(index) } }
        return Disposables.create { for action in scheduled { action.dispose() } }
    }
}

/// One periodic schedule on a test scheduler: runs the action and queues the next run.
private final class PeriodicTimer {
    weak var scheduler: TestScheduler?
    let period: TestTime
    let action: () -> Void
    let current = SerialDisposable()

    init(scheduler: TestScheduler, period: TestTime, action: @escaping () -> Void) {
        self.scheduler = scheduler
        self.period = period
        self.action = action
    }

    /// Queues the next run, then runs the action, as RxSwift's periodic schedule does: what the
    /// action schedules for the next run's time runs after it. Disposing from the action cancels
    /// the next run.
    func fire() {
        guard !current.isDisposed, let scheduler else { return }
        current.disposable = scheduler.scheduleRelative(period) { self.fire() }
        action()
    }
}
