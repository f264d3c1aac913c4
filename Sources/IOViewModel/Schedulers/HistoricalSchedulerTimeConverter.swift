import Foundation

/// The converter of ``HistoricalScheduler``: virtual time is a `Date`, a virtual interval is a
/// number of seconds.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    /// A point in virtual time: a date.
    public typealias VirtualTimeUnit = Date

    /// A span of virtual time, in seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// A converter; it holds nothing.
    public init() {}

    /// The core's time at `virtualTime` (nanoseconds since the Unix epoch, as real schedulers
    /// measure).
    public func convertFromVirtualTime(_ virtualTime: Date) -> RxTime {
        RxTime(date: virtualTime)
    }

    /// The date at the core's `time`.
    public func convertToVirtualTime(_ time: RxTime) -> Date {
        time.date
    }

    /// `virtualTimeInterval`, already in seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
        virtualTimeInterval
    }

    /// `timeInterval`, already in seconds.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval {
        timeInterval
    }

    /// The date `offset` seconds after `time`.
    public func offsetVirtualTime(_ time: Date, offset: TimeInterval) -> Date {
        time.addingTimeInterval(offset)
    }

    /// The order of two dates.
    public func compareVirtualTime(_ lhs: Date, _ rhs: Date) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}
