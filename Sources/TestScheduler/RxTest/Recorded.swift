import IOViewModel

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

extension Recorded {
    /// The event list `records`, typed from its elements: RxTest's spelling for when the context
    /// gives no type.
    ///
    /// ```swift
    /// let expected = Recorded.events(.next(210, "a"), .completed(300))
    /// ```
    public static func events<Element>(_ records: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>]
    where Value == Event<Element> {
        records
    }

    /// The event list `records`, as it is: the array form of the variadic `events(_:)`.
    public static func events<Element>(_ records: [Recorded<Event<Element>>]) -> [Recorded<Event<Element>>]
    where Value == Event<Element> {
        records
    }
}

/// Builds an event list from `.next`, `.completed` and `.error` records; RxTest's free function.
public func events<Element>(_ records: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>] {
    records
}
