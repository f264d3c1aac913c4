/// How a marble diagram maps onto virtual time.
///
/// A frame (`-`, a value, `|`, `#`, `^`, `!`) lasts ``frame`` ticks; a time progression such as
/// `10ms` lasts its duration divided by ``resolution`` (seconds per tick, as in
/// ``TestScheduler/secondsPerTick``) and must come out as a whole number of ticks.
public struct MarbleFormat: Sendable, Equatable {
    /// Ticks per frame; one by default. A frame lasts at least one tick: parsing with a
    /// smaller one throws ``MarbleError``, and drawing draws it as one tick.
    public var frame: TestTime
    /// Seconds per tick, used to convert time progressions.
    public var resolution: Double

    /// A format of `frame` ticks per frame, at `resolution` seconds per tick.
    public init(frame: TestTime = 1, resolution: Double = 1.0) {
        self.frame = frame
        self.resolution = resolution
    }

    /// The frame's length as drawing uses it: ``frame``, or one tick when it is shorter.
    var ticksPerFrame: TestTime {
        max(1, frame)
    }

    /// The frame a time `offset` ticks after frame zero falls in (the frame it is inside, for a
    /// time between frames), and whether it falls exactly at that frame's start.
    func frame(at offset: TestTime) -> (frame: Int, exact: Bool) {
        var frame = offset / ticksPerFrame
        let exact = offset % ticksPerFrame == 0
        if !exact, offset < 0 { frame -= 1 }
        return (frame, exact)
    }

    /// What is wrong with `frame` as a frame's length, said for `entry` (the entry point that was
    /// given it), or `nil` when it is one: a frame lasts a whole number of ticks, at least one.
    static func frameProblem(_ frame: TestTime, in entry: String) -> String? {
        guard frame < 1 else { return nil }
        return
            "\(entry): frame \(frame) is not a length of time: a frame lasts a whole number of ticks, at least 1 (the default)."
    }

    /// The length of a tick in nanoseconds.
    var nanosecondsPerTick: Int64 {
        let nanoseconds = (resolution * 1_000_000_000).rounded()
        guard nanoseconds >= 1 else { return 1 }  // also NaN
        return nanoseconds < 9.2e18 ? Int64(nanoseconds) : .max
    }
}
