import Synchronization

extension ConnectableObservableType {
    /// An observable that connects this connectable observable when its first subscriber arrives
    /// and disconnects it when its last one leaves.
    ///
    /// A terminal event ends the connection before it is forwarded, so the next subscriber (even
    /// one arriving in reaction to it, such as a `retry`) connects anew; except over a
    /// `multicast(_:)` whose one subject has ended, which can emit nothing more: the subscriber
    /// gets the subject's replay and terminal event, and the source is not subscribed again.
    ///
    /// - Emits: what this connectable observable emits to each subscriber.
    /// - Completes: when this connectable observable completes.
    /// - Errors: when this connectable observable fails.
    @inlinable
    public func refCount() -> Observable<Element> {
        let core = RefCountCore(self)
        return Observable { observer in
            RefCountSink(core: core, observer: observer).run()
        }
    }
}

/// Lock-guarded: only touched inside `RefCountCore.state.withLock`.
@usableFromInline
struct RefCountState: @unchecked Sendable {
    @usableFromInline var count = 0
    /// Changes each time a connection ends, so a subscriber of an ended connection leaves it alone.
    @usableFromInline var connectionID: UInt64 = 0
    @usableFromInline var connection: SingleAssignmentDisposable?

    @inlinable
    init() {}
}

/// The state `refCount()` shares among its subscribers.
@usableFromInline
final class RefCountCore<Source: ConnectableObservableType>: @unchecked Sendable {
    // `source` is immutable; `state` is behind its lock.
    @usableFromInline let source: Source
    @usableFromInline let state = Lock(RefCountState())

    @inlinable
    init(_ source: Source) {
        self.source = source
    }

    /// Whether the source is a `multicast(_:)` whose one subject has terminated.
    @inlinable
    var isSourceEnded: Bool {
        (source as? ConnectableObservable<Source.Element>)?.isKeptSubjectEnded ?? false
    }

    /// Ends the connection `id`, if it is the current one; returns it to dispose.
    @inlinable
    func endConnection(_ id: UInt64) -> SingleAssignmentDisposable? {
        state.withLock { state in
            guard state.connectionID == id else { return nil }
            defer {
                state.count = 0
                state.connectionID &+= 1
                state.connection = nil
            }
            return state.connection
        }
    }

    /// One subscriber of the connection `id` leaves; returns the connection if it was the last.
    @inlinable
    func leave(_ id: UInt64) -> SingleAssignmentDisposable? {
        state.withLock { state in
            guard state.connectionID == id else { return nil }
            state.count -= 1
            guard state.count == 0 else { return nil }
            defer {
                state.connectionID &+= 1
                state.connection = nil
            }
            return state.connection
        }
    }
}

/// One subscriber of a `refCount()`.
@usableFromInline
final class RefCountSink<Source: ConnectableObservableType>: Disposable, @unchecked Sendable {
    // `connectionID` is written once under the core's lock before any event can read it (events
    // before that see `nil`); `ended` is atomic; `observer` is called one event at a time.
    @usableFromInline let core: RefCountCore<Source>
    @usableFromInline let observer: AnyObserver<Source.Element>
    @usableFromInline let subscription = SingleAssignmentDisposable()
    @usableFromInline let ended = EndFlag()
    @usableFromInline var connectionID: UInt64?

    @inlinable
    init(core: RefCountCore<Source>, observer: AnyObserver<Source.Element>) {
        self.core = core
        self.observer = observer
    }

    @inlinable
    func run() -> any Disposable {
        subscription.setDisposable(core.source.subscribe(AnyObserver { event in self.on(event) }))
        let isSourceEnded = core.isSourceEnded
        let connect = core.state.withLock { state -> SingleAssignmentDisposable? in
            // A subscriber that got a terminal event while subscribing (one resubscribing from
            // its own terminal handler, to a `share(scope: .forever)`) does not connect, nor one
            // whose terminal event is still queued in a subject delivering on another thread.
            guard !ended.isSet, !isSourceEnded else { return nil }
            connectionID = state.connectionID
            state.count += 1
            guard state.count == 1 else { return nil }
            let connection = SingleAssignmentDisposable()
            state.connection = connection
            return connection
        }
        connect?.setDisposable(core.source.connect())
        return self
    }

    @inlinable
    func on(_ event: Event<Source.Element>) {
        guard case .next = event else {
            guard end() else { return }
            let id = core.state.withLock { _ in connectionID }
            if let id { core.endConnection(id)?.dispose() }
            observer.on(event)
            subscription.dispose()
            return
        }
        observer.on(event)
    }

    @inlinable
    func end() -> Bool {
        ended.set()
    }

    @inlinable
    func dispose() {
        guard end() else { return }
        subscription.dispose()
        let id = core.state.withLock { _ in connectionID }
        if let id { core.leave(id)?.dispose() }
    }
}
