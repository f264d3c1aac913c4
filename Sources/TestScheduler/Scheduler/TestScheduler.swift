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
/// diagram means what it draws. ``scheduleAt(_:action:)``, ``scheduleRelative(_:action:)`` and
/// RxTest's `scheduleAbsoluteVirtual`/`scheduleRelativeVirtual` never add the tick, as in RxTest:
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
    /// ``scheduleAt(_:action:)`` or ``scheduleRelative(_:action:)``, and never while a marble
    /// test runs.
    public let simulateProcessingDelay: Bool

    /// How many actions may run at one virtual time before the scheduler decides that the instant
    /// never ends: the test fails, naming the time, and the actions still due then are dropped,
    /// so the run goes on from the next time (where the `start` helper's disposal lies).
    /// 100,000 by default.
    public let maxActionsPerInstant: Int

    /// How many actions one ``start(fileID:filePath:line:column:)``, ``run(fileID:filePath:line:column:)`` or ``advanceTo(_:fileID:filePath:line:column:)``
    /// may run before the scheduler decides that the run never ends (a timer nobody disposes,
    /// under ``start(fileID:filePath:line:column:)``): the test fails and the run stops. 10,000,000 by default.
    public let maxActionsPerRun: Int

    /// The resource tracker that ``start(fileID:filePath:line:column:)``, ``run(fileID:filePath:line:column:)`` and
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
        state.withLock { $0.delaySuspensions += 1 }
        defer { state.withLock { $0.delaySuspensions -= 1 } }
        return try body()
    }

    // MARK: Clock

    /// The virtual time, in ticks.
    public var clock: TestTime {
        state.withLock { $0.clock }
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
        state.withLock { $0.queue.count }
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

    /// Queues `action` `ticks` ticks from now, with no processing delay (as RxTest's
    /// `scheduleRelativeVirtual`): zero ticks is now, behind the actions already due now.
    @discardableResult
    public func scheduleRelative(_ ticks: TestTime, action: @escaping () -> Void) -> any Disposable {
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
            // While the scheduler runs, only its own thread schedules on it: an action from
            // another thread lands at whatever time the clock reads when it comes.
            if let driver = state.driver, driver != thread {
                let diagnosis = Self.outsideScheduleMessage
                if !state.asyncDiagnoses.contains(diagnosis) { state.asyncDiagnoses.append(diagnosis) }
            }
            var time = dueTime(state.clock)
            if adjusted, time <= state.clock {
                time = simulatesDelay && state.delaySuspensions == 0 ? Self.saturatingSum(state.clock, 1) : state.clock
            }
            return state.queue.push(handoff.value.unsafelyUnwrapped, at: time)
        }
        return ScheduledActionToken(scheduler: self, slot: slot, generation: generation)
    }

    // MARK: Running

    /// Runs every queued action, in time order, moving the clock to each one's time, until the
    /// queue is empty or ``stop()`` is called. Actions may queue more actions; they run too.
    ///
    /// A run that never ends fails the test at the caller (see ``maxActionsPerInstant`` and
    /// ``maxActionsPerRun``).
    public func start(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        _ = runLoop(until: nil, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Runs every queued action until the queue is empty or ``stop()`` is called; the same as
    /// ``start(fileID:filePath:line:column:)``, under ReactiveSwift's name.
    public func run(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        _ = runLoop(until: nil, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Stops the current ``start(fileID:filePath:line:column:)``, ``run(fileID:filePath:line:column:)`` or ``advanceTo(_:fileID:filePath:line:column:)``
    /// after the running action returns; the clock stays where it is.
    public func stop() {
        state.withLock { $0.isRunning = false }
    }

    /// Runs every action due at or before `time`, then sets the clock to `time`.
    ///
    /// Moving the clock backwards is a test failure, reported at the caller; the clock stays.
    public func advanceTo(
        _ time: TestTime,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let current = clock
        guard time >= current else {
            TestFailureReporting.report(
                "TestScheduler: cannot advance the clock backwards, from \(current) to \(time)",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        if runLoop(until: time, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            state.withLock { $0.clock = max($0.clock, time) }
        }
    }

    /// Runs every action due in the next `ticks` ticks, then moves the clock on by `ticks`.
    public func advance(
        by ticks: TestTime,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        advanceTo(Self.saturatingSum(clock, ticks), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Runs every action due within `interval` from now, then moves the clock on by it.
    public func advance(
        by interval: RxTimeInterval,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        advanceTo(
            Self.saturatingSum(clock, ticks(for: interval)), fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    /// Runs actions up to `limit` (or all); returns `false` if ``stop()`` ended the run early, or
    /// the run was failed as never ending (reported at `callSite`).
    func runLoop(until limit: TestTime?, tracker: ResourceTracker? = nil, at callSite: CallSite) -> Bool {
        state.withLock { state in
            state.isRunning = true
            state.runDepth += 1
            if state.runDepth == 1 {
                state.runActions = 0
                state.abandonedInstant = nil
            }
        }
        if let tracker {
            state.withLock { state in
                if !state.trackers.contains(where: { $0 === tracker }) { state.trackers.append(tracker) }
            }
        }
        let (perInstant, perRun) = (maxActionsPerInstant, maxActionsPerRun)
        let driver = DriverThread.current
        let outerDriver = state.withLock { state in
            defer { state.driver = driver }
            return state.driver
        }
        let finished = (tracker ?? self.tracker).track { () -> Bool in
            AsyncTaskHosting.$current.withValue(self) { () -> Bool in
                while true {
                    let step = state.withLock { state -> RunStep in
                        guard state.isRunning else { return .stopped }
                        // The async work started at the current time runs before the clock moves on.
                        if let job = state.jobs.next() {
                            state.instantActions += 1
                            state.runActions += 1
                            if state.instantActions > perInstant {
                                state.isRunning = false
                                state.jobs.append(job)
                                return .endlessAsyncInstant(state.clock)
                            }
                            return .job(job)
                        }
                        while let time = state.queue.nextTime {
                            if let limit, time > limit { return .idle }
                            let (due, action) = state.queue.pop().unsafelyUnwrapped
                            guard let action else { continue }
                            if due > state.clock { state.clock = due }
                            if due == state.abandonedInstant { return .drop(Handoff(action)) }
                            if due != state.instant {
                                state.instant = due
                                state.instantActions = 0
                            }
                            state.instantActions += 1
                            state.runActions += 1
                            if state.instantActions > perInstant {
                                state.abandonedInstant = due
                                return .endlessInstant(due, Handoff(action))
                            }
                            if state.runActions > perRun {
                                state.isRunning = false
                                return .endlessRun(due, Handoff(action))
                            }
                            return .run(Handoff(action))
                        }
                        return .idle
                    }
                    switch step {
                    case .job(let job):
                        job.runSynchronously(on: asUnownedTaskExecutor())
                    case .run(let action):
                        action.value.unsafelyUnwrapped()
                    case .drop(let action):
                        // Released here, outside the lock.
                        _ = action
                    case .endlessInstant(let time, let action):
                        _ = action
                        TestFailureReporting.report(
                            Self.endlessInstantMessage(time: time, limit: perInstant), at: callSite)
                    case .endlessAsyncInstant(let time):
                        TestFailureReporting.report(
                            Self.endlessAsyncInstantMessage(time: time, limit: perInstant), at: callSite)
                    case .endlessRun(let time, let action):
                        _ = action
                        TestFailureReporting.report(Self.endlessRunMessage(time: time, limit: perRun), at: callSite)
                        return false
                    case .idle:
                        return true
                    case .stopped:
                        return false
                    }
                }
            }
        }
        let diagnoses = state.withLock { state -> [String] in
            state.runDepth -= 1
            state.driver = outerDriver
            guard state.runDepth == 0 else { return [] }
            state.isRunning = false
            defer { state.asyncDiagnoses = [] }
            return state.asyncDiagnoses
        }
        for diagnosis in diagnoses { TestFailureReporting.report(diagnosis, at: callSite) }
        return finished
    }

    /// The failure of an instant of virtual time that never ends: the cause, and the fixes.
    static func endlessInstantMessage(time: TestTime, limit: Int) -> String {
        """
        TestScheduler: virtual time \(time) never ends: \(limit) actions ran at it and more were \
        still due, with the clock unable to move on.
          Likely cause: something reschedules itself at the same time, such as \
        repeatElement(_:scheduler:), an endless generate(...) or an action that schedules itself \
        on this scheduler: without RxTest's processing delay, a zero delay runs at the same time.
          Fix: bound it (take(n), or a condition that ends generate), schedule with a delay so \
        that virtual time advances, or, if this instant really needs more actions, raise the cap \
        with TestScheduler(maxActionsPerInstant:).
          The actions still due at \(time) were dropped; the run went on from the next time.
        """
    }

    /// The failure of a run that never ends: the cause, and the fixes.
    static func endlessRunMessage(time: TestTime, limit: Int) -> String {
        """
        TestScheduler: the run never ends: \(limit) actions ran, the clock is at \(time), and \
        more are queued.
          Likely cause: a timer (interval, a periodic schedule) that nothing disposes, run with \
        start() or run(), which only return once nothing is left to run.
          Fix: dispose the subscription at a time of its own (scheduleAt), use the start { } \
        helper (it disposes at 1000), run with advanceTo(_:) up to a time, or, if the test \
        really needs more actions, raise the cap with TestScheduler(maxActionsPerRun:).
          The run was stopped; the queue was left as it was.
        """
    }

    // MARK: Test observables and leaks

    func register(_ log: SubscriptionLog) {
        state.withLock { $0.logs.append(log) }
    }

    /// What is still subscribed: the subscriptions made while this scheduler ran that have not
    /// ended (the trackers' count), every test observable subscription without an end, and every
    /// task an async bridge started on the scheduler that has not ended.
    /// Reading it does not fail the test; see ``assertNoLeaks(fileID:filePath:line:column:)``.
    public var leaks: LeakReport {
        let (trackers, tasks) = state.withLock { ($0.trackers, $0.hostedTasks) }
        let report = leakReport(tracker: tracker, since: .min)
        return LeakReport(
            liveCount: trackers.reduce(report.liveCount) { $0 + $1.live },
            openSubscriptions: report.openSubscriptions, runningTasks: tasks.map(\.name))
    }

    /// The live count of `tracker` and the open test observable subscriptions made at `since`
    /// or later. With `sparingHeld`, a subscription made outside the run (not charged to
    /// `tracker`: in the test's body, before `start`) whose disposable something still holds (a
    /// `DisposeBag`, a variable of the test) is left out: the test disposes it after the run, as
    /// RxTest tests do. What the run subscribed is reported whoever holds it: an operator that
    /// leaks an inner subscription holds it too.
    func leakReport(tracker: ResourceTracker, since: TestTime, sparingHeld: Bool = false) -> LeakReport {
        let logs = state.withLock { $0.logs }
        var open: [LeakReport.OpenSubscription] = []
        for log in logs {
            for entry in log.snapshot where entry.subscription.isActive && entry.subscription.subscribe >= since {
                if sparingHeld, entry.tracker !== tracker, entry.handle != nil { continue }
                open.append(LeakReport.OpenSubscription(observable: log.label, subscription: entry.subscription))
            }
        }
        return LeakReport(liveCount: tracker.live, openSubscriptions: open)
    }

    /// Returns ``leaks``: an empty report when everything has been disposed.
    public func checkLeaks() -> LeakReport {
        leaks
    }

    /// Fails the test, at the caller, if anything made during the runs is still subscribed.
    public func assertNoLeaks(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let report = leaks
        if !report.isEmpty {
            TestFailureReporting.report(
                report.description, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }
}

/// The scheduler's state behind IOViewModel's `Lock`, not `Mutex`: async work resumed from other
/// threads contends for it, and the thread sanitizer cannot see `Mutex`'s contended path on
/// Linux (it would report races that are not there).
struct SchedulerStateLock: Sendable {
    /// The state, in a box: `Lock` holds copyable values, and the state owns its queue's storage.
    private final class Box: @unchecked Sendable {
        // Only touched inside the lock.
        var state: SchedulerState
        init(_ state: consuming SchedulerState) { self.state = state }
    }

    private let lock: Lock<Box>

    init(_ state: consuming SchedulerState) {
        lock = Lock(Box(state))
    }

    /// Runs `body` with exclusive access to the state.
    func withLock<Result>(_ body: (inout SchedulerState) throws -> Result) rethrows -> Result {
        try lock.withLock { box in try body(&box.state) }
    }
}

/// Lock-guarded: only touched inside `TestScheduler.state.withLock`.
struct SchedulerState: ~Copyable, @unchecked Sendable {
    var clock: TestTime
    var queue = ActionQueue()
    var isRunning = false
    var runDepth = 0
    /// The virtual time whose actions ``instantActions`` counts.
    var instant: TestTime = .min
    /// The actions run at ``instant`` so far.
    var instantActions = 0
    /// The actions run since the outermost run began.
    var runActions = 0
    /// An instant found never ending: its remaining actions are dropped.
    var abandonedInstant: TestTime?
    /// How many marble tests are running: while any is, there is no processing delay.
    var delaySuspensions = 0
    var logs: [SubscriptionLog] = []
    /// The trackers of the `start` and marble runs, besides the scheduler's own.
    var trackers: [ResourceTracker] = []
    /// The jobs of the tasks that run on the scheduler, due now.
    var jobs = JobQueue()
    /// The tasks that async bridges started on the scheduler and that have not ended.
    var hostedTasks: [HostedTaskEntry] = []
    /// The thread running the scheduler's loop, while it runs.
    var driver: DriverThread?
    /// What went wrong with async work during the run, reported when the outermost run ends.
    var asyncDiagnoses: [String] = []
    /// The tasks found suspended on something outside virtual time at the end of a test.
    var stalledTasks: [HostedTaskEntry] = []

    init(clock: TestTime) {
        self.clock = clock
    }
}

/// What the run loop does next, decided under the scheduler's lock.
enum RunStep: Sendable {
    /// Run this job of a task.
    case job(UnownedJob)
    /// Run this action.
    case run(Handoff)
    /// Drop this action, due at an instant found never ending.
    case drop(Handoff)
    /// Too many actions at this time: fail the test, drop the action and the rest of the instant.
    case endlessInstant(TestTime, Handoff)
    /// Too many jobs of tasks at this time: fail the test and stop (a job cannot be dropped: its
    /// task would never end).
    case endlessAsyncInstant(TestTime)
    /// Too many actions in this run: fail the test, drop the action and stop.
    case endlessRun(TestTime, Handoff)
    /// Nothing (more) is due.
    case idle
    /// ``TestScheduler/stop()`` was called.
    case stopped
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
