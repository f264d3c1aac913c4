import IOViewModel
import SearchFeature
import Synchronization
import TestScheduler
import Testing

/// The search screen as marble diagrams. One frame is 100 ms (`resolution: 0.1`): the debounce
/// of 300 ms is three frames, the catalog's latency of 500 ms five.
@Suite struct SearchViewModelTests {
    let found: [Character: [String]] = ["n": [], "a": ["Swift", "SwiftUI"], "u": ["SwiftUI"]]
    let loading: [Character: Bool] = ["f": false, "t": true]

    let messages: [Character: String] = ["e": "", "m": SearchViewModel.failureMessage]

    // The guide's "Testing Async View Models" quotes the first three tests.
    @Test func aQueryTypedQuicklyIsSearchedOnceAndAnsweredInVirtualTime() async {
        let scheduler = TestScheduler(resolution: 0.1)  // a frame is 100 ms
        let service = CatalogSearchService(catalog: ["Swift", "SwiftUI", "Kotlin"], clock: scheduler.virtualClock)
        scheduler.marbles(SearchViewModel(search: service.search, scheduler: scheduler)) { test, viewModel in
            test.input(                                     "-s-w-----------", values: ["s": "s", "w": "sw"], into: viewModel.inputs.didChange(query:))
            test.expect(viewModel.outputs.results,          "n----------a---", values: ["n": [], "a": ["Swift", "SwiftUI"]])
            test.expect(viewModel.outputs.isLoading,        "f-----t----f---", values: ["f": false, "t": true])
            test.expect(viewModel.outputs.errorMessage,     "e--------------", values: ["e": ""])
            test.expect(viewModel.outputs.isRetryEnabled,   "f--------------", values: ["f": false])
        }
        #expect(await service.queries == ["sw"])
    }

    @Test func aSlowAnswerIsCancelledByANewerQueryAndNeverShown() {
        let scheduler = TestScheduler(resolution: 0.1)
        let search = scheduler.asyncService(values: ["a": ["Swift", "SwiftUI"], "u": ["SwiftUI"]]) { (query: String) in
            query == "swift" ? "--------a|" : "-u|"
        }
        scheduler.marbles(SearchViewModel(search: search.call, scheduler: scheduler)) { test, viewModel in
            test.input(                                     "-s----u---------", values: ["s": "swift", "u": "swiftui"], into: viewModel.inputs.didChange(query:))
            test.expect(viewModel.outputs.results,          "n---------u-----", values: ["n": [], "u": ["SwiftUI"]])
            test.expect(viewModel.outputs.isLoading,        "f---t-----f-----", values: ["f": false, "t": true])
            test.expect(viewModel.outputs.errorMessage,     "e---------------", values: ["e": ""])
            test.expect(viewModel.outputs.isRetryEnabled,   "f---------------", values: ["f": false])
        }
        // The first call would have answered at 12; it was cancelled at 9, when the second began.
        #expect(search.calls == [Recorded(time: 4, value: "swift"), Recorded(time: 9, value: "swiftui")])
    }

    @Test func aServiceThatSleepsForRealFailsTheTestWithItsOrigin() {
        let failures = TestFailureReporting.captureFailures {
            let scheduler = TestScheduler(resolution: 0.1)
            let search: @Sendable (String) async throws -> [String] = { query in
                try await Task.sleep(for: .seconds(60))  // real time: the test cannot wait for it
                return [query]
            }
            scheduler.marbles(SearchViewModel(search: search, scheduler: scheduler)) { test, viewModel in
                test.input(                                 "-s--------", values: ["s": "swift"], into: viewModel.inputs.didChange(query:))
                test.expect(viewModel.outputs.results,      "n--------s", values: ["n": [], "s": ["swift"]])
                test.expect(viewModel.outputs.isLoading,    "f---t-----", values: loading)
                test.expect(viewModel.outputs.errorMessage, "e---------", values: messages)
                test.expect(viewModel.outputs.isRetryEnabled, "f---------", values: loading)
            }
        }
        // The missing answer, then its cause: the stalled task. The request ended with the view
        // model, which the test let go of, so nothing leaks.
        #expect(failures.count == 2, "\(failures.map(\.message))")
        #expect(failures.first?.message.hasPrefix("Marble mismatch:") == true)
        #expect(
            failures.last?.message.hasPrefix(
                "TestScheduler: the task that fromAsync started at 4 (SearchFeature/SearchViewModel.swift:") == true)
        #expect(failures.last?.message.contains("was still suspended when the test ended at 10") == true)
    }

    @Test func aFailedSearchShowsTheMessageAndTheRetryButtonUntilTheNextSearch() {
        let scheduler = TestScheduler(resolution: 0.1)
        let search = scheduler.asyncService(values: ["u": ["SwiftUI"]]) { (query: String) in
            query == "down" ? "--#" : "-u|"
        }
        scheduler.marbles(SearchViewModel(search: search.call, scheduler: scheduler)) { test, viewModel in
            test.input(                                     "-d-------u------", values: ["d": "down", "u": "swiftui"], into: viewModel.inputs.didChange(query:))
            test.expect(viewModel.outputs.results,          "n------------u--", values: found)
            test.expect(viewModel.outputs.isLoading,        "f---t-f-----tf--", values: loading)
            test.expect(viewModel.outputs.errorMessage,     "e-----m-----e---", values: messages)
            test.expect(viewModel.outputs.isRetryEnabled,   "f-----t-----f---", values: loading)
        }
    }

    @Test func aFailedSearchKeepsTheResultsShown() {
        let scheduler = TestScheduler(resolution: 0.1)
        let search = scheduler.asyncService(values: ["a": ["Swift", "SwiftUI"]]) { (query: String) in
            query == "swift" ? "-a|" : "--#"
        }
        scheduler.marbles(SearchViewModel(search: search.call, scheduler: scheduler)) { test, viewModel in
            test.input(                                     "-s-----k-------", values: ["s": "swift", "k": "kotlin"], into: viewModel.inputs.didChange(query:))
            test.expect(viewModel.outputs.results,          "n----a---------", values: found)
            test.expect(viewModel.outputs.isLoading,        "f---tf----t-f--", values: loading)
            test.expect(viewModel.outputs.errorMessage,     "e-----------m--", values: messages)
            test.expect(viewModel.outputs.isRetryEnabled,   "f-----------t--", values: loading)
        }
    }

    @Test func retryingSearchesTheSameQueryAgain() {
        let scheduler = TestScheduler(resolution: 0.1)
        // The first call fails, every later one answers.
        let calls = Mutex(0)
        let search = scheduler.asyncService(values: ["a": ["Swift", "SwiftUI"]]) { (_: String) in
            calls.withLock { calls in
                calls += 1
                return calls == 1 ? "--#" : "-a|"
            }
        }
        scheduler.marbles(SearchViewModel(search: search.call, scheduler: scheduler)) { test, viewModel in
            test.input(                                     "-s-------------", values: ["s": "swift"], into: viewModel.inputs.didChange(query:))
            test.input(                                     "--------r------", into: viewModel.inputs.didTapRetryButton)
            test.expect(viewModel.outputs.isLoading,        "f---t-f-tf-----", values: loading)
            test.expect(viewModel.outputs.results,          "n--------a-----", values: found)
            test.expect(viewModel.outputs.errorMessage,     "e-----m-e------", values: messages)
            test.expect(viewModel.outputs.isRetryEnabled,   "f-----t-f------", values: loading)
        }
        #expect(search.calls == [Recorded(time: 4, value: "swift"), Recorded(time: 8, value: "swift")])
    }

    @Test func clearingTheQueryAfterTheAnswerEmptiesTheList() {
        let scheduler = TestScheduler(resolution: 0.1)
        let search = scheduler.asyncService("-----a|", values: ["a": ["Swift", "SwiftUI"]], input: String.self)
        scheduler.marbles(SearchViewModel(search: search.call, scheduler: scheduler)) { test, viewModel in
            test.input(                                     "-s-----c----", values: ["s": "swift", "c": "  "], into: viewModel.inputs.didChange(query:))
            test.expect(viewModel.outputs.results,          "n--------an-", values: found)
            test.expect(viewModel.outputs.isLoading,        "f---t----f--", values: loading)
            test.expect(viewModel.outputs.errorMessage,     "e-----------", values: messages)
            test.expect(viewModel.outputs.isRetryEnabled,   "f-----------", values: loading)
        }
        #expect(search.calls.map(\.value) == ["swift"])
    }

    @Test func aQueryClearedBeforeItsAnswerCancelsTheSearchAndNeverShowsIt() {
        let scheduler = TestScheduler(resolution: 0.1)
        let search = scheduler.asyncService("-----a|", values: ["a": ["Swift", "SwiftUI"]], input: String.self)
        scheduler.marbles(SearchViewModel(search: search.call, scheduler: scheduler)) { test, viewModel in
            test.input(                                     "-s---c------", values: ["s": "swift", "c": ""], into: viewModel.inputs.didChange(query:))
            test.expect(viewModel.outputs.results,          "n-------n---", values: found)
            test.expect(viewModel.outputs.isLoading,        "f---t---f---", values: loading)
            test.expect(viewModel.outputs.errorMessage,     "e-----------", values: messages)
            test.expect(viewModel.outputs.isRetryEnabled,   "f-----------", values: loading)
        }
    }

    @Test func outputsAreSharedAndEmitInTheirDeclaredOrderOnTheMainScheduler() {
        let scheduler = TestScheduler(resolution: 0.1)
        let searches = Mutex(0)
        let search: @Sendable (String) async throws -> [String] = { query in
            searches.withLock { $0 += 1 }
            return [query]
        }
        var log: [String] = []
        scheduler.marbles(SearchViewModel(search: search, scheduler: scheduler)) { test, viewModel in
            test.input(                                     "--s-------", values: ["s": "swift"], into: viewModel.inputs.didChange(query:))
            test.expect(viewModel.outputs.results,          "n----s----", values: ["n": [], "s": ["swift"]])
            test.expect(viewModel.outputs.isLoading,        "f----(tf)-", values: loading)
            test.expect(viewModel.outputs.errorMessage,     "e---------", values: messages)
            test.expect(viewModel.outputs.isRetryEnabled,   "f---------", values: loading)
            // Three views, each subscribing in the reverse of the declared order, from frame 1 to
            // the end.
            var views: DisposeBag? = DisposeBag()
            test.scheduler.scheduleAt(1) {
                for _ in 0..<3 {
                    viewModel.outputs.isRetryEnabled.drive(onNext: { log.append("retry \($0)") }).disposed(by: views!)
                    viewModel.outputs.errorMessage.drive(onNext: { log.append("message '\($0)'") }).disposed(by: views!)
                    viewModel.outputs.isLoading.drive(onNext: { log.append("loading \($0)") }).disposed(by: views!)
                    viewModel.outputs.results.drive(onNext: { log.append("results \($0)") }).disposed(by: views!)
                }
                // What each view is given at once, its current state, is not the order under test.
                log.removeAll()
            }
            test.scheduler.scheduleAt(9) { views = nil }
        }
        func thrice(_ line: String) -> [String] { [line, line, line] }
        #expect(searches.withLock { $0 } == 1)
        #expect(log == thrice("loading true") + thrice("results [\"swift\"]") + thrice("loading false"))
    }
}
