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
        let service = ScriptedHomeService()
        TestScheduler().marbles(HomeSectionsViewModel(service: service)) { test, viewModel in
            let rankingRequest = test.cold("--(r|)", values: items)
            let newArrivalsRequest = test.cold("-(n|)", values: items)
            let reviewsRequest = test.cold("----(v|)", values: items)
            service.requests = [.ranking: rankingRequest, .newArrivals: newArrivalsRequest, .reviews: reviewsRequest]
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
        let service = ScriptedHomeService()
        TestScheduler().marbles(HomeSectionsViewModel(service: service)) { test, viewModel in
            let rankingRequest = test.cold("------(r|)", values: items)
            let newArrivalsRequest = test.cold("---(n|)", values: items)
            let reviewsRequest = test.cold("-(v|)", values: items)
            service.requests = [.ranking: rankingRequest, .newArrivals: newArrivalsRequest, .reviews: reviewsRequest]
            test.input("l---------", into: viewModel.inputs.viewDidLoad)
            test.expect(viewModel.outputs.sections, "e1-2--3---", values: [
                "e": [], "1": [reviews], "2": [reviews, newArrivals], "3": [reviews, newArrivals, ranking],
            ])
            test.expect(viewModel.outputs.firstSection,       "------h---", values: highlights)
            test.expect(viewModel.outputs.firstSectionFailed, "----------", values: [:])
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
        let arrivalOrder = zip(kinds, delays).sorted { $0.1 < $1.1 }.map(\.0)
        let landed = arrivalOrder.map { HomeSection(kind: $0, content: .items(["\($0)"])) }
        let growing: [Character: [HomeSection]] = [
            "e": [], "1": Array(landed.prefix(1)), "2": Array(landed.prefix(2)), "3": landed,
        ]
        let first: [Character: HomeHighlights] = [
            "h": HomeHighlights(topRanked: "ranking", newestArrival: "newArrivals", latestReview: "reviews"),
        ]
        scheduler.marbles(HomeSectionsViewModel(service: ScriptedHomeService(requests))) { test, viewModel in
            test.input("l----", into: viewModel.inputs.viewDidLoad)
            test.expect(viewModel.outputs.sections,           "e123-", values: growing)
            test.expect(viewModel.outputs.firstSection,       "---h-", values: first)
            test.expect(viewModel.outputs.firstSectionFailed, "-----", values: [:])
        }
        for request in requests.values {
            #expect(request.subscriptions.count == 1)
        }
    }

    @Test func aViewThatSubscribesAfterTheLoadIsGivenTheFirstSectionAtOnce() {
        let scheduler = TestScheduler()
        let requests = Dictionary(uniqueKeysWithValues: zip(HomeSectionKind.allCases, [1, 2, 3]).map { kind, time in
            (kind, scheduler.createColdObservable([.next(time, ["\(kind)"]), .completed(time)]))
        })
        let expected = HomeHighlights(topRanked: "ranking", newestArrival: "newArrivals", latestReview: "reviews")
        let late = scheduler.createObserver(HomeHighlights.self)
        scheduler.marbles(HomeSectionsViewModel(service: ScriptedHomeService(requests))) { test, viewModel in
            test.input("l-----", into: viewModel.inputs.viewDidLoad)
            test.expect(viewModel.outputs.sections,           "e123--", values: [
                "e": [], "1": [section(.ranking)], "2": [section(.ranking), section(.newArrivals)],
                "3": [section(.ranking), section(.newArrivals), section(.reviews)],
            ])
            test.expect(viewModel.outputs.firstSection,       "---h--", values: ["h": expected])
            test.expect(viewModel.outputs.firstSectionFailed, "------", values: [:])
            var subscription: (any Disposable)?
            test.scheduler.scheduleAt(4) { subscription = viewModel.outputs.firstSection.drive(late) }
            test.scheduler.scheduleAt(5) { subscription?.dispose() }
        }
        // Compared outside `#expect`: its expansion of `==` here is slow to type-check.
        let lateGotTheFirstSection = late.events == [.next(4, expected)]
        #expect(lateGotTheFirstSection)
    }

    /// A section of `kind` whose one item names the kind.
    private func section(_ kind: HomeSectionKind) -> HomeSection {
        HomeSection(kind: kind, content: .items(["\(kind)"]))
    }

    @Test func aFailedRequestFailsTheFirstSectionAtOnceAndLandsAsAFailedSection() {
        let service = ScriptedHomeService()
        TestScheduler().marbles(HomeSectionsViewModel(service: service)) { test, viewModel in
            let rankingRequest = test.cold("----(r|)", values: items)
            let newArrivalsRequest = test.cold("------(n|)", values: items)
            let reviewsRequest = test.cold("--#", values: items, error: TestError("Reviews are unavailable."))
            service.requests = [.ranking: rankingRequest, .newArrivals: newArrivalsRequest, .reviews: reviewsRequest]
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
        let service = ScriptedHomeService()
        TestScheduler().marbles(HomeSectionsViewModel(service: service)) { test, viewModel in
            let rankingRequest = test.cold("-#", values: items, error: TestError("Ranking timed out."))
            let newArrivalsRequest = test.cold("---#", values: items, error: TestError("No new arrivals."))
            let reviewsRequest = test.cold("-----(v|)", values: items)
            service.requests = [.ranking: rankingRequest, .newArrivals: newArrivalsRequest, .reviews: reviewsRequest]
            let failedRanking = HomeSection(kind: .ranking, content: .failed("Ranking timed out."))
            let failedNewArrivals = HomeSection(kind: .newArrivals, content: .failed("No new arrivals."))
            test.input("l-------", into: viewModel.inputs.viewDidLoad)
            test.expect(viewModel.outputs.firstSectionFailed, "-x------", values: ["x": "Ranking timed out."])
            test.expect(viewModel.outputs.firstSection,       "--------", values: [:])
            test.expect(viewModel.outputs.sections,           "e1-2-3--", values: [
                "e": [], "1": [failedRanking], "2": [failedRanking, failedNewArrivals],
                "3": [failedRanking, failedNewArrivals, reviews],
            ])
        }
    }

    @Test func aSecondViewDidLoadIsIgnored() {
        let service = ScriptedHomeService()
        TestScheduler().marbles(HomeSectionsViewModel(service: service)) { test, viewModel in
            let rankingRequest = test.cold("-(r|)", values: items)
            let newArrivalsRequest = test.cold("-(n|)", values: items)
            let reviewsRequest = test.cold("-(v|)", values: items)
            service.requests = [.ranking: rankingRequest, .newArrivals: newArrivalsRequest, .reviews: reviewsRequest]
            test.input("l-l---", into: viewModel.inputs.viewDidLoad)
            test.expectSubscriptions(rankingRequest,     "^!")
            test.expectSubscriptions(newArrivalsRequest, "^!")
            test.expectSubscriptions(reviewsRequest,     "^!")
            test.expect(viewModel.outputs.firstSection,       "-h----", values: highlights)
            test.expect(viewModel.outputs.firstSectionFailed, "------", values: [:])
            test.expect(viewModel.outputs.sections,           "e(123)", values: [
                "e": [], "1": [ranking], "2": [ranking, newArrivals], "3": [ranking, newArrivals, reviews],
            ])
        }
    }

    @Test func threeViewsShareTheRequestsAndSeeTheFirstSectionBeforeTheLastLanding() {
        let scheduler = TestScheduler()
        let requests = Dictionary(uniqueKeysWithValues: zip(HomeSectionKind.allCases, [1, 2, 3]).map { kind, time in
            (kind, scheduler.createColdObservable([.next(time, ["\(kind)"]), .completed(time)]))
        })
        var log: [String] = []
        scheduler.marbles(HomeSectionsViewModel(service: ScriptedHomeService(requests))) { test, viewModel in
            test.input("l-----", into: viewModel.inputs.viewDidLoad)
            test.expect(viewModel.outputs.sections,           "e123--", values: [
                "e": [], "1": [section(.ranking)], "2": [section(.ranking), section(.newArrivals)],
                "3": [section(.ranking), section(.newArrivals), section(.reviews)],
            ])
            test.expect(viewModel.outputs.firstSection,       "---h--", values: [
                "h": HomeHighlights(topRanked: "ranking", newestArrival: "newArrivals", latestReview: "reviews"),
            ])
            test.expect(viewModel.outputs.firstSectionFailed, "------", values: [:])
            // Each view subscribes to the outputs in the reverse of their declared order.
            var views: DisposeBag? = DisposeBag()
            test.scheduler.scheduleAt(0) {
                for view in 1...3 {
                    viewModel.outputs.sections.skip(1).drive(onNext: { log.append("\(view) sections \($0.count)") })
                        .disposed(by: views!)
                    viewModel.outputs.firstSection.drive(onNext: { _ in log.append("\(view) first") })
                        .disposed(by: views!)
                }
            }
            test.scheduler.scheduleAt(5) { views = nil }
        }
        let expected = [
            "1 sections 1", "2 sections 1", "3 sections 1",
            "1 sections 2", "2 sections 2", "3 sections 2",
            "1 first", "2 first", "3 first",
            "1 sections 3", "2 sections 3", "3 sections 3",
        ]
        #expect(log == expected)
        // One request per list, not one per view or per output.
        for request in requests.values {
            #expect(request.subscriptions.count == 1)
        }
    }

    @Test func aRequestAnsweredFromACacheIsStillMadeOnce() {
        // A service that answers synchronously (from a cache, say) has finished before the merge
        // subscribes; the shared request replays its answer rather than being made again.
        let service = CachedHomeService()
        let all = [section(.ranking), section(.newArrivals), section(.reviews)]
        TestScheduler().marbles(HomeSectionsViewModel(service: service)) { test, viewModel in
            test.input("-l-", into: viewModel.inputs.viewDidLoad)
            test.expect(viewModel.outputs.sections,           "e(123)", values: [
                "e": [], "1": Array(all.prefix(1)), "2": Array(all.prefix(2)), "3": all,
            ])
            test.expect(viewModel.outputs.firstSection,       "-h-", values: [
                "h": HomeHighlights(topRanked: "ranking", newestArrival: "newArrivals", latestReview: "reviews"),
            ])
            test.expect(viewModel.outputs.firstSectionFailed, "---", values: [:])
        }
        #expect(service.requestsMade == [.ranking, .newArrivals, .reviews])
    }

    @Test func viewModelIsReleasedMidLoadAndCancelsTheRequests() {
        // The harness lets go of the view model at the end of the run, two requests in flight.
        let scheduler = TestScheduler()
        let slow = scheduler.createColdObservable([.next(10, ["late"]), .completed(10)])
        let fast = scheduler.createColdObservable([.next(2, ["early"]), .completed(2)])
        let service = ScriptedHomeService([.ranking: fast, .newArrivals: slow, .reviews: slow])
        scheduler.marbles(HomeSectionsViewModel(service: service)) { test, viewModel in
            test.input("l----", into: viewModel.inputs.viewDidLoad)
            test.expect(viewModel.outputs.sections,           "e-r--", values: [
                "e": [], "r": [HomeSection(kind: .ranking, content: .items(["early"]))],
            ])
            test.expect(viewModel.outputs.firstSection,       "-----", values: [:])
            test.expect(viewModel.outputs.firstSectionFailed, "-----", values: [:])
        }
        #expect(fast.subscriptions == [Subscription(0, 2)])
        #expect(slow.subscriptions.count == 2)
        #expect(slow.subscriptions.allSatisfy { $0.subscribe == 0 && $0.unsubscribe != nil && $0.unsubscribe! < 10 })
    }
}

/// A service that answers each list with its test observable.
final class ScriptedHomeService: HomeService {
    /// The requests, set before the screen loads (in a marble test's body, say).
    var requests: [HomeSectionKind: TestableObservable<[String]>]

    init(_ requests: [HomeSectionKind: TestableObservable<[String]>] = [:]) {
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
