@testable import IOViewModel
import Testing

@Suite struct DebugOperatorTests {
    @Test func logsSubscriptionEventsAndDisposal() {
        expectNoLeaks {
            var lines: [String] = []
            let log = EventLog<String>()
            _ = Observable.of("a", String(repeating: "x", count: 60))
                .debug("tag", trimOutput: true, log: { lines.append($0) })
                .subscribe(log)
            #expect(log.events == [.next("a"), .next(String(repeating: "x", count: 60)), .completed])
            let contents = lines.map { $0.split(separator: " ", maxSplits: 2).last.map(String.init) ?? "" }
            #expect(contents == [
                "tag -> subscribed",
                "tag -> Event next(a)",
                "tag -> Event next(xxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxxx)",
                "tag -> Event completed",
                "tag -> isDisposed",
            ])
        }
    }
}
