import Synchronization

/// `share(replay: 1, scope: .whileConnected)` in one object, the share after every `Driver`
/// operator: what `multicast(makeSubject:)` over a `ReplaySubject` of one and `refCount()` do
/// together, without their layers on the path of an element.
///
/// Each connection has its own subject (``SubjectMode/latest``: the latest element is kept by its
/// drain role, so an element costs two atomic operations), and subscribers observe that subject
/// directly: an element goes from the source's observer to the subject and from the subject to
/// each subscriber's own handler. The bookkeeping `refCount()` does per subscriber on a terminal
/// event is done once, by the connection, before the subject delivers it.
@usableFromInline
final class ShareReplayLatest<Element>: @unchecked Sendable {
    // `source` is immutable; `state` is behind its lock.
    @usableFromInline let source: Observable<Element>
    @usableFromInline let state = Lock(ShareReplayLatestState<Element>())

    @inlinable
    init(source: Observable<Element>) {
        self.source = source
    }

    /// Subscribes `observer` to the current connection's subject (a new connection if there is
    /// none, which this subscriber then connects, once registered, so that it sees the source's
    /// synchronous elements).
    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
        // Counted before it registers, so the connection cannot end for lack of subscribers
        // in between.
        let (connection, connects) = state.withLock { state -> (ShareReplayLatestConnection<Element>, Bool) in
            state.count += 1
            if let connection = state.connection { return (connection, false) }
            let connection = ShareReplayLatestConnection(parent: self)
            state.connection = connection
            return (connection, true)
        }
        let subscription = ShareReplayLatestSubscription(
            connection: connection, observer: SubjectObserver(handler: observer.eventHandler, core: connection.subject))
        connection.subject.register(subscription.observer)
        if connects { connection.connect() }
        return subscription
    }

    /// Forgets `connection` if it is the current one: its source terminated.
    @inlinable
    func release(_ connection: ShareReplayLatestConnection<Element>) {
        state.withLock { state in
            guard state.connection === connection else { return }
            state.connection = nil
            state.count = 0
        }
    }

    /// A subscriber of `connection` leaves; the connection ends if it was the last one.
    @inlinable
    func leave(_ connection: ShareReplayLatestConnection<Element>) {
        let isLast = state.withLock { state -> Bool in
            guard state.connection === connection else { return false }
            state.count -= 1
            guard state.count == 0 else { return false }
            state.connection = nil
            return true
        }
        if isLast { connection.dispose() }
    }
}

/// Lock-guarded: only touched inside `ShareReplayLatest.state.withLock`.
@usableFromInline
struct ShareReplayLatestState<Element>: @unchecked Sendable {
    /// The current connection: from its first subscriber until its last leaves or it terminates.
    @usableFromInline var connection: ShareReplayLatestConnection<Element>?
    /// The current connection's subscribers.
    @usableFromInline var count = 0

    @inlinable
    init() {}
}

/// One connection of a ``ShareReplayLatest`` to its source, and the subject it feeds.
@usableFromInline
final class ShareReplayLatestConnection<Element>: Disposable, @unchecked Sendable {
    // `parent` and `subject` are immutable and thread-safe, `subscription` thread-safe,
    // `isEnded` atomic.
    @usableFromInline let parent: ShareReplayLatest<Element>
    @usableFromInline let subject = SubjectCore<Element>(mode: .latest)
    @usableFromInline let subscription = SingleAssignmentDisposable()
    @usableFromInline let isEnded = Atomic(false)

    @inlinable
    init(parent: ShareReplayLatest<Element>) {
        self.parent = parent
    }

    /// Subscribes the source, feeding the subject.
    @inlinable
    func connect() {
        subscription.setDisposable(parent.source.subscribe(AnyObserver { event in self.on(event) }))
    }

    /// A terminal event leaves the parent before the subject delivers it, so a subscriber
    /// reacting to it (a `retry`) starts a new connection; the source is disposed after the
    /// delivery, as RxSwift's source disposes itself after forwarding its terminal event.
    @inlinable
    func on(_ event: Event<Element>) {
        guard event.isStopEvent else {
            guard !isEnded.load(ordering: .acquiring) else { return }
            subject.send(event)
            return
        }
        guard markEnded() else { return }
        parent.release(self)
        subject.send(event)
        subscription.dispose()
    }

    /// The last subscriber left: disposes the source.
    @inlinable
    func dispose() {
        guard markEnded() else { return }
        subscription.dispose()
    }

    /// Ends the connection; `false` if it had already ended.
    @inlinable
    func markEnded() -> Bool {
        isEnded.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}

/// One subscriber of a ``ShareReplayLatest``: its place in the connection's subject, and the way
/// back to the connection's count.
@usableFromInline
final class ShareReplayLatestSubscription<Element>: Disposable, @unchecked Sendable {
    // Immutable; `observer` is thread-safe.
    @usableFromInline let connection: ShareReplayLatestConnection<Element>
    @usableFromInline let observer: SubjectObserver<Element>

    @inlinable
    init(connection: ShareReplayLatestConnection<Element>, observer: SubjectObserver<Element>) {
        self.connection = connection
        self.observer = observer
    }

    /// Leaves the subject and the connection's count. After the terminal event there is nothing
    /// to leave: the subject has ended the observer and the connection has left its parent.
    @inlinable
    func dispose() {
        guard observer.end() else { return }
        connection.subject.remove(observer)
        connection.parent.leave(connection)
    }
}
