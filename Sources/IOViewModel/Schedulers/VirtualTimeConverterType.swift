import Foundation

/// How a ``VirtualTimeScheduler`` reads its clock: the unit of its virtual time and of its
/// virtual intervals, and their conversion to the core's ``RxTime`` and to seconds.
///
/// A converter is a plain value the scheduler keeps for its lifetime and calls from whichever
/// thread drives it, hence `Sendable`; its functions must be pure.
public protocol VirtualTimeConverterType: Sendable {
    /// A point in virtual time.
    associatedtype VirtualTimeUnit

    /// A span of virtual time.
    associatedtype VirtualTimeIntervalUnit

    /// The core's time at `virtualTime`.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time at the core's `time`.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// `virtualTimeInterval` in seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// `timeInterval` seconds as a virtual interval.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// The virtual time `offset` after `time`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// How `lhs` compares with `rhs`; the scheduler orders its actions by it, so the virtual time
    /// type needs no `Comparable` conformance.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times, as ``VirtualTimeConverterType/compareVirtualTime(_:_:)``
/// reports it.
public enum VirtualTimeComparison: Sendable {
    /// The first time is earlier.
    case lessThan
    /// The times are the same.
    case equal
    /// The first time is later.
    case greaterThan
}
