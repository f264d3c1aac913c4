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

    // The guide's "Testing Async View Models" quotes the first three tests.
    @Test func aQueryTypedQuicklyIsSearchedOnceAndAnsweredInVirtualTime() async {
        let scheduler = TestScheduler(resolution: 0.1)  // a frame is 100 ms
        let service = CatalogSearchService(catalog: ["Swift", "SwiftUI", "Kotlin"], clock: scheduler.virtualClock)
        let viewModel = SearchViewModel(search: service.search, scheduler: scheduler)
        scheduler.marbles { test in
            test.input(                                 "-s-w-----------", values: ["s": "s", "w": "sw"], into: viewModel.inputs.didChange(query:))
            test.expect(viewModel.outputs.isLoading,    "f-----t----f---", values: ["f": false, "t": true])
            test.expect(viewModel.outputs.results,      "n----------a---", values: ["n": [], "a": ["Swift", "SwiftUI"]])
        }
        #expect(await service.queries == ["sw"])
    }

    @Test func aSlowAnswerIsCancelledByANewerQueryAndNeverShown() {
        let scheduler = TestScheduler(resolution: 0.1)
        let search = scheduler.asyncService(values: ["a": ["Swift", "SwiftUI"], "u": ["SwiftUI"]]) { (query: String) in
            query == "swift" ? "--------a|" : "-u|"
        }
        let viewModel = SearchViewModel(search: search.call, scheduler: scheduler)
        scheduler.marbles { test in
            test.input(                                 "-s----u---------", values: ["s": "swift", "u": "swiftui"], into: viewModel.inputs.didChange(query:))
            test.expect(viewModel.outputs.results,      "n---------u-----", values: ["n": [], "u": ["SwiftUI"]])
        }
        // The first call would have answered at 12; it was cancelled at 9, when the second began.
        #expect(search.calls == [Recorded(time: 4, value: "swift"), Recorded(time: 9, value: "swiftui")])
    }

    @Test func aServiceThatSleepsForRealFailsTheTestWithItsOrigin() {
        let failures = TestFailureReporting.captureFailures {
            let scheduler = TestScheduler(resolution: 0.1)
            let viewModel = SearchViewModel(
                search: { query in
                    try await Task.sleep(for: .seconds(60))  // real time: the test cannot wait for it
                    return [query]
                }, scheduler: scheduler)
            scheduler.marbles { test in
                test.input(                             "-s--------", values: ["s": "swift"], into: viewModel.inputs.didChange(query:))
                test.expect(viewModel.outputs.results,  "n--------s", values: ["n": [], "s": ["swift"]])
            }
        }
        // The missing answer, the stalled task, and the request the view model still holds.
        #expect(failures.count == 3)
        #expect(failures.first?.message.hasPrefix("Marble mismatch:") == true)
        #expect(
            failures.dropFirst().first?.message.hasPrefix(
                "TestScheduler: the task that fromAsync started at 4 (SearchFeature/SearchViewModel.swift:") == true)
        #expect(failures.dropFirst().first?.message.contains("was still suspended when the test ended at 10") == true)
        #expect(failures.last?.message.hasPrefix("Leak: 1 subscription made during the test is still live") == true)
        #expect(
            failures.last?.message.hasSuffix(
                "A task named above has not ended: the subscription that started it stays live until it does.") == true)
    }

    @Test func aFailedSearchShowsTheMessageAndTheRetryButtonUntilTheNextSearch() {
        let scheduler = TestScheduler(resolution: 0.1)
        let search = scheduler.asyncService(values: ["u": ["SwiftUI"]]) { (query: String) in
            query == "down" ? "--#" : "-u|"
        }
        let viewModel = SearchViewModel(search: search.call, scheduler: scheduler)
        let messages: [Character: String] = ["e": "", "m": SearchViewModel.failureMessage]
        scheduler.marbles { test in
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
        let viewModel = SearchViewModel(search: search.call, scheduler: scheduler)
        scheduler.marbles { test in
            test.input(                                     "-s-----k-------", values: ["s": "swift", "k": "kotlin"], into: viewModel.inputs.didChange(query:))
            test.expect(viewModel.outputs.results,          "n----a---------", values: found)
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
        let viewModel = SearchViewModel(search: search.call, scheduler: scheduler)
        scheduler.marbles { test in
            test.input(                                     "-s-------------", values: ["s": "swift"], into: viewModel.inputs.didChange(query:))
            test.input(                                     "--------r------", into: viewModel.inputs.didTapRetryButton)
            test.expect(viewModel.outputs.isLoading,        "f---t-f-tf-----", values: loading)
            test.expect(viewModel.outputs.results,          "n--------a-----", values: found)
            test.expect(viewModel.outputs.isRetryEnabled,   "f-----t-f------", values: loading)
        }
        #expect(search.calls == [Recorded(time: 4, value: "swift"), Recorded(time: 8, value: "swift")])
    }

    @Test func clearingTheQueryAfterTheAnswerEmptiesTheList() {
        let scheduler = TestScheduler(resolution: 0.1)
        let search = scheduler.asyncService("-----a|", values: ["a": ["Swift", "SwiftUI"]], input: String.self)
        let viewModel = SearchViewModel(search: search.call, scheduler: scheduler)
        scheduler.marbles { test in
            test.input(                                 "-s-----c----", values: ["s": "swift", "c": "  "], into: viewModel.inputs.didChange(query:))
            test.expect(viewModel.outputs.results,      "n--------an-", values: found)
            test.expect(viewModel.outputs.isLoading,    "f---t----f--", values: loading)
        }
        #expect(search.calls.map(\.value) == ["swift"])
    }

    @Test func aQueryClearedBeforeItsAnswerCancelsTheSearchAndNeverShowsIt() {
        let scheduler = TestScheduler(resolution: 0.1)
        let search = scheduler.asyncService("-----a|", values: ["a": ["Swift", "SwiftUI"]], input: String.self)
        let viewModel = SearchViewModel(search: search.call, scheduler: scheduler)
        scheduler.marbles { test in
            test.input(                                 "-s---c------", values: ["s": "swift", "c": ""], into: viewModel.inputs.didChange(query:))
            test.expect(viewModel.outputs.results,      "n-------n---", values: found)
            test.expect(viewModel.outputs.isLoading,    "f---t---f---", values: loading)
        }
    }

    @Test func outputsAreSharedAndEmitInTheirDeclaredOrder() {
        let scheduler = TestScheduler(resolution: 0.1)
        let searches = Mutex(0)
        let viewModel = SearchViewModel(
            search: { query in
                searches.withLock { $0 += 1 }
                return [query]
            }, scheduler: scheduler)
        var log: [String] = []
        let disposeBag = DisposeBag()
        // Three views, each subscribing in the reverse of the declared order.
        for _ in 0..<3 {
            viewModel.outputs.isRetryEnabled.subscribe(onNext: { log.append("retry \($0)") }).disposed(by: disposeBag)
            viewModel.outputs.errorMessage.subscribe(onNext: { log.append("message '\($0)'") }).disposed(by: disposeBag)
            viewModel.outputs.isLoading.subscribe(onNext: { log.append("loading \($0)") }).disposed(by: disposeBag)
            viewModel.outputs.results.subscribe(onNext: { log.append("results \($0)") }).disposed(by: disposeBag)
        }
        scheduler.scheduleAt(1) { log.removeAll() }
        scheduler.scheduleAt(2) { viewModel.inputs.didChange(query: "swift") }
        scheduler.advanceTo(10)
        func thrice(_ line: String) -> [String] { [line, line, line] }
        #expect(searches.withLock { $0 } == 1)
        #expect(log == thrice("loading true") + thrice("results [\"swift\"]") + thrice("loading false"))
    }
}

