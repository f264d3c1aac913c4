import IOViewModel
import TestScheduler

/// The pictures of the marble testing guide: groups, hot diagrams, subscriptions.
public enum MarbleTestingScenarios {
    /// A group at one frame, and a cold source let go of early.
    public static let take = Scenario(
        name: "marbles-take", title: "take(2) completes in the frame of b and lets go of its source",
        caption: "source.take(2)", lanes: ["source", "result"]
    ) { test in
        let source = test.cold("-a-b-c-|")
        test.expect(source.take(2), "-a-(b|)")
        test.expectSubscriptions(source, "^--!")
    }

    /// A hot source: what happened before the subscription is lost.
    public static let hot = Scenario(
        name: "marbles-hot", title: "A hot source plays on its own clock: a, before the subscription, is missed",
        caption: "hot.map { $0.uppercased() }", lanes: ["hot", "result"]
    ) { test in
        let hot = test.hot("--a-^-b-c-|")
        test.expect(hot.map { $0.uppercased() }, "--B-C-|")
    }

    /// A cold source: every subscription gets the whole sequence from its start.
    public static let cold = Scenario(
        name: "marbles-cold", title: "A cold source starts over for each subscription",
        caption: "source.concat(source)", lanes: ["source", "result"]
    ) { test in
        let source = test.cold("-x-y|")
        test.expect(source.concat(source), "-x-y-x-y|")
    }

    /// Every marble testing scenario.
    public static let all = [take, hot, cold]
}
