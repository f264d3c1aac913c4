import IOViewModel
import SearchFeature
import TestScheduler
import Synchronization
import Testing

/// The search screen as a property: whatever the user types and however long each search takes,
/// the list shown is always the answer to the latest query searched, never a stale one.
@Suite struct SearchViewModelPropertyTests {
    /// Each query's answer names the query, and takes a time of its own: "s" is slow.
    static let answers: [Character: [String]] = ["s": ["s"], "w": ["sw"], "i": ["swi"]]
    static func diagram(for query: String) -> String {
        switch query {
        case "s": "-------s|"
        case "sw": "--w|"
        default: "----i|"
        }
    }

    @Test func theListShownIsAlwaysTheAnswerToTheLatestQuerySearched() {
        var answered = 0
        let failure = TestScheduler.property(runs: 300, frames: 30, events: 0...8, resolution: 0.1) { run in
            let search = run.scheduler.asyncService(values: Self.answers) { (query: String) in
                Self.diagram(for: query)
            }
            // What happened, in order: each search as it is called, each list as it is shown.
            let log = Mutex<[(searched: String?, shown: [String]?)]>([])
            let viewModel = SearchViewModel(
                search: { query in
                    log.withLock { $0.append((query, nil)) }
                    return try await search(query)
                }, scheduler: run.scheduler)
            run.input(
                "viewModel.inputs.didChange(query:)", values: ["s": "s", "w": "sw", "i": "swi", "e": ""],
                into: viewModel.inputs.didChange(query:))
            _ = run.output(
                "viewModel.outputs.results",
                viewModel.outputs.results.do(onNext: { list in log.withLock { $0.append((nil, list)) } }))
            run.check("every list shown answers the latest query searched before it") {
                var latest: String?
                for entry in log.withLock({ $0 }) {
                    if let query = entry.searched { latest = query }
                    guard let query = entry.shown?.first else { continue }
                    answered += 1
                    if query != latest { return false }
                }
                return true
            }
        }
        #expect(failure == nil)
        // The property does not hold for want of answers.
        #expect(answered > 100)
    }
}
