/// A subject that replays up to a fixed number of the latest elements to each new subscriber.
///
/// After a terminal event, new subscribers receive the buffered elements and then the terminal
/// event. Create one with ``create(bufferSize:)`` or ``createUnbounded()``. Thread safety and
/// ordering are as for ``PublishSubject``.
public final class ReplaySubject<Element>: SubjectType, ObserverType {
    @usableFromInline
    let core: SubjectCore<Element>

    @usableFromInline
    init(bufferSize: Int) {
        core = SubjectCore(mode: .replay(bufferSize: bufferSize))
    }

    /// A subject that replays the latest `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject that replays every element it has seen.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: .max)
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Buffers `event`'s element and sends the event to every current observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event)
    }

    /// Subscribes `observer`, which receives the buffered elements at once, then every later event.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver(observer).eventHandler)
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> ReplaySubject<Element> { self }

    /// This subject as an ``Observable``.
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable { observer in self.core.subscribe(observer.eventHandler) }
    }
}

extension ReplaySubject: @unchecked Sendable where Element: Sendable {}
