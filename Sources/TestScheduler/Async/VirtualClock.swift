import IOViewModel
import Synchronization

extension TestScheduler {
    /// A `Clock` that reads and sleeps in the scheduler's virtual time: inject it where the app
    /// injects `ContinuousClock()`.
    ///
    /// ```swift
    /// actor SearchService {
    ///     let clock: any Clock<Duration>
    ///     func search(_ query: String) async throws -> [String] {
    ///         try await clock.sleep(for: .seconds(2))  // a slow backend, in virtual time
    ///         return ["\(query)1", "\(query)2"]
    ///     }
    /// }
    /// let service = SearchService(clock: scheduler.virtualClock)
    /// ```
    ///
    /// `now` is the scheduler's ``TestScheduler/clock`` as a duration since tick zero (a tick is
    /// ``TestScheduler/secondsPerTick`` seconds). A sleep resumes when the scheduler's clock reaches the
    /// deadline, rounded up to a whole tick; a deadline already reached returns at once. A sleeping
    /// task that is cancelled throws `CancellationError` at the current tick.
    ///
    /// Only a run of the scheduler moves its clock: a sleep that begins while the scheduler is not
    /// running (called from the test's own code before a run, or after the run that started its
    /// task has returned) throws ``VirtualTimeWaitError`` at once instead of waiting for good.
    public var virtualClock: VirtualClock {
        VirtualClock(scheduler: self)
    }

    /// A `Clock` whose time is a test scheduler's virtual time; see ``TestScheduler/virtualClock``.
    public struct VirtualClock: Clock, Sendable {
        /// A point in the scheduler's virtual time: the duration since tick zero.
        public struct Instant: InstantProtocol, Sendable, Hashable, CustomStringConvertible {
            /// The duration since tick zero.
            public let offset: Duration

            /// The instant `offset` after tick zero.
            public init(offset: Duration) {
                self.offset = offset
            }

            /// The instant `duration` later.
            public func advanced(by duration: Duration) -> Instant {
                Instant(offset: offset + duration)
            }

            /// The duration from this instant to `other`.
            public func duration(to other: Instant) -> Duration {
                other.offset - offset
            }

            /// Whether `lhs` comes before `rhs`.
            public static func < (lhs: Instant, rhs: Instant) -> Bool {
                lhs.offset < rhs.offset
            }

            /// The offset, as in `2.0 seconds`.
            public var description: String {
                "\(offset)"
            }
        }

        /// The scheduler whose time this is.
        public let scheduler: TestScheduler

        /// The scheduler's current virtual time; exact up to about 292 billion years either way
        /// from tick zero, the furthest instant in its direction beyond: it never wraps.
        public var now: Instant {
            Instant(
                offset: TestScheduler.duration(ticks: scheduler.clock, nanosecondsPerTick: scheduler.nanosecondsPerTick)
            )
        }

        /// One tick.
        public var minimumResolution: Duration {
            .nanoseconds(scheduler.nanosecondsPerTick)
        }

        /// Suspends until the scheduler's clock reaches `deadline` (rounded up to a whole tick);
        /// `tolerance` is ignored, since virtual time is exact.
        ///
        /// - Throws: `CancellationError` if the task is cancelled before or while it sleeps;
        ///   ``VirtualTimeWaitError`` if the deadline is still to come and the scheduler is not
        ///   running, so that nothing would ever wake the task.
        public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
            try Task.checkCancellation()
            let tick = scheduler.tick(roundingUp: deadline.offset)
            let clock = scheduler.clock
            guard tick > clock else { return }
            guard scheduler.isInRun else {
                throw VirtualTimeWaitError(
                    description: """
                        TestScheduler.virtualClock: a sleep until \(deadline) began at \(now) (tick \(clock)) while \
                        the scheduler was not running, so nothing would ever wake it: only a run \
                        (start, advance, marbles, validate, a property run) moves virtual time.
                          Fix: make the call from work the scheduler runs (an async bridge subscribed in \
                        the test's run), or run the scheduler while the call waits; in a test's own async \
                        code, start the work, then advance the scheduler.
                        """)
            }
            try await scheduler.wait(untilTick: tick)
        }
    }

    /// The duration of `ticks` ticks of `nanosecondsPerTick`, exact while its seconds fit in an
    /// `Int64`, the longest (or shortest) such duration beyond.
    static func duration(ticks: TestTime, nanosecondsPerTick: Int64) -> Duration {
        let nanoseconds = Int128(ticks) * Int128(nanosecondsPerTick)
        let (seconds, remainder) = nanoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
        guard let whole = Int64(exactly: seconds) else {
            return seconds < 0 ? .seconds(Int64.min) : .seconds(Int64.max)
        }
        return .seconds(whole) + .nanoseconds(Int64(remainder))
    }

    /// Whether a run of the scheduler is going on, on any thread: only then can a wait in virtual
    /// time end.
    var isInRun: Bool {
        state.withLock { $0.run.depth > 0 }
    }

    /// The first tick at or after `duration` since tick zero (`TestTime`'s limits beyond them).
    func tick(roundingUp duration: Duration) -> TestTime {
        // Beyond these, `components` cannot express the duration, and no tick is that far anyway.
        if duration >= .seconds(Int64.max) { return .max }
        if duration <= .seconds(Int64.min) { return .min }
        let (seconds, attoseconds) = duration.components
        let nanoseconds =
            Int128(seconds) * 1_000_000_000 + Int128(attoseconds / 1_000_000_000)
            + (attoseconds % 1_000_000_000 > 0 ? 1 : 0)
        let perTick = Int128(nanosecondsPerTick)
        var ticks = nanoseconds / perTick
        if nanoseconds % perTick > 0 { ticks += 1 }
        return TestTime(clamping: ticks)
    }

    /// Waits in virtual time until the clock reaches `tick` (for `nil`, until the task is
    /// cancelled), counted as a wait the scheduler knows will end: a sleep on ``virtualClock``, a
    /// fake service's answer. A tick already reached returns at once, unless the task is
    /// cancelled.
    ///
    /// - Throws: `CancellationError` when the task is cancelled first.
    func wait(untilTick tick: TestTime?) async throws {
        try await HostedTask.waitingIfHosted {
            if let tick, tick <= clock { return try Task.checkCancellation() }
            try await sleep(untilTick: tick)
        }
    }

    /// Suspends the current task until the clock reaches `tick` (for `nil`, forever), or throws
    /// `CancellationError` when the task is cancelled first.
    func sleep(untilTick tick: TestTime?) async throws {
        let wake = Wake()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                wake.install(continuation, timer: { tick.map { scheduleAt($0) { wake.resume(.success(())) } } })
            }
        } onCancel: {
            wake.resume(.failure(CancellationError()))
        }
    }
}

/// One wait in virtual time, resumed exactly once: by its timer, by the cancellation of the
/// waiting task, or by whoever ends it (a fake service's answer).
final class Wake: Sendable {
    // Lock-guarded: only touched inside `state.withLock`.
    private struct State: @unchecked Sendable {
        var continuation: CheckedContinuation<Void, any Error>?
        var timer: (any Disposable)?
        /// The outcome, once decided (a cancellation can come before the continuation).
        var outcome: Result<Void, any Error>?
    }

    // IOViewModel's `Lock`: a cancellation or an answer may come from another thread.
    private let state = Lock(State())

    /// Stores `continuation` and starts the timer `timer` makes (unless the wait already ended:
    /// cancelled before it began, it is resumed at once).
    func install(
        _ continuation: CheckedContinuation<Void, any Error>, timer: () -> (any Disposable)?
    ) {
        let early = state.withLock { state -> Result<Void, any Error>? in
            if let outcome = state.outcome { return outcome }
            state.continuation = continuation
            return nil
        }
        if let early {
            continuation.resume(with: early)
            return
        }
        let disposable = timer()
        let cancelled = state.withLock { state -> Bool in
            guard state.continuation != nil else { return true }
            state.timer = disposable
            return false
        }
        if cancelled { disposable?.dispose() }
    }

    /// Ends the wait with `outcome`; later calls do nothing.
    func resume(_ outcome: Result<Void, any Error>) {
        let (continuation, timer) = state.withLock {
            state -> (CheckedContinuation<Void, any Error>?, (any Disposable)?) in
            guard state.outcome == nil else { return (nil, nil) }
            state.outcome = outcome
            defer {
                state.continuation = nil
                state.timer = nil
            }
            return (state.continuation, state.timer)
        }
        timer?.dispose()
        continuation?.resume(with: outcome)
    }
}

/// The error a wait in a test scheduler's virtual time throws when nothing could ever end it:
/// it began while the scheduler was not running (a sleep on ``TestScheduler/virtualClock``, a
/// call of a fake ``AsyncService`` made from the test's own code before a run, or after the run
/// that started its task has returned).
public struct VirtualTimeWaitError: Error, CustomStringConvertible {
    /// What waited, when, and how to make it wait in a run.
    public let description: String
}
