import Synchronization

/// An observable that subscribes to its source only when told to, through ``connect()``, and
/// shares that one subscription among all its subscribers.
public protocol ConnectableObservableType<Element>: ObservableType {
    /// Subscribes to the source (if not already connected) and returns what disconnects it.
    func connect() -> any Disposable
}

extension ObservableType {
    /// A connectable observable that, once connected, feeds `subject` from this sequence; every
    /// subscriber subscribes to `subject`.
    ///
    /// The same subject serves every connection, so after the source terminates, later subscribers
    /// get the subject's terminal event and reconnecting feeds nothing new into it.
    ///
    /// - Emits: to each subscriber, what `subject` gives it (replays included) plus every element
    ///   the source produces while connected.
    /// - Completes: as `subject` does, when the source completes while connected.
    /// - Errors: as `subject` does, when the source fails while connected.
    @inlinable
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservable(source: asObservable(), makeSubject: { subject }, keepsSubject: true)
    }

    /// A connectable observable that creates a subject with `makeSubject` for each connection: when
    /// a connection ends (disconnected, or the source terminated), the next subscriber starts over
    /// with a fresh subject.
    ///
    /// - Emits: to each subscriber, what the current subject gives it plus every element the source
    ///   produces while connected.
    /// - Completes: as the current subject does, when the source completes while connected.
    /// - Errors: as the current subject does, when the source fails while connected.
    @inlinable
    public func multicast<Subject: SubjectType>(
        makeSubject: @escaping () -> Subject
    ) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservable(source: asObservable(), makeSubject: makeSubject)
    }

    /// ``multicast(makeSubject:)`` with a fresh `PublishSubject` for each connection: subscribers
    /// see only what the source emits after they subscribe, while connected.
    ///
    /// As in RxSwift, a connection that ends (disconnected, or the source terminated) drops its
    /// subject: a later subscriber waits for the next connection rather than getting the old
    /// terminal event.
    ///
    /// - Emits: to each subscriber, the source's elements that arrive while it is subscribed and
    ///   connected.
    /// - Completes: when the source completes while connected.
    /// - Errors: when the source fails while connected.
    @inlinable
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }

    /// ``multicast(makeSubject:)`` with a fresh `ReplaySubject` of `bufferSize` for each
    /// connection: each subscriber first receives up to `bufferSize` latest elements of the
    /// current connection.
    ///
    /// As in RxSwift, a connection that ends (disconnected, or the source terminated) drops its
    /// subject: a new connection replays only its own elements, never an old connection's.
    ///
    /// - Emits: to each subscriber, up to `bufferSize` latest elements of the current connection,
    ///   then the source's elements while connected.
    /// - Completes: when the source completes while connected.
    /// - Errors: when the source fails while connected.
    @inlinable
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// ``multicast(makeSubject:)`` with a fresh unbounded `ReplaySubject` for each connection:
    /// each subscriber first receives every element of the current connection so far.
    ///
    /// As in RxSwift, a connection that ends (disconnected, or the source terminated) drops its
    /// subject: a new connection replays only its own elements, never an old connection's.
    ///
    /// - Emits: to each subscriber, every element of the current connection so far, then the
    ///   source's elements while connected.
    /// - Completes: when the source completes while connected.
    /// - Errors: when the source fails while connected.
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
    }
}

/// A connectable observable over a subject: ``connect()`` feeds the subject from the source, and
/// subscribers subscribe to the subject. Create one with ``ObservableType/multicast(_:)``,
/// ``ObservableType/publish()`` or ``ObservableType/replay(_:)``; share it automatically with
/// ``ConnectableObservableType/refCount()``.
///
/// As in RxSwift, it is an ``Observable``: subscribing to it (without connecting) subscribes to
/// the current connection's subject.
///
/// - Emits: to each subscriber, what the current subject gives: its replay, if any, then the
///   source's elements while connected.
/// - Completes: when the current subject completes (the source completed while connected).
/// - Errors: when the current subject fails (the source failed while connected).
public final class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType,
    @unchecked Sendable
{
    // Lock-guarded: `subject` and `connection` are only touched inside `state.withLock`.
    @usableFromInline
    struct State: @unchecked Sendable {
        @usableFromInline var subject: MulticastSubject<Element>?
        @usableFromInline var connection: MulticastConnection<Element>?
        /// Whether the source terminated into the one subject of `multicast(_:)`.
        @usableFromInline var isKeptSubjectEnded = false

        @inlinable
        init() {}
    }

    @usableFromInline let state: Lock<State>
    @usableFromInline let makeSubject: () -> MulticastSubject<Element>
    /// Whether every connection feeds the same subject (`multicast(_:)`).
    @usableFromInline let keepsSubject: Bool

    @inlinable
    init<Source, Subject: SubjectType>(
        source: Observable<Source>, makeSubject: @escaping () -> Subject, keepsSubject: Bool = false
    ) where Subject.Observer.Element == Source, Subject.Element == Element {
        let state = Lock(State())
        let makeMulticastSubject = {
            let subject = makeSubject()
            let input = subject.asObserver()
            return MulticastSubject(observable: subject.asObservable()) { connection in
                source.subscribe(
                    AnyObserver { event in
                        guard connection.admit(event) else { return }
                        input.on(event)
                        if event.isStopEvent { connection.subscription.dispose() }
                    })
            }
        }
        self.state = state
        self.keepsSubject = keepsSubject
        self.makeSubject = makeMulticastSubject
        // The closure holds the state and the factory, not `self`, which holds the closure.
        super.init(
            name: "multicast",
            unsafeSubscribe: { observer in
                let subject = state.withLock {
                    ConnectableObservable.currentSubject(&$0, makeSubject: makeMulticastSubject)
                }
                return subject.observable.subscribe(observer)
            })
    }

    /// The current connection's subject, created if there is none.
    @inlinable
    static func currentSubject(
        _ state: inout State, makeSubject: () -> MulticastSubject<Element>
    ) -> MulticastSubject<Element> {
        if let subject = state.subject { return subject }
        let subject = makeSubject()
        state.subject = subject
        return subject
    }

    /// Feeds the current subject from the source, unless already connected; disposing the result
    /// disconnects (and, for `multicast(makeSubject:)`, drops the subject).
    @inlinable
    public func connect() -> any Disposable {
        let (connection, isNew, subject) = state.withLock {
            state -> (MulticastConnection<Element>, Bool, MulticastSubject<Element>) in
            let subject = ConnectableObservable.currentSubject(&state, makeSubject: makeSubject)
            if let connection = state.connection { return (connection, false, subject) }
            let connection = MulticastConnection(parent: self)
            state.connection = connection
            return (connection, true, subject)
        }
        if isNew {
            connection.subscription.setDisposable(subject.connect(connection))
        }
        return connection
    }

    /// Whether the source has terminated into the subject every connection feeds
    /// (`multicast(_:)`): a new connection would feed a subject that can no longer emit, so
    /// `refCount()` does not make one.
    @inlinable
    var isKeptSubjectEnded: Bool {
        state.withLock { $0.isKeptSubjectEnded }
    }

    /// Forgets `connection` and its subject, if it is still the current one; `ended` says that
    /// the source terminated.
    @inlinable
    func release(_ connection: MulticastConnection<Element>, ended: Bool = false) {
        state.withLock { state in
            if ended, keepsSubject { state.isKeptSubjectEnded = true }
            guard state.connection === connection else { return }
            state.connection = nil
            state.subject = nil
        }
    }
}

/// One subject of a ``ConnectableObservable``: what subscribers subscribe to, and how to feed it
/// from the source through a connection.
@usableFromInline
struct MulticastSubject<Element> {
    @usableFromInline let observable: Observable<Element>
    @usableFromInline let connect: (MulticastConnection<Element>) -> any Disposable

    @inlinable
    init(observable: Observable<Element>, connect: @escaping (MulticastConnection<Element>) -> any Disposable) {
        self.observable = observable
        self.connect = connect
    }
}

/// One connection of a ``ConnectableObservable`` to its source.
@usableFromInline
final class MulticastConnection<Element>: Disposable, @unchecked Sendable {
    // `parent` is immutable, `ended` atomic, `subscription` thread-safe.
    @usableFromInline let parent: ConnectableObservable<Element>
    @usableFromInline let ended = EndFlag()
    @usableFromInline let subscription = SingleAssignmentDisposable()

    @inlinable
    init(parent: ConnectableObservable<Element>) {
        self.parent = parent
    }

    /// Whether `event` from the source should reach the subject. A terminal event ends the
    /// connection first, so a subscriber reacting to it (a `retry`) starts a new one; the caller
    /// disposes the source after delivering it, as RxSwift's source disposes itself after
    /// forwarding its terminal event.
    @inlinable
    func admit<Source>(_ event: Event<Source>) -> Bool {
        guard event.isStopEvent else { return !ended.isSet }
        guard ended.set() else { return false }
        parent.release(self, ended: true)
        return true
    }

    /// Disconnects: disposes the source.
    @inlinable
    func dispose() {
        guard ended.set() else { return }
        parent.release(self, ended: false)
        subscription.dispose()
    }
}
