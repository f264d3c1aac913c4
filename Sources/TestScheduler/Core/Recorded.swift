import IOViewModel

/// Virtual time, in ticks of a ``TestScheduler``.
///
/// A tick lasts ``TestScheduler/resolution`` seconds (one second by default, as in RxTest), so
/// the numbers in a test (`.next(210, x)`) are the scheduler's clock readings.
public typealias TestTime = Int

/// A value stamped with the virtual time at which it happened: an event a test observable sends
/// or a test observer received.
///
/// Build event records with the static helpers, which read like RxTest's:
///
/// ```swift
/// let xs = scheduler.createHotObservable([.next(210, "a"), .next(240, "b"), .completed(300)])
/// ```
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When it happened.
    public let time: TestTime
    /// What happened.
    public let value: Value

    /// A record of `value` at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
    /// A `.next(element)` event at `time`.
    public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// A `.completed` event at `time`. Pass the element type when the context does not give it.
    public static func completed<Element>(
        _ time: TestTime, _ type: Element.Type = Element.self
    )
        -> Recorded<Event<Element>> where Value == Event<Element>
    {
        Recorded(time: time, value: .completed)
    }

    /// An `.error(error)` event at `time`. Pass the element type when the context does not give it.
    public static func error<Element>(
        _ time: TestTime, _ error: any Error, _ type: Element.Type = Element.self
    ) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }
}

/// Builds an event list from `.next`, `.completed` and `.error` records; RxTest's free function.
public func events<Element>(_ records: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>] {
    records
}

/// One subscription to a test observable: when it started and, once it has, when it ended.
///
/// `Subscription(200, 1000)` was subscribed at 200 and disposed (or terminated) at 1000;
/// `Subscription(200)` is still subscribed.
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// When the subscription was made.
    public let subscribe: TestTime
    /// When it ended (disposed, or the observable sent it a terminal event); `nil` while it is
    /// still active.
    public let unsubscribe: TestTime?

    /// A subscription made at `subscribe` and still active.
    public init(_ subscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = nil
    }

    /// A subscription made at `subscribe` that ended at `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// Whether the subscription has not ended.
    public var isActive: Bool {
        unsubscribe == nil
    }

    /// `(200, 1000)`, or `(200, -)` while active.
    public var debugDescription: String {
        "(\(subscribe), \(unsubscribe.map(String.init) ?? "-"))"
    }
}

/// The error a `#` in a marble diagram stands for when no `error:` argument is given; also handy
/// as the error of hand-written event lists.
public struct TestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the error says.
    public let description: String

    /// An error described by `description`.
    public init(_ description: String = "error") {
        self.description = description
    }
}
