import IOViewModel
import SearchFeature
import Testing
import TestScheduler

/// The code of the guide's "Testing Async View Models" (`Docs/IOViewModelGuide.docc/TestingAsyncViewModels.md`), run.
@Suite struct TestingAsyncViewModelsArticleTests {
    @Test func anActorServiceOnTheVirtualClock() async {
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

    @Test func aFakeServiceFromDiagrams() {
        let scheduler = TestScheduler(resolution: 0.1)
        let search = scheduler.asyncService(values: ["a": ["Swift", "SwiftUI"], "u": ["SwiftUI"]]) { (query: String) in
            query == "swift" ? "--------a|" : "-u|"
        }
        let viewModel = SearchViewModel(search: search.call, scheduler: scheduler)
        scheduler.marbles { test in
            test.input(                                 "-s----u---------", values: ["s": "swift", "u": "swiftui"], into: viewModel.inputs.didChange(query:))
            test.expect(viewModel.outputs.results,      "n---------u-----", values: ["n": [], "u": ["SwiftUI"]])
        }
        #expect(search.calls == [Recorded(time: 4, value: "swift"), Recorded(time: 9, value: "swiftui")])
    }

    @Test func aServiceThatSleepsForReal() {
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
        #expect(failures.count == 3)
        #expect(failures.dropFirst().first?.message.contains("was still suspended when the test ended at 10") == true)
        #expect(failures.last?.message.hasPrefix("Leak: 1 subscription made during the test is still live") == true)
    }
}
