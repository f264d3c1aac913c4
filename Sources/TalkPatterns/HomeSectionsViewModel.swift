import IOViewModel

/// What the home screen tells its view model.
public protocol HomeSectionsViewModelInputs {
    /// Call when the screen has loaded: starts the three requests. Later calls are ignored.
    func viewDidLoad()
}

/// What the home screen shows.
public protocol HomeSectionsViewModelOutputs {
    /// Emits the highlights once, when the last of the three requests has succeeded. A late
    /// subscriber receives them at once. Never emits if a request fails.
    var firstSection: Observable<HomeHighlights> { get }
    /// Emits the message of the first request that fails, as soon as it fails (without waiting
    /// for the other two): the first section cannot be completed, so the screen shows this in its
    /// place. Emits at most once. A late subscriber receives it at once.
    var firstSectionFailed: Observable<String> { get }
    /// The sections below the first, in the order their requests landed: emits the empty list on
    /// subscription, then the growing list each time a request lands. A failed request lands too,
    /// as a section whose content is ``HomeSection/Content/failed(_:)``; the others are not
    /// affected.
    var sections: Observable<[HomeSection]> { get }
}

/// The faces of the home screen's view model; a view holds this, never the class.
public protocol HomeSectionsViewModelTypes {
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
public final class HomeSectionsViewModel: HomeSectionsViewModelTypes, HomeSectionsViewModelInputs,
    HomeSectionsViewModelOutputs
{
    /// This view model, seen through its inputs.
    public var inputs: any HomeSectionsViewModelInputs { self }
    /// This view model, seen through its outputs.
    public var outputs: any HomeSectionsViewModelOutputs { self }

    // MARK: - Inputs

    private let loaded = PublishRelay<Void>()
    /// Call when the screen has loaded.
    public func viewDidLoad() {
        loaded.accept(())
    }

    // MARK: - Outputs

    /// Emits the highlights once all three requests have succeeded.
    public let firstSection: Observable<HomeHighlights>
    /// Emits the first failure's message at once.
    public let firstSectionFailed: Observable<String>
    /// Emits the sections landed so far, in arrival order.
    public let sections: Observable<[HomeSection]>

    private let highlights = ReplayRelay<HomeHighlights>.create(bufferSize: 1)
    private let highlightsFailure = ReplayRelay<String>.create(bufferSize: 1)
    private let landedSections = BehaviorRelay<[HomeSection]>(value: [])
    private let disposeBag = DisposeBag()

    /// A view model that loads the three lists through `service`.
    public init(service: any HomeService) {
        firstSection = highlights.asObservable()
        firstSectionFailed = highlightsFailure.asObservable()
        sections = landedSections.asObservable()

        let events = loaded.take(1).flatMap { _ -> Observable<LoadEvent> in
            // Each request is subscribed once, by `zip`, and replayed (with its terminal event)
            // to `merge`; `.forever` keeps a request that already landed from being made again.
            let requests = HomeSectionKind.allCases.map { kind in
                (kind, service.fetchItems(of: kind).take(1).share(replay: 1, scope: .forever))
            }
            let first = Observable.zip(requests[0].1, requests[1].1, requests[2].1) {
                HomeHighlights(topRanked: $0.first, newestArrival: $1.first, latestReview: $2.first)
            }
            .map(LoadEvent.highlights)
            .catch { error in .just(.highlightsFailed(String(describing: error))) }
            let arrivals = Observable.merge(
                requests.map { kind, request in
                    request
                        .map { LoadEvent.landed(HomeSection(kind: kind, content: .items($0))) }
                        .catch { error in
                            .just(.landed(HomeSection(kind: kind, content: .failed(String(describing: error)))))
                        }
                })
            return Observable.merge(first, arrivals)
        }

        events
            .subscribe(onNext: { [highlights, highlightsFailure, landedSections] event in
                switch event {
                case .highlights(let value): highlights.accept(value)
                case .highlightsFailed(let message): highlightsFailure.accept(message)
                case .landed(let section): landedSections.accept(landedSections.value + [section])
                }
            })
            .disposed(by: disposeBag)
    }
}

/// One thing that happened while the home screen loaded.
private enum LoadEvent {
    case highlights(HomeHighlights)
    case highlightsFailed(String)
    case landed(HomeSection)
}
