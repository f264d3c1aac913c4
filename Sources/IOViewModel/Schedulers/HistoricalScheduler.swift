import Foundation

/// A ``VirtualTimeScheduler`` whose clock is a `Date`: for replaying events that happened at
/// known dates, in no time.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 10))
/// ```
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>,
    @unchecked Sendable
{
    // Sendable as its base class is: all mutable state is behind the base class's lock.

    /// A scheduler whose clock reads `initialClock`, the Unix epoch by default.
    public init(initialClock: Date = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
