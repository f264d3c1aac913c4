import IOViewModel

/// What the home screen tells its view model.
public protocol HomeSectionsViewModelInputs {
    /// Call when the screen has loaded: starts the three requests. Later calls are ignored.
    func viewDidLoad()
}

/// What the home screen shows.
///
/// Every output is a driver: it never fails, delivers on the main scheduler, is shared and
/// replays its latest element. However many views observe it, each request is made once, and a
/// view that subscribes late sees the current state. When the last
/// request lands, ``firstSection`` emits before ``sections``, the order they are listed here.
public protocol HomeSectionsViewModelOutputs {
    /// Emits the highlights once, when the last of the three requests has succeeded. A late
    /// subscriber receives them at once. Never emits if a request fails.
    var firstSection: Driver<HomeHighlights> { get }
    /// Emits the message of the first request that fails, as soon as it fails (without waiting
    /// for the other two): the first section cannot be completed, so the screen shows this in its
    /// place. Emits at most once. A late subscriber receives it at once.
    var firstSectionFailed: Driver<String> { get }
    /// The sections below the first, in the order their requests landed: emits the empty list on
    /// subscription, then the growing list each time a request lands. A failed request lands too,
    /// as a section whose content is ``HomeSection/Content/failed(_:)``; the others are not
    /// affected.
    var sections: Driver<[HomeSection]> { get }
}

/// The faces of the home screen's view model; a view holds this, never the class.
public protocol HomeSectionsViewModelType {
    /// What the view calls.
    var inputs: any HomeSectionsViewModelInputs { get }
    /// What the view observes.
    var outputs: any HomeSectionsViewModelOutputs { get }
}

/// The talk's sections pattern: a screen whose first section waits for three requests while the
/// other sections appear one by one as the requests land.
///
/// The three requests are made once each and shared by two combinations:
/// - `zip` pairs the three responses into the first section, which therefore appears when the
///   slowest request lands, and fails as soon as any request fails;
/// - `merge` emits each response as it arrives, so the user sees the fastest list first instead
///   of a blank screen until the slowest one.
///
/// Failure policy: a failed request does not take the others down. Its own section shows the
/// failure where it landed, the first section reports it at once through
/// ``firstSectionFailed``, and the other requests run to the end.
public final class HomeSectionsViewModel: HomeSectionsViewModelType, HomeSectionsViewModelInputs,
    HomeSectionsViewModelOutputs
{
    public var inputs: any HomeSectionsViewModelInputs { self }
    public var outputs: any HomeSectionsViewModelOutputs { self }

    // MARK: - Inputs

    private let viewLoaded = PublishRelay<Void>()
    public func viewDidLoad() {
        viewLoaded.accept(())
    }

    // MARK: - Outputs

    public let firstSection: Driver<HomeHighlights>
    public let firstSectionFailed: Driver<String>
    public let sections: Driver<[HomeSection]>

    private let disposeBag = DisposeBag()

    /// A view model that loads the three lists through `service`.
    public init(service: any HomeService) {
        // Never completes, so the outputs stay open after the load, as every view model's do.
        let firstLoad = viewLoaded.take(1).concat(Observable.never())
        let events =
            firstLoad
            .flatMap { _ -> Observable<LoadEvent> in
                // Each request is subscribed once, by `zip`, and replayed (with its terminal
                // event) to `merge`; `.forever` keeps a request that already landed from being
                // made again.
                func request(_ kind: HomeSectionKind) -> Observable<[String]> {
                    service.fetchItems(of: kind).take(1).share(replay: 1, scope: .forever)
                }
                let ranking = request(.ranking)
                let newArrivals = request(.newArrivals)
                let reviews = request(.reviews)
                let highlights = Observable.zip(ranking, newArrivals, reviews) {
                    HomeHighlights(topRanked: $0.first, newestArrival: $1.first, latestReview: $2.first)
                }
                .map(LoadEvent.highlights)
                .catch { error in .just(.highlightsFailed(String(describing: error))) }
                let landings = [(HomeSectionKind.ranking, ranking), (.newArrivals, newArrivals), (.reviews, reviews)]
                    .map { kind, request in
                        request
                            .map { HomeSection(kind: kind, content: .items($0)) }
                            .catch { error in
                                .just(HomeSection(kind: kind, content: .failed(String(describing: error))))
                            }
                            .map(LoadEvent.landed)
                    }
                return Observable.merge([highlights] + landings)
            }
            // The one hop: each load event reaches the main scheduler here, once.
            .asDriver(onErrorDriveWith: .empty())

        // `merge` subscribes to the highlights before the landings, so `zip` hears each request
        // first: when the last request lands, the first section comes before that request's own.
        firstSection = events.compactMap(\.highlights).hot(keptBy: disposeBag)
        firstSectionFailed = events.compactMap(\.highlightsFailure).hot(keptBy: disposeBag)
        sections =
            events
            .compactMap(\.landed)
            .scan(into: []) { sections, section in sections.append(section) }
            .startWith([])
            .hot(keptBy: disposeBag)
    }
}

/// One thing that happened while the home screen loaded.
private enum LoadEvent {
    case highlights(HomeHighlights)
    case highlightsFailed(String)
    case landed(HomeSection)

    var highlights: HomeHighlights? {
        if case .highlights(let highlights) = self { highlights } else { nil }
    }

    var highlightsFailure: String? {
        if case .highlightsFailed(let message) = self { message } else { nil }
    }

    var landed: HomeSection? {
        if case .landed(let section) = self { section } else { nil }
    }
}
