/// A ``ReplaySubject`` that can only carry elements: it never errors and never completes.
///
/// Create one with ``create(bufferSize:)`` or ``createUnbounded()``; feed it with ``accept(_:)``.
public final class ReplayRelay<Element>: ObservableType {
    @usableFromInline
    let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays the latest `bufferSize` elements to each new subscriber.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it has accepted.
    public static func createUnbounded() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// Buffers `element` and sends it to every current observer.
    @inlinable
    public func accept(_ element: Element) {
        subject.on(.next(element))
    }

    /// Subscribes `observer`, which receives the buffered elements at once, then every later one.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// This relay as an ``Observable``.
    @inlinable
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

extension ReplayRelay: @unchecked Sendable where Element: Sendable {}
