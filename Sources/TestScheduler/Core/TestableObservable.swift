import IOViewModel
import Synchronization

/// The subscription log of one test observable, shared with its scheduler for leak reports.
final class SubscriptionLog: Sendable {
    let label: String
    private let entries = Mutex<[Subscription]>([])

    init(label: String) {
        self.label = label
    }

    var subscriptions: [Subscription] {
        entries.withLock { $0 }
    }

    /// Records a subscription starting at `time`; returns its index.
    func begin(at time: TestTime) -> Int {
        entries.withLock { entries in
            entries.append(Subscription(time))
            return entries.count - 1
        }
    }

    func end(_ index: Int, at time: TestTime) {
        entries.withLock { entries in
            entries[index] = Subscription(entries[index].subscribe, time)
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
/// A subscription ends when it is disposed or when the observable sends it a terminal event; its
/// ``Subscription`` records both times. Each subscription is counted by the core's resource
/// tracking, like a `create` subscription.
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
    private var observers: [(id: Int, observer: AnyObserver<Element>)] = []
    private var nextID = 0

    /// A test observable. A hot one schedules its events now, unless `deferred` (the marble
    /// harness arms it once it knows where frame zero falls).
    init(
        kind: Kind, events: [Recorded<Event<Element>>], scheduler: TestScheduler, label: String, deferred: Bool = false
    ) {
        self.kind = kind
        self.recordedEvents = events
        self.scheduler = scheduler
        self.log = SubscriptionLog(label: label)
        scheduler.register(log)
        if kind == .hot, !deferred { arm(origin: 0) }
    }

    /// Schedules a hot observable's events, offset by `origin`.
    func arm(origin: TestTime) {
        for record in recordedEvents {
            scheduler.scheduleAt(origin + record.time) { self.broadcast(record.value) }
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
        Observable<Element>.create { [self] observer in self.attach(observer) }.subscribe(observer)
    }

    private func attach(_ observer: AnyObserver<Element>) -> any Disposable {
        let index = log.begin(at: scheduler.clock)
        let scheduler = self.scheduler
        let log = self.log
        switch kind {
        case .hot:
            let id = nextID
            nextID += 1
            observers.append((id, observer))
            return Disposables.create {
                log.end(index, at: scheduler.clock)
                self.observers.removeAll { $0.id == id }
            }
        case .cold:
            let start = scheduler.clock
            let scheduled = recordedEvents.map { record in
                scheduler.scheduleAt(start + record.time) { observer.on(record.value) }
            }
            return Disposables.create {
                log.end(index, at: scheduler.clock)
                for action in scheduled { action.dispose() }
            }
        }
    }

    private func broadcast(_ event: Event<Element>) {
        // A snapshot: an observer may dispose itself or others while receiving. Disposed ones
        // drop the event themselves (their `create` sink has ended).
        for entry in observers {
            entry.observer.on(event)
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
            label: kind.label(name: name, anonymous: "created at \(fileID):\(line)"))
    }
}
