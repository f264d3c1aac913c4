import IOViewModel
import SearchFeature
import TestScheduler
import Synchronization
import Testing

/// The search screen as a property: whatever the user types and however long each search takes,
/// the list shown never goes back to the answer of a query older than one already shown.
@Suite struct SearchViewModelPropertyTests {
    /// Each query's answer names the query, and takes a time of its own: "s" is slow, and a
    /// search of "swi" fails.
    static let answers: [Character: [String]] = ["s": ["s"], "w": ["sw"]]
    static func diagram(for query: String) -> String {
        switch query {
        case "s": "-------s|"
        case "sw": "--w|"
        default: "----#"
        }
    }

    @Test func theListShownNeverGoesBackToAnOlderQuerysAnswer() {
        var answered = 0
        let failure = TestScheduler.property(runs: 300, frames: 30, events: 0...8, resolution: 0.1) { run in
            let search = run.scheduler.asyncService(values: Self.answers) { (query: String) in
                Self.diagram(for: query)
            }
            // What happened, in order: each search as it is called, each list as it is shown.
            let log = Mutex<[(searched: String?, shown: [String]?)]>([])
            // The run's scheduler stands in for the main one, so the drivers deliver in its time.
            let viewModel = MainScheduler.withMainScheduler(run.scheduler) {
                SearchViewModel(
                    search: { query in
                        log.withLock { $0.append((query, nil)) }
                        return try await search(query)
                    }, scheduler: run.scheduler)
            }
            run.input(
                "viewModel.inputs.didChange(query:)", values: ["s": "s", "w": "sw", "i": "swi", "e": ""],
                into: viewModel.inputs.didChange(query:))
            run.input("viewModel.inputs.didTapRetryButton", symbol: "r", events: 0...3, into: viewModel.inputs.didTapRetryButton)
            _ = run.output(
                "viewModel.outputs.results",
                viewModel.outputs.results.asObservable().do(onNext: { list in log.withLock { $0.append((nil, list)) } }))
            run.check("every list shown answers a query searched no earlier than the one shown before it") {
                var searched: [String] = []
                var lastShown = -1
                for entry in log.withLock({ $0 }) {
                    if let query = entry.searched { searched.append(query) }
                    guard let query = entry.shown?.first else { continue }
                    answered += 1
                    // The answer reaches the view a hop after it arrives, so a newer query may
                    // already be searched; an older answer must never follow a newer one.
                    guard let index = searched.lastIndex(of: query), index >= lastShown else { return false }
                    lastShown = index
                }
                return true
            }
        }
        #expect(failure == nil)
        // The property does not hold for want of answers.
        #expect(answered > 50)
    }
}
