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
    /// The tasks that async bridges started on the scheduler and that have not ended, each named
    /// with the bridge, the virtual time and the place it was started.
    public let runningTasks: [String]

    init(liveCount: Int, openSubscriptions: [OpenSubscription], runningTasks: [String] = []) {
        self.liveCount = liveCount
        self.openSubscriptions = openSubscriptions
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
                "Leak: \(liveCount) subscription\(liveCount == 1 ? "" : "s") made during the test \(liveCount == 1 ? "is" : "are") still live."
            ]
        }
        for open in openSubscriptions {
            lines.append("  \(open.observable) is still subscribed (since \(open.subscription.subscribe)).")
        }
        let others = liveCount - openSubscriptions.count
        if others > 0 && !openSubscriptions.isEmpty {
            lines.append(
                "  \(others) other\(others == 1 ? " is" : "s are") not to a test observable (a subject, `create`, a timer...)."
            )
        } else if openSubscriptions.isEmpty, liveCount > 0 {
            lines.append(
                "  None is to a test observable: look for a subject, `create` or timer subscription that is never disposed."
            )
            lines.append(Self.endlessWorkHint)
        }
        return lines.joined(separator: "\n")
    }

    /// Where a leak of work that never ends by itself (a timer, an endless stream, a polling
    /// loop) points: a lifecycle input ends it with the screen.
    static let endlessWorkHint =
        "  A timer or an endless stream that a view model follows lasts as long as the view model: end it with a lifecycle input (viewWillDisappear() with flatMapLatest or take(until:); see \"End endless work\" in the guide's Testing Async View Models)."
}
