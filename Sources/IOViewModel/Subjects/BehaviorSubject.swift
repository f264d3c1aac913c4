/// A subject that holds a current value and gives it to each new subscriber first.
///
/// After a terminal event, new subscribers receive only that event. Thread safety and ordering
/// are as for ``PublishSubject``.
public final class BehaviorSubject<Element>: SubjectType, ObserverType {
    @usableFromInline
    let core: SubjectCore<Element>

    /// Creates a subject whose current value is `value`.
    @inlinable
    public init(value: Element) {
        core = SubjectCore(mode: .behavior, initialValue: value)
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// The current value.
    ///
    /// - Throws: the error the subject failed with, if it has failed.
    public func value() throws -> Element {
        let (element, terminal) = core.latest
        if case .error(let error) = terminal { throw error }
        guard let element else { throw RxError.noElements }
        return element
    }

    /// Makes `event`'s element the current value and sends it to every current observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event)
    }

    /// Subscribes `observer`, which receives the current value at once, then every later event.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver(observer).eventHandler)
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// This subject as an ``Observable``.
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable { observer in self.core.subscribe(observer.eventHandler) }
    }
}

extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
