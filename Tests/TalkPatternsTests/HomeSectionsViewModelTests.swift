import IOViewModel
import TalkPatterns
import TestScheduler
import Testing

/// The home screen's loading as marble diagrams, one frame per tick: the first section waits for
/// all three requests (zip) while the sections below it land one by one (merge).
@Suite struct HomeSectionsViewModelTests {
    let items: [Character: [String]] = [
        "r": ["Lip tint", "Cushion foundation"], "n": ["Sheet mask"], "v": ["Love this lip tint!"],
    ]
    let highlights: [Character: HomeHighlights] = [
        "h": HomeHighlights(topRanked: "Lip tint", newestArrival: "Sheet mask", latestReview: "Love this lip tint!"),
    ]
    let ranking = HomeSection(kind: .ranking, content: .items(["Lip tint", "Cushion foundation"]))
    let newArrivals = HomeSection(kind: .newArrivals, content: .items(["Sheet mask"]))
    let reviews = HomeSection(kind: .reviews, content: .items(["Love this lip tint!"]))

    @Test func sectionsLandInArrivalOrderAndTheFirstSectionWaitsForAllThree() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let rankingRequest = test.cold("--(r|)", values: items)
            let newArrivalsRequest = test.cold("-(n|)", values: items)
            let reviewsRequest = test.cold("----(v|)", values: items)
            let viewModel = HomeSectionsViewModel(service: ScriptedHomeService([
                .ranking: rankingRequest, .newArrivals: newArrivalsRequest, .reviews: reviewsRequest,
            ]))
            test.input("-l------", into: viewModel.inputs.viewDidLoad)
            test.expect(viewModel.outputs.sections, "e-12-3--", values: [
                "e": [], "1": [newArrivals], "2": [newArrivals, ranking], "3": [newArrivals, ranking, reviews],
            ])
            test.expect(viewModel.outputs.firstSection,       "-----h--", values: highlights)
            test.expect(viewModel.outputs.firstSectionFailed, "--------", values: [:])
            // One request each, shared by the zip and the merge.
            test.expectSubscriptions(rankingRequest,     "-^-!")
            test.expectSubscriptions(newArrivalsRequest, "-^!")
            test.expectSubscriptions(reviewsRequest,     "-^---!")
        }
    }

    @Test func theSlowestRequestDecidesWhenTheFirstSectionAppears() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let rankingRequest = test.cold("------(r|)", values: items)
            let newArrivalsRequest = test.cold("---(n|)", values: items)
            let reviewsRequest = test.cold("-(v|)", values: items)
            let viewModel = HomeSectionsViewModel(service: ScriptedHomeService([
                .ranking: rankingRequest, .newArrivals: newArrivalsRequest, .reviews: reviewsRequest,
            ]))
            test.input("l---------", into: viewModel.inputs.viewDidLoad)
            test.expect(viewModel.outputs.sections, "e1-2--3---", values: [
                "e": [], "1": [reviews], "2": [reviews, newArrivals], "3": [reviews, newArrivals, ranking],
            ])
            test.expect(viewModel.outputs.firstSection, "------h---", values: highlights)
        }
    }

    @Test(arguments: [
        [1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1],
    ])
    func everyArrivalOrderIsKept(delays: [TestTime]) {
        let scheduler = TestScheduler()
        let kinds = HomeSectionKind.allCases
        let requests = Dictionary(uniqueKeysWithValues: zip(kinds, delays).map { kind, delay in
            (kind, scheduler.createColdObservable([.next(delay, ["\(kind)"]), .completed(delay)]))
        })
        // A local function is type-checked on its own; as a closure its many checks would be
        // type-checked as one expression, slowly.
        func scenario() {
            let viewModel = HomeSectionsViewModel(service: ScriptedHomeService(requests))
            let sections = scheduler.createObserver([HomeSection].self)
            let first = scheduler.createObserver(HomeHighlights.self)
            let bag = DisposeBag()
            viewModel.outputs.sections.subscribe(sections).disposed(by: bag)
            viewModel.outputs.firstSection.subscribe(first).disposed(by: bag)
            viewModel.inputs.viewDidLoad()
            scheduler.start()

            let arrivalOrder = zip(kinds, delays).sorted { $0.1 < $1.1 }.map(\.0)
            let shown: [[HomeSectionKind]] = sections.values.map { $0.map(\.kind) }
            let growing: [[HomeSectionKind]] = (1...3).map { Array(arrivalOrder.prefix($0)) }
            #expect(shown == [[]] + growing)
            #expect(sections.events.map(\.time) == [0, 1, 2, 3])
            let expected = HomeHighlights(topRanked: "ranking", newestArrival: "newArrivals", latestReview: "reviews")
            #expect(first.events == [.next(3, expected)])
            for request in requests.values {
                #expect(request.subscriptions.count == 1)
            }
            // A view that subscribes after the load is given the first section at once.
            let late = scheduler.createObserver(HomeHighlights.self)
            viewModel.outputs.firstSection.subscribe(late).dispose()
            // Compared outside `#expect`: its expansion of `==` here is slow to type-check.
            let lateGotTheFirstSection = late.values == [expected]
            #expect(lateGotTheFirstSection)
        }
        scheduler.tracker.track(scenario)
        #expect(scheduler.tracker.live == 0)
    }

    @Test func aFailedRequestFailsTheFirstSectionAtOnceAndLandsAsAFailedSection() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let rankingRequest = test.cold("----(r|)", values: items)
            let newArrivalsRequest = test.cold("------(n|)", values: items)
            let reviewsRequest = test.cold("--#", values: items, error: TestError("Reviews are unavailable."))
            let viewModel = HomeSectionsViewModel(service: ScriptedHomeService([
                .ranking: rankingRequest, .newArrivals: newArrivalsRequest, .reviews: reviewsRequest,
            ]))
            let failedReviews = HomeSection(kind: .reviews, content: .failed("Reviews are unavailable."))
            test.input("l---------", into: viewModel.inputs.viewDidLoad)
            test.expect(viewModel.outputs.firstSectionFailed, "--x-------", values: ["x": "Reviews are unavailable."])
            test.expect(viewModel.outputs.firstSection,       "----------", values: [:])
            test.expect(viewModel.outputs.sections,           "e-1-2-3---", values: [
                "e": [], "1": [failedReviews], "2": [failedReviews, ranking], "3": [failedReviews, ranking, newArrivals],
            ])
            // The failure cancels none of the other requests.
            test.expectSubscriptions(rankingRequest,     "^---!")
            test.expectSubscriptions(newArrivalsRequest, "^-----!")
            test.expectSubscriptions(reviewsRequest,     "^-!")
        }
    }

    @Test func onlyTheFirstFailureIsReportedForTheFirstSection() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let rankingRequest = test.cold("-#", values: items, error: TestError("Ranking timed out."))
            let newArrivalsRequest = test.cold("---#", values: items, error: TestError("No new arrivals."))
            let reviewsRequest = test.cold("-----(v|)", values: items)
            let viewModel = HomeSectionsViewModel(service: ScriptedHomeService([
                .ranking: rankingRequest, .newArrivals: newArrivalsRequest, .reviews: reviewsRequest,
            ]))
            let failedRanking = HomeSection(kind: .ranking, content: .failed("Ranking timed out."))
            let failedNewArrivals = HomeSection(kind: .newArrivals, content: .failed("No new arrivals."))
            test.input("l-------", into: viewModel.inputs.viewDidLoad)
            test.expect(viewModel.outputs.firstSectionFailed, "-x------", values: ["x": "Ranking timed out."])
            test.expect(viewModel.outputs.sections,           "e1-2-3--", values: [
                "e": [], "1": [failedRanking], "2": [failedRanking, failedNewArrivals],
                "3": [failedRanking, failedNewArrivals, reviews],
            ])
        }
    }

    @Test func aSecondViewDidLoadIsIgnored() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let rankingRequest = test.cold("-(r|)", values: items)
            let newArrivalsRequest = test.cold("-(n|)", values: items)
            let reviewsRequest = test.cold("-(v|)", values: items)
            let viewModel = HomeSectionsViewModel(service: ScriptedHomeService([
                .ranking: rankingRequest, .newArrivals: newArrivalsRequest, .reviews: reviewsRequest,
            ]))
            test.input("l-l---", into: viewModel.inputs.viewDidLoad)
            test.expectSubscriptions(rankingRequest,     "^!")
            test.expectSubscriptions(newArrivalsRequest, "^!")
            test.expectSubscriptions(reviewsRequest,     "^!")
            test.expect(viewModel.outputs.firstSection, "-h----", values: highlights)
        }
    }

    @Test func threeViewsShareTheRequestsAndSeeTheFirstSectionBeforeTheLastLanding() {
        let scheduler = TestScheduler()
        let requests = Dictionary(uniqueKeysWithValues: zip(HomeSectionKind.allCases, [1, 2, 3]).map { kind, time in
            (kind, scheduler.createColdObservable([.next(time, ["\(kind)"]), .completed(time)]))
        })
        weak var released: HomeSectionsViewModel?
        func scenario() {
            let viewModel = HomeSectionsViewModel(service: ScriptedHomeService(requests))
            released = viewModel
            var log: [String] = []
            let bag = DisposeBag()
            // Each view subscribes to the outputs in the reverse of their declared order.
            for view in 1...3 {
                viewModel.outputs.sections.skip(1).subscribe(onNext: { log.append("\(view) sections \($0.count)") })
                    .disposed(by: bag)
                viewModel.outputs.firstSection.subscribe(onNext: { _ in log.append("\(view) first") })
                    .disposed(by: bag)
            }
            viewModel.inputs.viewDidLoad()
            scheduler.start()
            let expected = [
                "1 sections 1", "2 sections 1", "3 sections 1",
                "1 sections 2", "2 sections 2", "3 sections 2",
                "1 first", "2 first", "3 first",
                "1 sections 3", "2 sections 3", "3 sections 3",
            ]
            #expect(log == expected)
        }
        scheduler.tracker.track(scenario)
        // One request per list, not one per view or per output.
        for request in requests.values {
            #expect(request.subscriptions.count == 1)
        }
        #expect(released == nil)
        #expect(scheduler.tracker.live == 0)
    }

    @Test func aRequestAnsweredFromACacheIsStillMadeOnce() {
        // A service that answers synchronously (from a cache, say) has finished before the merge
        // subscribes; the shared request replays its answer rather than being made again.
        let tracker = ResourceTracker()
        let service = CachedHomeService()
        // A local function is type-checked on its own; as a closure its many checks would be
        // type-checked as one expression, slowly.
        func scenario() {
            let viewModel = HomeSectionsViewModel(service: service)
            var sections: [[HomeSection]] = []
            var highlights: [HomeHighlights] = []
            let bag = DisposeBag()
            viewModel.outputs.sections.subscribe(onNext: { sections.append($0) }).disposed(by: bag)
            viewModel.outputs.firstSection.subscribe(onNext: { highlights.append($0) }).disposed(by: bag)
            viewModel.inputs.viewDidLoad()
            #expect(service.requestsMade == [.ranking, .newArrivals, .reviews])
            #expect(sections.last?.map(\.kind) == [.ranking, .newArrivals, .reviews])
            let expectedHighlights = [HomeHighlights(topRanked: "ranking", newestArrival: "newArrivals", latestReview: "reviews")]
            #expect(highlights == expectedHighlights)
        }
        tracker.track(scenario)
        #expect(tracker.live == 0)
    }

    @Test func viewModelIsReleasedMidLoadAndCancelsTheRequests() {
        let scheduler = TestScheduler()
        let slow = scheduler.createColdObservable([.next(10, ["late"]), .completed(10)])
        let fast = scheduler.createColdObservable([.next(2, ["early"]), .completed(2)])
        weak var released: HomeSectionsViewModel?
        scheduler.tracker.track {
            let viewModel = HomeSectionsViewModel(service: ScriptedHomeService([
                .ranking: fast, .newArrivals: slow, .reviews: slow,
            ]))
            released = viewModel
            viewModel.inputs.viewDidLoad()
            scheduler.advanceTo(5)
            #expect(scheduler.tracker.live > 0)
        }
        #expect(released == nil)
        #expect(scheduler.tracker.live == 0)
        #expect(fast.subscriptions == [Subscription(0, 2)])
        #expect(slow.subscriptions == [Subscription(0, 5), Subscription(0, 5)])
    }
}

/// A service that answers each list with its test observable.
struct ScriptedHomeService: HomeService {
    let requests: [HomeSectionKind: TestableObservable<[String]>]

    init(_ requests: [HomeSectionKind: TestableObservable<[String]>]) {
        self.requests = requests
    }

    func fetchItems(of kind: HomeSectionKind) -> Observable<[String]> {
        requests[kind]!.asObservable()
    }
}

/// A service that answers at once, and records each request it makes.
final class CachedHomeService: HomeService {
    private(set) var requestsMade: [HomeSectionKind] = []

    func fetchItems(of kind: HomeSectionKind) -> Observable<[String]> {
        Observable.deferred { [self] in
            requestsMade.append(kind)
            return .just(["\(kind)"])
        }
    }
}
