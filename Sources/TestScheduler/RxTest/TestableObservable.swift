import IOViewModel
import Synchronization

/// The subscription log of one test observable, shared with its scheduler for leak reports.
final class SubscriptionLog: Sendable {
    /// One subscription: its times, the tracker its resources were charged to, and the disposable
    /// its subscriber got, held weakly (alive: something still holds the subscription).
    struct Entry: @unchecked Sendable {
        // Only touched inside the log's lock.
        var subscription: Subscription
        let tracker: ResourceTracker?
        weak var handle: AnyObject?
    }

    let label: String
    private let entries = Mutex<[Entry]>([])

    init(label: String) {
        self.label = label
    }

    var subscriptions: [Subscription] {
        entries.withLock { $0.map(\.subscription) }
    }

    /// Every subscription with what the leak check needs to know of it.
    var snapshot: [Entry] {
        entries.withLock { $0 }
    }

    /// Records a subscription starting at `time`, whose subscriber holds `handle`; returns its
    /// index.
    func begin(at time: TestTime, heldBy handle: AnyObject) -> Int {
        entries.withLock { entries in
            entries.append(Entry(subscription: Subscription(time), tracker: ResourceTracker.current, handle: handle))
            return entries.count - 1
        }
    }

    func end(_ index: Int, at time: TestTime) {
        entries.withLock { entries in
            entries[index].subscription = Subscription(entries[index].subscription.subscribe, time)
        }
    }
}

/// An observable that plays a fixed list of timed events on a ``TestScheduler`` and logs every
/// subscription in ``subscriptions``.
///
/// Create one with ``TestScheduler/createHotObservable(_:name:fileID:line:)`` (events at
/// absolute times, whoever is subscribed) or ``TestScheduler/createColdObservable(_:name:fileID:line:)``
/// (times relative to each subscription, replayed for each subscriber), or from a marble diagram.
///
/// Made with `createHotObservable` or `createColdObservable`, it plays its script as RxTest's
/// does. An observer subscribed to it directly (`xs.subscribe(observer)` with a
/// ``TestableObserver``, a subject, any observer type but `AnyObserver`) receives every recorded
/// event at its time, events after a terminal event included, and its subscription lasts until
/// it is disposed. Subscribed through a closure subscriber (`subscribe(onNext:)`, `bind(to:)`), an
/// operator or `asObservable()` (which hand it an `AnyObserver` or a sink of their own), it stops
/// at the first terminal event and the subscription ends then, as in RxTest, where these subscribe
/// through `asObservable()`, whose sink disposes its source once it has forwarded a terminal event.
///
/// Made from a marble diagram, it always stops at its terminal event, which ends the
/// subscription: a diagram has nothing after its end.
///
/// A subscription's ``Subscription`` records when it began and when it ended. Each subscription
/// is counted by the core's resource tracking, like a `create` subscription.
public final class TestableObservable<Element>: ObservableType {
    /// Whether events are at absolute times (hot) or relative to each subscription (cold).
    public enum Kind: Sendable {
        /// Events at absolute virtual times, sent to whoever is subscribed then.
        case hot
        /// Events at times relative to each subscription, sent to that subscriber only.
        case cold

        /// How leak reports and failures name an observable: `hot observable 'taps'` when it has
        /// a name, else `hot observable ` followed by `anonymous` (where it was made).
        func label(name: String?, anonymous: @autoclosure () -> String) -> String {
            let kind = self == .hot ? "hot" : "cold"
            return name.map { "\(kind) observable '\($0)'" } ?? "\(kind) observable \(anonymous())"
        }
    }

    /// Hot or cold.
    public let kind: Kind
    /// The events this observable plays.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// The scheduler it plays on.
    public let scheduler: TestScheduler

    let log: SubscriptionLog
    /// Whether it plays its whole script as RxTest's does (made with `createHotObservable` or
    /// `createColdObservable`), rather than a diagram's (made by the marble harness).
    let playsWholeScript: Bool
    private var observers: [(id: Int, deliver: (Event<Element>) -> Void)] = []
    private var nextID = 0

    /// A test observable. A hot one schedules its events now, unless `deferred` (the marble
    /// harness arms it once it knows where frame zero falls).
    init(
        kind: Kind, events: [Recorded<Event<Element>>], scheduler: TestScheduler, label: String,
        playsWholeScript: Bool = false, deferred: Bool = false
    ) {
        self.kind = kind
        self.recordedEvents = events
        self.scheduler = scheduler
        self.playsWholeScript = playsWholeScript
        self.log = SubscriptionLog(label: label)
        scheduler.register(log)
        if kind == .hot, !deferred { arm(origin: 0) }
    }

    /// Schedules a hot observable's events, offset by `origin`: a diagram's as a series (one
    /// waits in the queue at a time), RxTest's each on its own, as RxTest schedules them.
    func arm(origin: TestTime) {
        if playsWholeScript {
            for record in recordedEvents {
                scheduler.scheduleAt(origin + record.time) { self.broadcast(record.value) }
            }
        } else {
            let events = recordedEvents
            _ = scheduler.scheduleSeries(
                at: Self.times(of: events, from: origin), action: { self.broadcast(events[$0].value) })
        }
    }

    /// Every subscription so far: `Subscription(200, 1000)`, or `Subscription(200)` while active.
    public var subscriptions: [Subscription] {
        log.subscriptions
    }

    /// The label leak reports use: the observable's name, or where it was created.
    public var label: String {
        log.label
    }

    /// Subscribes `observer`: a hot observable sends it the events due from now on, a cold one
    /// schedules its events relative to now.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        // What the subscriber holds; the log holds it weakly, to tell whether anything still
        // holds the subscription (see `TestScheduler.start`).
        let handle = SingleAssignmentDisposable()
        let index = log.begin(at: scheduler.clock, heldBy: handle)
        // An operator's observer (an `AnyObserver`, or one of the library's sinks) relies on its
        // source to stop at a terminal event; anything else is a direct subscriber.
        if playsWholeScript, Observer.self != AnyObserver<Element>.self, !(observer is any OperatorObserver) {
            let token = ResourceToken(source: .label(log.label))
            let attached = attach(index) { event in observer.on(event) }
            handle.setDisposable(
                Disposables.create {
                    attached.dispose()
                    token.release()
                })
        } else {
            // The subscription `create` makes is to this observable: its frame names it.
            handle.setDisposable(
                SubscriptionTrace.with(.source(log.label)) {
                    Observable<Element>.create { [self] sink in self.attach(index) { event in sink.on(event) } }
                        .subscribe(observer)
                })
        }
        return handle
    }

    /// Plays the script to `deliver`, for the subscription logged at `index`; the result ends it.
    private func attach(_ index: Int, _ deliver: @escaping (Event<Element>) -> Void) -> any Disposable {
        let scheduler = self.scheduler
        let log = self.log
        switch kind {
        case .hot:
            let id = nextID
            nextID += 1
            observers.append((id, deliver))
            return Disposables.create {
                log.end(index, at: scheduler.clock)
                self.observers.removeAll { $0.id == id }
            }
        case .cold where playsWholeScript:
            // As RxTest's: each event is scheduled relative to the subscription and skipped once
            // it has been disposed (the clock still moves to its time).
            let ended = BooleanDisposable()
            for record in recordedEvents {
                scheduler.scheduleRelative(record.time) {
                    if !ended.isDisposed { deliver(record.value) }
                }
            }
            return Disposables.create {
                ended.dispose()
                log.end(index, at: scheduler.clock)
            }
        case .cold:
            let start = scheduler.clock
            let events = recordedEvents
            let scheduled = scheduler.scheduleSeries(
                at: Self.times(of: events, from: start), action: { deliver(events[$0].value) })
            return Disposables.create {
                log.end(index, at: scheduler.clock)
                scheduled.dispose()
            }
        }
    }

    /// The absolute times of `events`, recorded relative to `origin`. A loop, not a closure
    /// per event: generic code looks the element's types up once per call.
    private static func times(of events: [Recorded<Event<Element>>], from origin: TestTime) -> [TestTime] {
        var times: [TestTime] = []
        times.reserveCapacity(events.count)
        for record in events { times.append(TestScheduler.saturatingSum(origin, record.time)) }
        return times
    }

    private func broadcast(_ event: Event<Element>) {
        // A snapshot, as RxTest's: an observer may dispose itself or others while receiving.
        // Through an operator, a disposed subscription drops the event itself (its `create`
        // sink has ended).
        for entry in observers {
            entry.deliver(event)
        }
    }
}

extension TestScheduler {
    /// A hot observable: each event is sent at its absolute time to whoever is subscribed then.
    ///
    /// `name` labels it in leak reports; by default the label says where it was created.
    ///
    /// - Emits: each `.next` of `events` at its time, to whoever is subscribed then.
    /// - Completes: at the time of a `.completed` in `events`.
    /// - Errors: at the time of an `.error` in `events`.
    public func createHotObservable<Element>(
        _ events: [Recorded<Event<Element>>], name: String? = nil, fileID: String = #fileID, line: UInt = #line
    ) -> TestableObservable<Element> {
        testableObservable(.hot, events, name: name, fileID: fileID, line: line)
    }

    /// A cold observable: each subscription gets every event, at its time after the subscription.
    ///
    /// `name` labels it in leak reports; by default the label says where it was created.
    ///
    /// - Emits: each `.next` of `events`, its time after the subscription.
    /// - Completes: a `.completed` in `events`, its time after the subscription.
    /// - Errors: an `.error` in `events`, its time after the subscription.
    public func createColdObservable<Element>(
        _ events: [Recorded<Event<Element>>], name: String? = nil, fileID: String = #fileID, line: UInt = #line
    ) -> TestableObservable<Element> {
        testableObservable(.cold, events, name: name, fileID: fileID, line: line)
    }

    /// What both `create…Observable` do: an observable of `kind` on this scheduler, labelled by
    /// `name` or else by where it was created.
    private func testableObservable<Element>(
        _ kind: TestableObservable<Element>.Kind, _ events: [Recorded<Event<Element>>], name: String?,
        fileID: String, line: UInt
    ) -> TestableObservable<Element> {
        TestableObservable(
            kind: kind, events: events, scheduler: self,
            label: kind.label(name: name, anonymous: "created at \(fileID):\(line)"), playsWholeScript: true)
    }
}
