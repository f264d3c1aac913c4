import IOViewModel

/// What the scheduler keeps to report leaks: the subscription logs of its test observables, and
/// the resource trackers of the runs that charged subscriptions to a tracker of their own.
///
/// Invariants:
/// - Both lists only grow: a log or a tracker is kept for the scheduler's lifetime, so a report
///   made after a run still sees what the run subscribed.
/// - `trackers` holds each tracker once (compared by identity).
struct SubscriptionTracking {
    /// The subscription logs of the test observables made on the scheduler.
    var logs: [SubscriptionLog] = []
    /// The trackers of the `start` and marble runs, besides the scheduler's own.
    var trackers: [ResourceTracker] = []
}
