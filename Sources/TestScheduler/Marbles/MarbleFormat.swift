/// How a marble diagram maps onto virtual time.
///
/// A frame (`-`, a value, `|`, `#`, `^`, `!`) lasts ``frame`` ticks; a time progression such as
/// `10ms` lasts its duration divided by ``resolution`` (seconds per tick, as in
/// ``TestScheduler/secondsPerTick``) and must come out as a whole number of ticks.
public struct MarbleFormat: Sendable, Equatable {
    /// Ticks per frame; one by default.
    public var frame: TestTime
    /// Seconds per tick, used to convert time progressions.
    public var resolution: Double

    /// A format of `frame` ticks per frame, at `resolution` seconds per tick.
    public init(frame: TestTime = 1, resolution: Double = 1.0) {
        self.frame = max(1, frame)
        self.resolution = resolution
    }

    /// The length of a tick in nanoseconds.
    var nanosecondsPerTick: Int64 {
        let nanoseconds = (resolution * 1_000_000_000).rounded()
        guard nanoseconds >= 1 else { return 1 }  // also NaN
        return nanoseconds < 9.2e18 ? Int64(nanoseconds) : .max
    }
}
