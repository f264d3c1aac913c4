#if !canImport(UIKit)
import IOViewModel
import TestScheduler
import Testing

// The porting guide's workaround for the RxCocoa members that need a delegate proxy: the view
// controller is the search bar's delegate and sends what it is told into the view model's input.
// UIKit does not exist here, so the minimal stand-ins at the end of this file give the delegate
// something to compile against; what the test checks is that the view model receives the text.

final class SearchViewController {
    let viewModel: SearchViewModel

    init(viewModel: SearchViewModel) { self.viewModel = viewModel }
}

extension SearchViewController: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        viewModel.query.accept(searchText)
    }
}

@Suite struct DelegateWorkaroundSnippetTests {
    @Test func theDelegateFeedsTheViewModelsInput() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let viewModel = SearchViewModel(search: { Observable.just(["\($0) result"]) }, scheduler: scheduler)
        let controller = SearchViewController(viewModel: viewModel)
        let results = scheduler.createObserver([String].self)
        let subscription = viewModel.results.subscribe(results)
        scheduler.scheduleAt(100) { controller.searchBar(UISearchBar(), textDidChange: "swift") }
        scheduler.start()
        #expect(results.events == [.next(400, ["swift result"])])
        subscription.dispose()
    }
}

/// A search bar (UIKit's, reduced to its type).
final class UISearchBar {}

/// The search bar's delegate method the example implements.
protocol UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
}
#endif
