import IOViewModel

/// What the search screen tells its view model.
public protocol SearchViewModelInputs {
    /// Call when the search field's text changes.
    func didChange(query: String)
    /// Call when the retry button is tapped: searches the current query again.
    func didTapRetryButton()
}

/// What the search screen shows.
///
/// The outputs are drivers: they never fail, deliver on the main scheduler (whatever thread the
/// service answers on), and replay their latest value to a late view. They are hot and shared,
/// start with the empty screen (no results, not loading, no message, no retry) and, for one
/// event, emit in the order declared here.
public protocol SearchViewModelOutputs {
    /// Emits the results of the latest query once its search answers, and an empty list for an
    /// empty query. A failed search leaves the list shown as it was. Never the results of a query
    /// older than one already shown.
    var results: Driver<[String]> { get }
    /// Emits `true` when a search starts, `false` when it answers, fails or is abandoned for an
    /// empty query.
    var isLoading: Driver<Bool> { get }
    /// Emits ``SearchViewModel/failureMessage`` when a search fails, and an empty string when the
    /// next search starts or the query is cleared.
    var errorMessage: Driver<String> { get }
    /// Emits whether the retry button can be tapped: `true` once a search has failed, `false` when
    /// the next search starts or the query is cleared.
    var isRetryEnabled: Driver<Bool> { get }
}

/// The faces of the search screen's view model; a view holds this, never the class.
public protocol SearchViewModelType {
    /// What the view calls.
    var inputs: any SearchViewModelInputs { get }
    /// What the view observes.
    var outputs: any SearchViewModelOutputs { get }
}

/// Search as you type, over an `async` service.
///
/// - `debounce` waits until the user pauses typing, so a word typed quickly costs one request;
/// - `distinctUntilChanged` skips a typed query that is the same as the last one typed (a letter
///   typed and erased), whose answer is already shown or already failed;
/// - the retry button searches the latest query again, whether its search failed or not;
/// - `flatMapLatest` over `Observable.fromAsync` calls the service and, when a newer query
///   arrives, disposes the older call: its task is cancelled, so a slow answer to a stale query is
///   never shown;
/// - a failure is caught inside the search, so the next query or a retry searches again;
/// - `asDriver` moves the search's phase to the main scheduler once, and every output is a driver
///   operator of that one driver: an answer reaches the view in one step, its results before the
///   loading indicator stops.
///
/// In a test scheduler's run, the service's tasks run on the scheduler in virtual time: a service that sleeps on
/// `scheduler.virtualClock`, or a fake one made with `scheduler.asyncService`, answers at an exact
/// frame.
public final class SearchViewModel: SearchViewModelType, SearchViewModelInputs, SearchViewModelOutputs {
    /// The message shown when a search fails.
    public static let failureMessage = "Search failed. Check your connection and try again."

    public var inputs: any SearchViewModelInputs { self }
    public var outputs: any SearchViewModelOutputs { self }

    // MARK: - Inputs

    private let queryChanged = PublishRelay<String>()
    public func didChange(query: String) {
        queryChanged.accept(query)
    }

    private let retryButtonTapped = PublishRelay<Void>()
    public func didTapRetryButton() {
        retryButtonTapped.accept(())
    }

    // MARK: - Outputs

    public let results: Driver<[String]>
    public let isLoading: Driver<Bool>
    public let errorMessage: Driver<String>
    public let isRetryEnabled: Driver<Bool>

    private let disposeBag = DisposeBag()

    /// A view model that searches with `search` (an actor's method, a client's function, a fake)
    /// once the query has been still for `debounce` on `scheduler`.
    public init(
        search: @escaping @Sendable (String) async throws -> [String],
        scheduler: any SchedulerType,
        debounce: RxTimeInterval = .milliseconds(300)
    ) {
        let queries =
            queryChanged
            .map { $0.trimmingWhitespace() }
            .debounce(debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .share(replay: 1)
        let retries = retryButtonTapped.withLatestFrom(queries)

        // The one hop: each phase reaches the main scheduler here, once. The empty screen comes
        // first, replayed to every output as it connects.
        let phase = Observable.merge(queries, retries)
            .flatMapLatest { query -> Observable<SearchPhase> in
                guard !query.isEmpty else { return .just(.cleared) }
                return Observable.fromAsync { try await search(query) }
                    .map(SearchPhase.answered)
                    .catch { _ in .just(.failed) }
                    .startWith(.searching)
            }
            .asDriver(onErrorDriveWith: .empty())
            .startWith(.cleared)

        // Driver operators only, none of which hops: connected in this order, so for one phase
        // the outputs emit in this order.
        results = phase.compactMap(\.results).hot(keptBy: disposeBag)
        isLoading = phase.map { $0 == .searching }.distinctUntilChanged().hot(keptBy: disposeBag)
        errorMessage =
            phase.map { $0 == .failed ? Self.failureMessage : "" }
            .distinctUntilChanged()
            .hot(keptBy: disposeBag)
        isRetryEnabled = phase.map { $0 == .failed }.distinctUntilChanged().hot(keptBy: disposeBag)
    }
}

/// Where the search for the current query stands.
private enum SearchPhase: Equatable {
    case cleared
    case searching
    case answered([String])
    case failed

    /// The list to show, when this phase changes it: a failure keeps the list shown.
    var results: [String]? {
        switch self {
        case .cleared: []
        case .answered(let results): results
        case .searching, .failed: nil
        }
    }
}

extension String {
    /// The text without leading and trailing spaces and newlines.
    fileprivate func trimmingWhitespace() -> String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
