import Dispatch

/// A span of time, as schedulers and time-based operators take it: `.seconds(3)`,
/// `.milliseconds(300)`.
///
/// It is an integer count of nanoseconds, so a virtual-time scheduler converts it to whole ticks
/// without rounding surprises. The factory names match RxSwift's `DispatchTimeInterval` cases, so
/// `debounce(.milliseconds(300), scheduler: ...)` reads the same.
public struct RxTimeInterval: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The length of the interval in nanoseconds.
    public var nanoseconds: Int64

    /// An interval of `nanoseconds` nanoseconds.
    @inlinable
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// An interval of `seconds` seconds (fractions allowed), rounded to the nanosecond.
    @inlinable
    public init(seconds: Double) {
        nanoseconds = Int64((seconds * 1_000_000_000).rounded())
    }

    /// `value` seconds.
    @inlinable
    public static func seconds(_ value: Int) -> RxTimeInterval {
        RxTimeInterval(nanoseconds: Int64(value) * 1_000_000_000)
    }

    /// `value` milliseconds.
    @inlinable
    public static func milliseconds(_ value: Int) -> RxTimeInterval {
        RxTimeInterval(nanoseconds: Int64(value) * 1_000_000)
    }

    /// `value` microseconds.
    @inlinable
    public static func microseconds(_ value: Int) -> RxTimeInterval {
        RxTimeInterval(nanoseconds: Int64(value) * 1_000)
    }

    /// `value` nanoseconds.
    @inlinable
    public static func nanoseconds(_ value: Int) -> RxTimeInterval {
        RxTimeInterval(nanoseconds: Int64(value))
    }

    /// An interval that never elapses; schedulers never run an action due after it.
    public static let never = RxTimeInterval(nanoseconds: .max)

    /// No time at all.
    public static let zero = RxTimeInterval(nanoseconds: 0)

    /// The interval in seconds.
    @inlinable
    public var seconds: Double {
        Double(nanoseconds) / 1_000_000_000
    }

    /// The interval as Dispatch expresses it.
    public var dispatchInterval: DispatchTimeInterval {
        self == .never ? .never : .nanoseconds(Int(clamping: nanoseconds))
    }

    /// Orders intervals by length.
    @inlinable
    public static func < (lhs: RxTimeInterval, rhs: RxTimeInterval) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }

    /// The sum of two intervals (saturating at ``never``).
    @inlinable
    public static func + (lhs: RxTimeInterval, rhs: RxTimeInterval) -> RxTimeInterval {
        RxTimeInterval(
            nanoseconds: lhs.nanoseconds.addingReportingOverflow(rhs.nanoseconds).overflow
                ? .max : lhs.nanoseconds + rhs.nanoseconds)
    }

    /// The difference of two intervals.
    @inlinable
    public static func - (lhs: RxTimeInterval, rhs: RxTimeInterval) -> RxTimeInterval {
        RxTimeInterval(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
    }

    /// `1.5s`, `300ms`, `never`.
    public var description: String {
        if self == .never { return "never" }
        if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
        if nanoseconds % 1_000 == 0 { return "\(nanoseconds / 1_000)µs" }
        return "\(nanoseconds)ns"
    }
}

/// A point in a scheduler's time: nanoseconds since that scheduler's origin.
///
/// Real schedulers measure from the Unix epoch (see ``date``); a virtual-time scheduler measures
/// from its own zero, so `now` in a test is exact.
public struct RxTime: Hashable, Comparable, Sendable {
    /// Nanoseconds since the scheduler's origin.
    public var nanoseconds: Int64

    /// The time `nanoseconds` after the origin.
    @inlinable
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// Orders times.
    @inlinable
    public static func < (lhs: RxTime, rhs: RxTime) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }

    /// The time `interval` later.
    @inlinable
    public static func + (lhs: RxTime, rhs: RxTimeInterval) -> RxTime {
        RxTime(nanoseconds: lhs.nanoseconds &+ rhs.nanoseconds)
    }

    /// The interval from `rhs` to `lhs`.
    @inlinable
    public static func - (lhs: RxTime, rhs: RxTime) -> RxTimeInterval {
        RxTimeInterval(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
    }
}
