/// Virtual time, in ticks of a ``TestScheduler``.
///
/// A tick lasts ``TestScheduler/secondsPerTick`` seconds (one second by default, as in RxTest), so
/// the numbers in a test (`.next(210, x)`) are the scheduler's clock readings.
public typealias TestTime = Int
