import Dispatch
import Foundation
import IOViewModel
import Synchronization
import Testing

// The race harness: runs one operator, built by a `RaceCase`, while several threads send into its
// sources, another disposes it mid-stream, its timers fire on a real concurrent queue, and its
// closures throw. A `RaceChecker` observes the output and records every breach of the grammar
// the library promises (CONTRIBUTING.md, "The grammar, and who enforces it"):
//
// - overlapping deliveries: an atomic in-flight count, entered and left around each event; the
//   checker's other state is plain, so under `--sanitize=thread` an overlap is also a data race;
// - an event after a terminal event;
// - an element sent after `dispose()` returned: a sender that has seen the "dispose returned" flag
//   adds `raceTag` to what it sends, and no tagged element may come out (checked for cases whose
//   output carries their input's values);
// - any event at all once the round is quiet: `dispose()` has returned, every sender has finished,
//   every timer due by then has run and every block on the queue has finished. An event still
//   being delivered when `dispose()` is called may finish after it returns (the contract), so only
//   this point, and the tags, make a sound check;
// - a leak: the subscriptions charged to the round's `ResourceTracker` (made while building, and
//   on the sender threads) must all have ended, and no source subject may keep an observer.
//   Subscriptions made on the queue (a timer resubscribing) are not charged: a task-local value
//   does not cross `DispatchQueue`; the subjects' observer check still sees those that reach a
//   source.
//
// Nothing waits on time to decide an outcome: threads are joined, the queue is drained with a
// barrier. The one timed wait, `RaceContext.quiesce()`, lets timers due by then fire (so that a
// timer escaping disposal would be caught); if the machine is slow it only makes the check weaker,
// never a false failure.

/// What senders add to an element once they have seen `dispose()` return.
let raceTag = 1 << 40

/// The error a stress case's closures throw, and the error its failing sources send.
struct RaceError: Error, Equatable {
    let value: Int
}

/// The ways one round of a case ends.
enum RaceRound: String, CaseIterable, Sendable {
    /// A thread disposes the subscription while the senders are halfway through.
    case disposeMidway
    /// Every source completes (from its senders' threads); then the subscription is disposed,
    /// racing whatever timers are still pending.
    case complete
    /// One source fails with `RaceError(value: -1)`; then the subscription is disposed.
    case fail
    /// The case's closures throw on one element mid-stream; then the subscription is disposed.
    case throwing
}

/// How hard the harness pushes: elements per sender and rounds of each kind.
///
/// The defaults keep the suite well inside its two-minute budget under the thread sanitizer on
/// two shared cores (20 to 26 s measured for all cases alone); `IOVIEWMODEL_RACE_ELEMENTS` and
/// `IOVIEWMODEL_RACE_ROUNDS` raise them for a longer hunt (500 and 3 took about 11 minutes).
enum RaceBudget {
    static let elementsPerSender = environment("IOVIEWMODEL_RACE_ELEMENTS", default: 60)
    static let roundsPerKind = environment("IOVIEWMODEL_RACE_ROUNDS", default: 1)

    private static func environment(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? value
    }
}

/// Everything a case builds its operator from: the sources, the scheduler and the closures.
final class RaceContext: Sendable {
    let round: RaceRound
    let elementsPerSender: Int
    /// One subject per source; each is fed by `sendersPerSource` threads at once (a subject
    /// serializes what several threads send it, so each source still obeys the grammar).
    let subjects: [PublishSubject<Int>]
    let sendersPerSource = 2
    /// A real concurrent queue: timers fire on any of its threads.
    let queue: DispatchQueue
    let scheduler: ConcurrentDispatchQueueScheduler
    /// A serial scheduler on the same queue's target, for operators that need one.
    let serialScheduler: SerialDispatchQueueScheduler
    /// The due time cases give their timed operators: short, so that timers fire during a round.
    let interval = RxTimeInterval.milliseconds(1)
    let disposeReturned = Flag()
    private let checkers = Locked<[RaceCheckerProbe]>([])

    init(round: RaceRound, sources: Int, elementsPerSender: Int) {
        self.round = round
        self.elementsPerSender = elementsPerSender
        subjects = (0..<max(sources, 1)).map { _ in PublishSubject<Int>() }
        queue = DispatchQueue(label: "race.concurrent", attributes: .concurrent)
        scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        serialScheduler = SerialDispatchQueueScheduler(queue: DispatchQueue(label: "race.serial", target: queue))
    }

    var senderCount: Int { subjects.count * sendersPerSource }

    /// The element on which `transform` and `keep` throw in a `.throwing` round: sender 0's
    /// third of the way through.
    var throwAt: Int? { round == .throwing ? elementsPerSender / 3 : nil }

    /// Source `index`, as an observable.
    func source(_ index: Int = 0) -> Observable<Int> { subjects[index].asObservable() }

    /// Source `index` as a trait, for the traits' operators.
    func infallible(_ index: Int = 0) -> Infallible<Int> { source(index).asInfallible(onErrorJustReturn: -1) }
    /// Runs `body` with the round's scheduler as the main scheduler: for a trait made on a
    /// sender's thread or on the queue (an error handler's fallback, a selector's inner driver),
    /// where the task-local mock is not set. A trait made without it would deliver on the real
    /// main queue, which the end of a round does not drain.
    func mocked<Result>(_ body: () -> Result) -> Result {
        SharingScheduler.mock(scheduler: scheduler, action: body)
    }

    func driver(_ index: Int = 0) -> Driver<Int> {
        mocked { source(index).asDriver(onErrorJustReturn: -1) }
    }
    func signal(_ index: Int = 0) -> Signal<Int> {
        mocked { source(index).asSignal(onErrorJustReturn: -1) }
    }
    func single(_ index: Int = 0) -> Single<Int> { source(index).take(1).asSingle() }
    func maybe(_ index: Int = 0) -> Maybe<Int> { source(index).take(1).asMaybe() }
    func completable(_ index: Int = 0) -> Completable { source(index).ignoreElements().asCompletable() }

    /// A selector that throws on `throwAt`, else returns its argument.
    func transform(_ value: Int) throws(RaceError) -> Int {
        if value == throwAt { throw RaceError(value: value) }
        return value
    }

    /// A predicate that throws on `throwAt`, else keeps two elements of three.
    func keep(_ value: Int) throws(RaceError) -> Bool {
        try transform(value) % 3 != 1
    }

    /// Subscribes a checker to `observable`; `isTagged` tells an element sent after dispose
    /// returned (nil when the output does not carry the input's values).
    func check<Observed: ObservableConvertibleType>(
        _ observable: Observed, isTagged: ((Observed.Element) -> Bool)?
    ) -> any Disposable {
        let checker = RaceChecker<Observed.Element>(disposeReturned: disposeReturned, isTagged: isTagged)
        checkers.withLock { $0.append(RaceCheckerProbe(checker)) }
        return observable.asObservable().subscribe(checker)
    }

    /// Subscribes a checker to an observable of `Int`, which carries the tags.
    func check<Observed: ObservableConvertibleType<Int>>(_ observable: Observed) -> any Disposable {
        check(observable, isTagged: { abs($0) >= raceTag / 2 })
    }

    /// Subscribes a checker to an observable whose elements do not carry the input's values.
    func checkUntagged<Observed: ObservableConvertibleType>(_ observable: Observed) -> any Disposable {
        check(observable, isTagged: nil)
    }

    /// Waits for the timers due by now to fire, then for every block on the queue to finish: a
    /// barrier block, queued a few milliseconds from now, runs once all before it have ended.
    /// (Queued with `async`: `asyncAfter` may not honour the barrier flag.)
    func quiesce() async {
        let queue = queue
        await withCheckedContinuation { continuation in
            queue.asyncAfter(deadline: .now() + .milliseconds(5)) {
                queue.async(flags: .barrier) { continuation.resume() }
            }
        }
    }

    /// From now on any event is a violation.
    func closeCheckers() {
        for probe in checkers.value { probe.close() }
    }

    var violations: [String] { checkers.value.flatMap(\.violations) }
}

/// A type-erased view of a `RaceChecker`.
struct RaceCheckerProbe: Sendable {
    let close: @Sendable () -> Void
    let violationsOf: @Sendable () -> [String]
    var violations: [String] { violationsOf() }

    init<Element>(_ checker: RaceChecker<Element>) {
        close = { checker.close() }
        violationsOf = { checker.violations }
    }
}

/// An observer that records every breach of the grammar it sees (see the top of this file).
final class RaceChecker<Element>: ObserverType, @unchecked Sendable {
    // `inFlight`, `closed` and `found` are thread-safe; `stopped` and `received` are plain on
    // purpose: the library promises one event at a time, and the sanitizer checks it through them.
    private let inFlight = Atomic(0)
    private let closed = Atomic(false)
    private let found = Locked<[String]>([])
    private let disposeReturned: Flag
    private let isTagged: ((Element) -> Bool)?
    private var stopped = false
    private var received = 0

    init(disposeReturned: Flag, isTagged: ((Element) -> Bool)?) {
        self.disposeReturned = disposeReturned
        self.isTagged = isTagged
    }

    func on(_ event: Event<Element>) {
        if inFlight.add(1, ordering: .sequentiallyConsistent).oldValue != 0 {
            record("two events delivered at once (\(describe(event)))")
        }
        if closed.load(ordering: .sequentiallyConsistent) {
            record("\(describe(event)) delivered after dispose() returned and everything in flight had finished")
        }
        if stopped {
            record("\(describe(event)) delivered after a terminal event")
        }
        if case .next(let element) = event, let isTagged, isTagged(element) {
            record("an element sent after dispose() returned was delivered")
        }
        received += 1
        if event.isStopEvent { stopped = true }
        inFlight.subtract(1, ordering: .sequentiallyConsistent)
    }

    func close() { closed.store(true, ordering: .sequentiallyConsistent) }

    var violations: [String] { found.value }

    private func record(_ violation: String) {
        found.withLock { $0.append(violation) }
    }

    private func describe(_ event: Event<Element>) -> String {
        switch event {
        case .next: "next"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

/// One operator (or a few that share a stress case) and how to build it over a `RaceContext`.
struct RaceCase: Sendable, CustomTestStringConvertible {
    /// The registry keys this case covers, `Receiver.name` (see `PublicOperatorScanner`).
    let keys: [String]
    /// How many independent sources the operator combines.
    let sources: Int
    /// Builds the operator over the context's sources and subscribes the context's checkers.
    let build: @Sendable (RaceContext) -> any Disposable

    init(_ keys: String..., sources: Int = 1, build: @escaping @Sendable (RaceContext) -> any Disposable) {
        self.keys = keys
        self.sources = sources
        self.build = build
    }

    var testDescription: String { keys.joined(separator: ", ") }

    /// Runs one round; returns what went wrong, empty when nothing did.
    func run(_ round: RaceRound, elementsPerSender: Int = RaceBudget.elementsPerSender) async -> [String] {
        let context = RaceContext(round: round, sources: sources, elementsPerSender: elementsPerSender)
        let tracker = ResourceTracker(name: "race \(testDescription) \(round)")
        let subscription = SendableDisposable(
            disposable: tracker.track {
                SharingScheduler.mock(scheduler: context.scheduler) { build(context) }
            }
        )
        let halfway = DispatchSemaphore(value: 0)
        let senders = context.senderCount
        let perSender = elementsPerSender
        let disposer = round == .disposeMidway ? 1 : 0
        await runOnThreads(senders + disposer) { index in
            if index == senders {
                halfway.wait()
                subscription.dispose()
                context.disposeReturned.set()
                return
            }
            let subject = context.subjects[index % context.subjects.count]
            tracker.track {
                for sequence in 0..<perSender {
                    let tag = context.disposeReturned.isSet ? raceTag : 0
                    subject.onNext(index * perSender + sequence + tag)
                    if index == 0, sequence == perSender / 2 { halfway.signal() }
                }
                switch round {
                case .complete: subject.onCompleted()
                case .fail where index == senders - 1: subject.onError(RaceError(value: -1))
                default: break
                }
            }
        }
        subscription.dispose()
        context.disposeReturned.set()
        await context.quiesce()
        context.closeCheckers()
        var problems: [String] = []
        if tracker.live != 0 {
            problems.append("\(tracker.live) subscription(s) still live after dispose()")
        }
        for (index, subject) in context.subjects.enumerated() where subject.hasObservers {
            problems.append("source \(index) still has observers after dispose()")
        }
        // Anything sent now, or fired by a timer from now on, must not arrive.
        for subject in context.subjects {
            subject.onNext(raceTag)
            subject.onCompleted()
        }
        await context.quiesce()

        problems = context.violations + problems
        return problems.map { "\(round): \($0)" }
    }
}
