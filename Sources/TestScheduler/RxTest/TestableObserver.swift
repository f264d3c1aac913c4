import IOViewModel

/// An observer that records every event it receives with the scheduler's clock at that moment.
///
/// ```swift
/// let observer = scheduler.createObserver(Int.self)
/// scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
/// scheduler.start()
/// #expect(observer.events == [.next(210, 1), .completed(300)])
/// ```
public final class TestableObserver<Element>: ObserverType {
    /// The scheduler whose clock stamps the events.
    public let scheduler: TestScheduler
    /// Every event received, with its virtual time, in order.
    public var events: [Recorded<Event<Element>>] {
        recorded
    }

    /// The storage of ``events``, `@usableFromInline` so that ``on(_:)`` is specialized where the
    /// observer is subscribed.
    @usableFromInline var recorded: [Recorded<Event<Element>>] = []

    /// An observer stamping events with `scheduler`'s clock.
    public init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the current virtual time.
    @inlinable
    public func on(_ event: Event<Element>) {
        recorded.append(Recorded(time: scheduler.clock, value: event))
    }

    /// The elements received, without times.
    public var values: [Element] {
        events.compactMap(\.value.element)
    }
}

extension TestScheduler {
    /// A new observer recording events with this scheduler's clock.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }
}
