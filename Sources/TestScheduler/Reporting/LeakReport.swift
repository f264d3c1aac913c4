import IOViewModel

/// What is still subscribed at the end of a test. Empty when nothing leaked.
public struct LeakReport: Sendable, Equatable, CustomStringConvertible {
    /// A test observable subscription without an end.
    public struct OpenSubscription: Sendable, Equatable {
        /// The observable's label: its name, or where it was created.
        public let observable: String
        /// The subscription, whose `unsubscribe` is `nil`.
        public let subscription: Subscription
    }

    /// Subscriptions made while the scheduler ran that have not ended (subjects, `create`,
    /// timers, test observables: everything the core counts).
    public let liveCount: Int
    /// Test observable subscriptions that have not ended, wherever they were made.
    public let openSubscriptions: [OpenSubscription]
    /// The subscriptions counted in ``liveCount``, each with its chain and the call (and line)
    /// that made it, as far as the library saw them: `PublishSubject<String> → map → subscribe`
    /// at the test's line. A test observable's are to its label.
    public let liveSubscriptions: [LiveSubscription]
    /// The tasks that async bridges started on the scheduler and that have not ended, each named
    /// with the bridge, the virtual time and the place it was started.
    public let runningTasks: [String]

    init(
        liveCount: Int, openSubscriptions: [OpenSubscription], liveSubscriptions: [LiveSubscription] = [],
        runningTasks: [String] = []
    ) {
        self.liveCount = liveCount
        self.openSubscriptions = openSubscriptions
        self.liveSubscriptions = liveSubscriptions
        self.runningTasks = runningTasks
    }

    /// Whether nothing is left subscribed.
    public var isEmpty: Bool {
        liveCount == 0 && openSubscriptions.isEmpty && runningTasks.isEmpty
    }

    /// The leak in words, naming each test observable still subscribed.
    public var description: String {
        if isEmpty { return "no leaks" }
        var lines: [String] = []
        if !runningTasks.isEmpty {
            lines.append(
                "Leak: \(runningTasks.count) task\(runningTasks.count == 1 ? "" : "s") started on the scheduler \(runningTasks.count == 1 ? "has" : "have") not ended:"
            )
            for task in runningTasks { lines.append("  \(task).") }
            guard liveCount > 0 || !openSubscriptions.isEmpty else { return lines.joined(separator: "\n") }
        }
        if liveCount == 0 {
            // Only test observables are open, subscribed before the run began (a binding made in
            // the test body before `start`): the run's own count saw none of them.
            let count = openSubscriptions.count
            lines += [
                "Leak: \(count) subscription\(count == 1 ? "" : "s") to test observables \(count == 1 ? "is" : "are") still live, made before the run (a binding set up before `start` or `marbles`?): dispose \(count == 1 ? "it" : "them") by the end of the test."
            ]
        } else {
            lines += [
                "Leak: \(liveCount) subscription\(liveCount == 1 ? "" : "s") made during the test \(liveCount == 1 ? "is" : "are") still live:"
            ]
        }
        // Each test observable still subscribed, with the chain that subscribed to it when it was
        // made during the run; then every other live subscription, named by its chain.
        var unmatched = liveSubscriptions
        for open in openSubscriptions {
            // The live subscription charged for it names the chain from the label on.
            let since = "is still subscribed (since \(open.subscription.subscribe))"
            if let index = unmatched.firstIndex(where: { $0.source == open.observable }) {
                let live = unmatched.remove(at: index)
                lines.append("  \(live.chain) \(since), \(live.origin).")
            } else {
                lines.append("  \(open.observable) \(since).")
            }
        }
        for live in unmatched { lines.append("  \(live).") }
        let unnamed = liveCount - openSubscriptions.count - unmatched.count
        if unnamed > 0 {
            lines.append(
                "  \(unnamed) other\(unnamed == 1 ? " is" : "s are") not to a test observable (a subject, `create`, a timer...)."
            )
        }
        if !unmatched.isEmpty || (unnamed > 0 && openSubscriptions.isEmpty) {
            lines.append(Self.undisposedHint)
            lines.append(Self.endlessWorkHint)
        }
        return lines.joined(separator: "\n")
    }

    /// What a subscription nothing disposed needs: a dispose bag its owner holds.
    static let undisposedHint =
        "  A subscription lasts until it is disposed: keep it in its owner's dispose bag (.disposed(by: disposeBag)), so that it ends with its owner, or dispose it by the end of the test."

    /// Where a leak of work that never ends by itself (a timer, an endless stream, a polling
    /// loop) points: a lifecycle input ends it with the screen.
    static let endlessWorkHint =
        "  A timer or an endless stream that a view model follows lasts as long as the view model: end it with a lifecycle input (viewWillDisappear() with flatMapLatest or take(until:); see \"End endless work\" in the guide's Testing Async View Models)."
}
