import IOViewModel

/// The virtual time of a ``VirtualClock``: the interval elapsed since the clock's zero, to the
/// nanosecond.
public struct ElapsedTimeConverter: VirtualTimeConverterType {
    /// A converter; it has no state.
    public init() {}

    /// The core's time `elapsed` after its zero.
    public func convertFromVirtualTime(_ elapsed: RxTimeInterval) -> RxTime {
        RxTime(nanoseconds: elapsed.nanoseconds)
    }

    /// The interval from the core's zero to `time`.
    public func convertToVirtualTime(_ time: RxTime) -> RxTimeInterval {
        RxTimeInterval(nanoseconds: time.nanoseconds)
    }

    /// `interval` in seconds.
    public func convertFromVirtualTimeInterval(_ interval: RxTimeInterval) -> Double {
        Double(interval.nanoseconds) / 1_000_000_000
    }

    /// `seconds` as an interval, rounded to the nanosecond.
    public func convertToVirtualTimeInterval(_ seconds: Double) -> RxTimeInterval {
        RxTimeInterval(seconds: seconds)
    }

    /// The time `offset` after `elapsed`.
    public func offsetVirtualTime(_ elapsed: RxTimeInterval, offset: RxTimeInterval) -> RxTimeInterval {
        elapsed + offset
    }

    /// The order of two elapsed times.
    public func compareVirtualTime(_ lhs: RxTimeInterval, _ rhs: RxTimeInterval) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}
