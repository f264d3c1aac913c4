/// The scheduler's virtual clock and the actions queued on it.
///
/// Invariants:
/// - `clock` never moves back: the run loop sets it to a popped action's time only when that
///   time is later, and `advanceTo` only moves it forward.
/// - Every action in `queue` due at or before `clock` runs before any action due later (the
///   queue is in time order, then in the order of scheduling).
/// - `delaySuspensions` is never negative: each marble test adds one for its length and takes it
///   back when it ends; while it is above zero, no action gets the processing delay.
struct ClockState: ~Copyable {
    /// The virtual time, in ticks.
    var clock: TestTime
    /// The actions due, in time order.
    var queue = ActionQueue()
    /// How many marble tests are running: while any is, there is no processing delay.
    var delaySuspensions = 0

    init(clock: TestTime) {
        self.clock = clock
    }
}
