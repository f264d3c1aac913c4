/// A scheduler whose clock only moves when it runs, over any notion of time a converter
/// describes; RxSwift's base of ``HistoricalScheduler``.
///
/// Actions wait in a queue ordered by their virtual time, then by the order they were scheduled.
/// ``start()`` runs them all, moving the clock to each one's time; ``advanceTo(_:)`` runs those
/// due up to a time. Actions run on the thread that calls those, one at a time; scheduling and
/// cancelling may happen from any thread.
///
/// A relative schedule (``schedule(after:_:)``, `scheduleRelative`) is converted to virtual time
/// and passed through ``adjustScheduledTime(_:)``, which a subclass may override (to add a
/// processing delay, say). Scheduling costs O(n) in the number of queued actions (an insertion
/// into a sorted array); running the next costs O(1).
///
/// The core keeps it, as RxSwift does, because ``HistoricalScheduler`` is built on it, and because
/// it is the virtual time of a program that must not link the test frameworks. The test
/// harness's `TestScheduler` is a separate, integer-clocked scheduler, not a subclass: it
/// reports through Swift Testing and XCTest, and adds marbles, leak checks and async work.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType,
    CustomDebugStringConvertible, @unchecked Sendable
{
    // Sendable: the clock and the queue are only touched inside `state.withLock`, and the
    // converter is an immutable Sendable value.

    /// A point in this scheduler's virtual time.
    public typealias VirtualTime = Converter.VirtualTimeUnit

    /// A span of this scheduler's virtual time.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let converter: Converter
    private let state: Lock<VirtualClock<VirtualTime>>

    /// A scheduler whose clock reads `initialClock`, converted by `converter`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        self.state = Lock(VirtualClock(clock: initialClock))
    }

    /// The virtual time.
    public var clock: VirtualTime {
        state.withLock { $0.clock }
    }

    /// The virtual time as the core's schedulers express it.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// The queued actions' times, earliest first.
    public var debugDescription: String {
        let times = state.withLock { $0.queue.reversed().filter { !$0.action.isDisposed }.map(\.time) }
        return "VirtualTimeScheduler(\(times.map { "\($0)" }.joined(separator: ", ")))"
    }

    // MARK: Scheduling

    /// Queues `action` at the current virtual time (after ``adjustScheduledTime(_:)``), behind the
    /// actions already due then.
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        schedule(after: .zero, action)
    }

    /// Queues `action` `dueTime` from now, converted to virtual time and passed through
    /// ``adjustScheduledTime(_:)``; a negative delay means now, `RxTimeInterval.never` never runs.
    public func schedule(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) -> any Disposable {
        if dueTime == .never { return BooleanDisposable(isDisposed: true) }
        let time = converter.convertToVirtualTime(now + RxTimeInterval(nanoseconds: max(dueTime.nanoseconds, 0)))
        return enqueue(action, at: adjustScheduledTime(time))
    }

    /// Queues `action`, with `state`, `dueTime` of virtual time from the current clock, with no
    /// adjustment; the disposable the action returns is disposed with the result.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Queues `action`, with `state`, at the virtual time `time`, with no adjustment (a time
    /// already past runs at the next step, without moving the clock back); the disposable the
    /// action returns is disposed with the result.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let inner = SingleAssignmentDisposable()
        let scheduled = enqueue({ inner.setDisposable(action(state)) }, at: time)
        return Disposables.create(scheduled, inner)
    }

    /// The virtual time a relative schedule due at `time` is queued at: `time` itself here;
    /// subclasses may move it.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    private func enqueue(_ action: @escaping () -> Void, at time: VirtualTime) -> any Disposable {
        let scheduled = ScheduledAction(action)
        let converter = self.converter
        state.withLock { state in
            let item = VirtualClock<VirtualTime>.Item(time: time, action: scheduled)
            // The queue runs from its end: the new item goes before the first one not later than it,
            // so it runs after the actions already queued at its time.
            var low = 0
            var high = state.queue.count
            while low < high {
                let middle = (low + high) / 2
                if converter.compareVirtualTime(state.queue[middle].time, time) == .greaterThan {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            state.queue.insert(item, at: low)
        }
        return scheduled
    }

    // MARK: Running

    /// Runs every queued action in time order, moving the clock to each one's time, until the
    /// queue is empty or ``stop()`` is called; actions may queue more. Called while already
    /// running, it returns at once.
    public func start() {
        run(until: nil)
    }

    /// Runs every action due at or before `virtualTime`, then sets the clock to `virtualTime` if
    /// that is later (the clock never moves back). Called while running, it returns at once.
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard run(until: virtualTime) else { return }
        let converter = self.converter
        state.withLock { state in
            if converter.compareVirtualTime(virtualTime, state.clock) == .greaterThan { state.clock = virtualTime }
        }
    }

    /// Moves the clock `virtualInterval` forward without running anything; actions that become
    /// overdue run at the next ``start()`` or ``advanceTo(_:)``. An interval that would move the
    /// clock back leaves it where it is.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let converter = self.converter
        state.withLock { state in
            let target = converter.offsetVirtualTime(state.clock, offset: virtualInterval)
            if converter.compareVirtualTime(target, state.clock) == .greaterThan { state.clock = target }
        }
    }

    /// Ends the current ``start()`` or ``advanceTo(_:)`` after the running action returns.
    public func stop() {
        state.withLock { $0.isRunning = false }
    }

    /// Runs the queue up to `limit` (or all of it); `false` if a run was already under way.
    @discardableResult
    private func run(until limit: VirtualTime?) -> Bool {
        let started = state.withLock { state in
            if state.isRunning { return false }
            state.isRunning = true
            return true
        }
        guard started else { return false }
        let converter = self.converter
        while let next = state.withLock({ state -> ScheduledAction? in
            guard state.isRunning else { return nil }
            while let item = state.queue.last {
                if let limit, converter.compareVirtualTime(item.time, limit) == .greaterThan { return nil }
                state.queue.removeLast()
                if item.action.isDisposed { continue }
                if converter.compareVirtualTime(item.time, state.clock) == .greaterThan { state.clock = item.time }
                return item.action
            }
            return nil
        }) {
            next.run()
        }
        state.withLock { $0.isRunning = false }
        return true
    }
}

/// The state of a ``VirtualTimeScheduler``: its clock and its queue, latest first.
struct VirtualClock<Time> {
    struct Item {
        let time: Time
        let action: ScheduledAction
    }

    var clock: Time
    var queue: [Item] = []
    var isRunning = false
}
