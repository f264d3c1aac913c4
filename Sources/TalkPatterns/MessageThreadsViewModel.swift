import IOViewModel

/// What the message-thread list tells its view model.
public protocol MessageThreadsViewModelInputs {
    /// Call when the list appears: it fetches at once, then every polling period. Calling it
    /// again while the list is visible changes nothing.
    func viewDidAppear()
    /// Call when the list is about to disappear: polling stops and a fetch in flight is
    /// cancelled.
    func viewWillDisappear()
}

/// What the message-thread list shows.
///
/// Both outputs deliver on the main scheduler, never fail and are shared: however many views
/// observe them, there is one poll. ``threads`` is a driver (state, replayed to a late view),
/// ``fetchFailed`` a signal (an event, never replayed). A fetch brings either a list or a
/// failure, so one event changes one output.
public protocol MessageThreadsViewModelOutputs {
    /// Emits the threads whenever a fetch brings a list that differs from the last one emitted
    /// (the first fetched list always). A late subscriber receives the latest list at once.
    var threads: Driver<[MessageThread]> { get }
    /// Emits the description of each failed fetch. The list stays as it was and polling goes on:
    /// the next tick tries again.
    var fetchFailed: Signal<String> { get }
}

/// The faces of the message-thread list's view model; a view holds this, never the class.
public protocol MessageThreadsViewModelType {
    /// What the view calls.
    var inputs: any MessageThreadsViewModelInputs { get }
    /// What the view observes.
    var outputs: any MessageThreadsViewModelOutputs { get }
}

/// The talk's polling pattern: a message-thread list refreshed every 10 seconds while it is on
/// screen.
///
/// Three operators make it:
/// - `interval` ticks every period (after a first fetch at once, so the list is not empty for
///   the first 10 seconds);
/// - `flatMapFirst` starts a fetch on a tick only when none is running: on a slow network, ticks
///   that arrive during a fetch are dropped rather than queued or piled up as parallel requests;
/// - `distinctUntilChanged` lets a fetched list through only when it differs from the previous
///   one (the talk's `filter`), so the table is not reloaded (and does not lose its scroll
///   position) every 10 seconds for nothing.
///
/// Polling runs between ``viewDidAppear()`` and ``viewWillDisappear()``: `flatMapLatest` over the
/// visibility disposes the interval and any fetch in flight when the list disappears.
public final class MessageThreadsViewModel: MessageThreadsViewModelType, MessageThreadsViewModelInputs,
    MessageThreadsViewModelOutputs
{
    public var inputs: any MessageThreadsViewModelInputs { self }
    public var outputs: any MessageThreadsViewModelOutputs { self }

    // MARK: - Inputs

    private let viewAppeared = PublishRelay<Void>()
    public func viewDidAppear() {
        viewAppeared.accept(())
    }

    private let viewDisappearing = PublishRelay<Void>()
    public func viewWillDisappear() {
        viewDisappearing.accept(())
    }

    // MARK: - Outputs

    public let threads: Driver<[MessageThread]>
    public let fetchFailed: Signal<String>

    private let disposeBag = DisposeBag()

    /// A view model that fetches through `service` every `period` (10 seconds, as in the talk)
    /// on `scheduler`.
    public init(
        service: any MessageThreadService, scheduler: any SchedulerType, period: RxTimeInterval = .seconds(10)
    ) {
        let isVisible = Observable.merge(viewAppeared.map { true }, viewDisappearing.map { false })
            .distinctUntilChanged()
        let fetches =
            isVisible
            .flatMapLatest { visible -> Observable<FetchOutcome> in
                guard visible else { return .empty() }
                return Observable<Int>.interval(period, scheduler: scheduler)
                    .map { _ in () }
                    .startWith(())
                    .flatMapFirst { _ in
                        service.fetchThreads()
                            .take(1)
                            .map(FetchOutcome.fetched)
                            .catch { error in .just(.failed(String(describing: error))) }
                    }
            }
            // The one hop: each fetch's outcome reaches the main scheduler here, once.
            .asDriver(onErrorDriveWith: .empty())

        // The first fetched list always passes: nothing has been shown yet.
        threads = fetches.compactMap(\.threads).distinctUntilChanged().hot(keptBy: disposeBag)
        fetchFailed = fetches.asSignal().compactMap(\.failureMessage).hot(keptBy: disposeBag)
    }
}

/// What one poll brought.
private enum FetchOutcome {
    case fetched([MessageThread])
    case failed(String)

    var threads: [MessageThread]? {
        if case .fetched(let threads) = self { threads } else { nil }
    }

    var failureMessage: String? {
        if case .failed(let message) = self { message } else { nil }
    }
}
