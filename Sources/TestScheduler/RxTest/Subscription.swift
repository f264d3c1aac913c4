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

    /// Whether the subscription runs at `time`: made then or earlier, and not yet ended (one that
    /// ends at `time` has ended by the time that tick's events are over).
    public func isActive(at time: TestTime) -> Bool {
        subscribe <= time && unsubscribe.map { time < $0 } ?? true
    }

    /// `(200, 1000)`, or `(200, -)` while active.
    public var debugDescription: String {
        "(\(subscribe), \(unsubscribe.map(String.init) ?? "-"))"
    }
}
