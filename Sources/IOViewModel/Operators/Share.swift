/// How long the subject behind ``ObservableType/share(replay:scope:)`` lives.
public enum SubjectLifetimeScope: Sendable {
    /// A new subject for each connection: once the last subscriber leaves, or the source
    /// terminates, the next subscriber starts from scratch (resubscribes the source, no stale
    /// replay). The default, and what Driver and Signal use.
    case whileConnected
    /// One subject for the life of the shared observable: a subscriber arriving after all others
    /// left first receives the replay of elements from earlier connections, then the source is
    /// resubscribed; after the source terminated, later subscribers receive the replay and the
    /// terminal event, and the source is not subscribed again.
    case forever
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, replaying up to `replay`
    /// latest elements to each new subscriber.
    ///
    /// Equivalent to RxSwift's: `.whileConnected` is `multicast(makeSubject:).refCount()` with a
    /// fresh subject per connection, `.forever` is `multicast(subject).refCount()`.
    ///
    /// - Emits: to a new subscriber, the replayed elements, then every element of the shared
    ///   subscription. The source is subscribed when the first subscriber arrives (after that
    ///   subscriber is registered, so it sees synchronous elements) and disposed when the last one
    ///   leaves.
    /// - Completes: when the source does, for everyone subscribed. What a later subscriber sees
    ///   depends on `scope`: see ``SubjectLifetimeScope``.
    /// - Errors: when the source does, for everyone subscribed; a later subscriber as `scope` says.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch (scope, replay) {
        case (.forever, 0):
            return multicast(PublishSubject<Element>()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject<Element>.create(bufferSize: replay)).refCount()
        case (.whileConnected, 1):
            // The share after every `Driver` operator, in one object of its own.
            let shared = ShareReplayLatest(source: asObservable())
            return Observable { observer in shared.subscribe(observer) }
        case (.whileConnected, 0):
            return multicast(makeSubject: { PublishSubject<Element>() }).refCount()
        case (.whileConnected, _):
            return multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: replay) }).refCount()
        }
    }
}
