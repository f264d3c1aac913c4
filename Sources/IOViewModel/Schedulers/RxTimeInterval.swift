import Dispatch

/// A span of time, as schedulers and time-based operators take it: Dispatch's
/// `DispatchTimeInterval`, as in RxSwift (`.seconds(3)`, `.milliseconds(300)`, `.never`).
///
/// Being Dispatch's own type, an interval a ported app stores, passes or returns as a
/// `DispatchTimeInterval` (a retry policy's `(UInt) -> DispatchTimeInterval`, for one) is an
/// `RxTimeInterval` here too, and `switch`ing over its cases works as before. The extension below
/// adds what schedulers need: the length in nanoseconds, ordering and arithmetic.
public typealias RxTimeInterval = DispatchTimeInterval

extension DispatchTimeInterval {
    /// The length of the interval in nanoseconds, saturating at `Int64.max` and `Int64.min`;
    /// `.never` is `Int64.max`.
    @inlinable
    public var nanoseconds: Int64 {
        switch self {
        case .seconds(let value): Self.nanoseconds(value, per: 1_000_000_000)
        case .milliseconds(let value): Self.nanoseconds(value, per: 1_000_000)
        case .microseconds(let value): Self.nanoseconds(value, per: 1_000)
        case .nanoseconds(let value): Int64(clamping: value)
        case .never: .max
        @unknown default: .max
        }
    }

    /// `value` units of `per` nanoseconds each, saturating.
    @inlinable
    static func nanoseconds(_ value: Int, per unit: Int64) -> Int64 {
        let (product, overflow) = Int64(clamping: value).multipliedReportingOverflow(by: unit)
        return overflow ? (value < 0 ? .min : .max) : product
    }

    /// An interval of `nanoseconds` nanoseconds; `Int64.max` is `.never`.
    @inlinable
    public init(nanoseconds: Int64) {
        self = nanoseconds == .max ? .never : .nanoseconds(Int(clamping: nanoseconds))
    }

    /// An interval of `seconds` seconds (fractions allowed), rounded to the nanosecond; a length
    /// beyond what 64 bits of nanoseconds hold (about 292 years) saturates, and NaN is no time.
    @inlinable
    public init(seconds: Double) {
        let nanoseconds = (seconds * 1_000_000_000).rounded()
        if nanoseconds.isNaN {
            self = .nanoseconds(0)
        } else if nanoseconds >= 9.2e18 {
            self = .never
        } else {
            self.init(nanoseconds: nanoseconds <= -9.2e18 ? .min : Int64(nanoseconds))
        }
    }

    /// No time at all.
    @inlinable
    public static var zero: DispatchTimeInterval { .nanoseconds(0) }

    /// The interval in seconds.
    @inlinable
    public var seconds: Double {
        Double(nanoseconds) / 1_000_000_000
    }

    /// The sum of two intervals (saturating at `.never`).
    @inlinable
    public static func + (lhs: DispatchTimeInterval, rhs: DispatchTimeInterval) -> DispatchTimeInterval {
        let (sum, overflow) = lhs.nanoseconds.addingReportingOverflow(rhs.nanoseconds)
        return DispatchTimeInterval(nanoseconds: overflow ? (sum < 0 ? .max : .min) : sum)
    }

    /// Whether `lhs` is shorter than `rhs`; `.never` is the longest. (The operators are declared
    /// without a `Comparable` conformance, which belongs to Dispatch.)
    @inlinable
    public static func < (lhs: DispatchTimeInterval, rhs: DispatchTimeInterval) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }

    /// Whether `lhs` is longer than `rhs`.
    @inlinable
    public static func > (lhs: DispatchTimeInterval, rhs: DispatchTimeInterval) -> Bool {
        rhs < lhs
    }

    /// Whether `lhs` is at most as long as `rhs`.
    @inlinable
    public static func <= (lhs: DispatchTimeInterval, rhs: DispatchTimeInterval) -> Bool {
        !(rhs < lhs)
    }

    /// Whether `lhs` is at least as long as `rhs`.
    @inlinable
    public static func >= (lhs: DispatchTimeInterval, rhs: DispatchTimeInterval) -> Bool {
        !(lhs < rhs)
    }

    /// The difference of two intervals.
    @inlinable
    public static func - (lhs: DispatchTimeInterval, rhs: DispatchTimeInterval) -> DispatchTimeInterval {
        let (difference, overflow) = lhs.nanoseconds.subtractingReportingOverflow(rhs.nanoseconds)
        return DispatchTimeInterval(nanoseconds: overflow ? (difference < 0 ? .max : .min) : difference)
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

    /// The time `interval` later, or the last (first) time there is when that is past it.
    @inlinable
    public static func + (lhs: RxTime, rhs: RxTimeInterval) -> RxTime {
        let (sum, overflow) = lhs.nanoseconds.addingReportingOverflow(rhs.nanoseconds)
        return RxTime(nanoseconds: overflow ? (rhs.nanoseconds > 0 ? .max : .min) : sum)
    }

    /// The interval from `rhs` to `lhs`, or the longest interval there is when it is longer.
    @inlinable
    public static func - (lhs: RxTime, rhs: RxTime) -> RxTimeInterval {
        let (difference, overflow) = lhs.nanoseconds.subtractingReportingOverflow(rhs.nanoseconds)
        return RxTimeInterval(nanoseconds: overflow ? (difference < 0 ? .max : .min) : difference)
    }
}
