import IOViewModel
import TalkPatterns
import TestScheduler
import Testing

/// The polled message list as marble diagrams. One frame is one second (the scheduler's default
/// resolution), so polling every 10 seconds puts a tick every ten columns; the rulers above the
/// diagrams count seconds.
@Suite struct MessageThreadsViewModelTests {
    let lists: [Character: [MessageThread]] = [
        "a": [MessageThread(id: "1", title: "Spring launch", unreadCount: 2)],
        "b": [MessageThread(id: "1", title: "Spring launch"), MessageThread(id: "2", title: "Your order", unreadCount: 1)],
    ]

    @Test func fetchesAtOnceThenEveryTenSecondsAndEmitsOnlyChangedLists() {
        let scheduler = TestScheduler()
        var service: ScriptedThreadService?
        scheduler.marbles { test in
            // Each fetch takes two seconds; the second brings the same list as the first, the
            // fourth the first list again.
            let first = test.cold("--(a|)", values: lists)
            let second = test.cold("--(a|)", values: lists)
            let third = test.cold("--(b|)", values: lists)
            let fourth = test.cold("--(a|)", values: lists)
            let threads = ScriptedThreadService(scheduler: scheduler, responses: [first, second, third, fourth])
            service = threads
            let viewModel = MessageThreadsViewModel(service: threads, scheduler: scheduler)
            //                        0         1         2         3
            //                        0123456789012345678901234567890123456789
            test.input(              "-a--------------------------------------", into: viewModel.inputs.viewDidAppear)
            test.input(              "--------------------------------------d-", into: viewModel.inputs.viewWillDisappear)
            test.expectSubscriptions(first,  "-^-!")
            test.expectSubscriptions(second, "-----------^-!")
            test.expectSubscriptions(third,  "---------------------^-!")
            test.expectSubscriptions(fourth, "-------------------------------^-!")
            test.expect(viewModel.outputs.threads,     "---a-------------------b---------a------", values: lists)
            test.expect(viewModel.outputs.fetchFailed, "----------------------------------------", values: [:])
        }
        #expect(service?.callTimes == [1, 11, 21, 31])
    }

    @Test func ticksDuringASlowFetchAreIgnoredAndNeverStartAFetch() {
        let scheduler = TestScheduler()
        var service: ScriptedThreadService?
        scheduler.marbles { test in
            // A fetch takes 15 seconds: the ticks at 10 and 30 arrive while one is running.
            let slow = test.cold("---------------(a|)", values: lists)
            let threads = ScriptedThreadService(scheduler: scheduler, responses: [slow])
            service = threads
            let viewModel = MessageThreadsViewModel(service: threads, scheduler: scheduler)
            //                 0         1         2         3         4
            //                 0123456789012345678901234567890123456789012345
            test.input(       "a---------------------------------------------", into: viewModel.inputs.viewDidAppear)
            test.input(       "---------------------------------------------d", into: viewModel.inputs.viewWillDisappear)
            test.expectSubscriptions(slow,
                              "^--------------!",
                              "--------------------^--------------!",
                              "----------------------------------------^----!")
            // The second fetch brings the same list, so only the first one is shown.
            test.expect(viewModel.outputs.threads,
                              "---------------a------------------------------", values: lists)
        }
        // The ticks at 10 and 30 did not even ask the service.
        #expect(service?.callTimes == [0, 20, 40])
    }

    @Test func aFailedFetchKeepsTheListAndPollingGoesOn() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let first = test.cold("-(a|)", values: lists)
            let failing = test.cold("-#", values: lists, error: TestError("Server is busy."))
            let third = test.cold("-(b|)", values: lists)
            let threads = ScriptedThreadService(scheduler: scheduler, responses: [first, failing, third])
            let viewModel = MessageThreadsViewModel(service: threads, scheduler: scheduler)
            //                                          0         1         2
            //                                          0123456789012345678901234
            test.input(                                "a------------------------", into: viewModel.inputs.viewDidAppear)
            test.input(                                "-------------------------d", into: viewModel.inputs.viewWillDisappear)
            test.expect(viewModel.outputs.threads,     "-a-------------------b----", values: lists)
            test.expect(viewModel.outputs.fetchFailed, "-----------e--------------", values: ["e": "Server is busy."])
            test.expectSubscriptions(failing,          "----------^!")
        }
    }

    @Test func appearingAgainWhileVisibleDoesNotStartASecondPoll() {
        let scheduler = TestScheduler()
        var service: ScriptedThreadService?
        scheduler.marbles { test in
            let fetch = test.cold("-(a|)", values: lists)
            let threads = ScriptedThreadService(scheduler: scheduler, responses: [fetch])
            service = threads
            let viewModel = MessageThreadsViewModel(service: threads, scheduler: scheduler)
            //                                      0         1
            //                                      0123456789012345
            test.input(                            "a----a----------", into: viewModel.inputs.viewDidAppear)
            test.input(                            "---------------d", into: viewModel.inputs.viewWillDisappear)
            test.expectSubscriptions(fetch,        "^!", "----------^!")
            test.expect(viewModel.outputs.threads, "-a--------------", values: lists)
        }
        #expect(service?.callTimes == [0, 10])
    }

    @Test func disappearingDisposesTheIntervalAndTheFetchInFlight() {
        let scheduler = TestScheduler()
        let slow = scheduler.createColdObservable([.next(15, lists["a"]!), .completed(15)])
        let service = ScriptedThreadService(scheduler: scheduler, responses: [slow])
        // A local function is type-checked on its own; as a closure its many checks would be
        // type-checked as one expression, slowly.
        func scenario() {
            let viewModel = MessageThreadsViewModel(service: service, scheduler: scheduler)
            let observer = scheduler.createObserver([MessageThread].self)
            let subscription = viewModel.outputs.threads.subscribe(observer)
            let idle = scheduler.tracker.live

            viewModel.inputs.viewDidAppear()
            scheduler.advanceTo(12)
            // The interval, the fetch and the operators between them are running.
            #expect(scheduler.tracker.live > idle)
            viewModel.inputs.viewWillDisappear()
            #expect(scheduler.tracker.live == idle)
            #expect(slow.subscriptions == [Subscription(0, 12)])

            // Nothing ticks any more: no fetch at 20, 30...
            scheduler.advanceTo(100)
            #expect(service.callTimes == [0])
            #expect(observer.events.isEmpty)

            // Appearing again fetches at once, and polls again (the tick at 110 falls during the
            // fetch and is dropped).
            viewModel.inputs.viewDidAppear()
            scheduler.advanceTo(125)
            #expect(service.callTimes == [0, 100, 120])
            #expect(observer.events == [.next(115, lists["a"]!)])
            viewModel.inputs.viewWillDisappear()
            #expect(slow.subscriptions == [Subscription(0, 12), Subscription(100, 115), Subscription(120, 125)])

            // A view that subscribes late is given the list on screen at once.
            let late = scheduler.createObserver([MessageThread].self)
            let lateSubscription = viewModel.outputs.threads.subscribe(late)
            let firstList: [MessageThread] = lists["a"]!
            let expectedEvents: [Recorded<Event<[MessageThread]>>] = [.next(125, firstList)]
            // Compared outside `#expect`: its expansion of `==` here is slow to type-check.
            let lateGotTheLatestList = late.events == expectedEvents
            #expect(lateGotTheLatestList)
            lateSubscription.dispose()
            subscription.dispose()
        }
        scheduler.tracker.track(scenario)
        #expect(scheduler.tracker.live == 0)
    }

    @Test func threeViewsShareOnePollAndSeeItsResultsInOrder() {
        let scheduler = TestScheduler()
        let first = scheduler.createColdObservable([.next(1, lists["a"]!), .completed(1)])
        let second: TestableObservable<[MessageThread]> = scheduler.createColdObservable([.error(1, TestError("Offline."))])
        let third = scheduler.createColdObservable([.next(1, lists["b"]!), .completed(1)])
        let service = ScriptedThreadService(scheduler: scheduler, responses: [first, second, third])
        weak var released: MessageThreadsViewModel?
        func scenario() {
            let viewModel = MessageThreadsViewModel(service: service, scheduler: scheduler)
            released = viewModel
            var log: [String] = []
            let bag = DisposeBag()
            for view in 1...3 {
                viewModel.outputs.fetchFailed.subscribe(onNext: { log.append("\(view) failed \($0)") })
                    .disposed(by: bag)
                viewModel.outputs.threads.subscribe(onNext: { log.append("\(view) threads \($0.count)") })
                    .disposed(by: bag)
            }
            viewModel.inputs.viewDidAppear()
            scheduler.advanceTo(25)
            viewModel.inputs.viewWillDisappear()
            #expect(log == [
                "1 threads 1", "2 threads 1", "3 threads 1",
                "1 failed Offline.", "2 failed Offline.", "3 failed Offline.",
                "1 threads 2", "2 threads 2", "3 threads 2",
            ])
        }
        scheduler.tracker.track(scenario)
        // One fetch per tick, not one per view.
        #expect(service.callTimes == [0, 10, 20])
        #expect(released == nil)
        #expect(scheduler.tracker.live == 0)
    }

    @Test func viewModelIsReleasedWhilePollingAndLeavesNothingRunning() {
        let scheduler = TestScheduler()
        let slow = scheduler.createColdObservable([.next(15, lists["a"]!), .completed(15)])
        weak var released: MessageThreadsViewModel?
        scheduler.tracker.track {
            let viewModel = MessageThreadsViewModel(
                service: ScriptedThreadService(scheduler: scheduler, responses: [slow]), scheduler: scheduler)
            released = viewModel
            viewModel.inputs.viewDidAppear()
            scheduler.advanceTo(5)
            #expect(scheduler.tracker.live > 0)
        }
        #expect(released == nil)
        #expect(scheduler.tracker.live == 0)
        #expect(slow.subscriptions == [Subscription(0, 5)])
    }

    /// Without `viewWillDisappear()`, the polling outlives the diagram while the test holds the
    /// view model: the leak check fails, and points at the lifecycle input that ends it.
    @Test func pollingThatTheTestNeverEndsIsALeakThatPointsAtTheLifecycleInput() throws {
        let scheduler = TestScheduler()
        var viewModel: MessageThreadsViewModel?
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                let fetch = test.cold("-(a|)", values: lists)
                let polling = MessageThreadsViewModel(
                    service: ScriptedThreadService(scheduler: scheduler, responses: [fetch]), scheduler: scheduler)
                viewModel = polling
                test.input("a---", into: polling.inputs.viewDidAppear)
                test.expect(polling.outputs.threads, "-a--", values: lists)
            }
        }
        let message = try #require(failures.first?.message)
        #expect(message.hasPrefix("Leak: "))
        #expect(message.contains(#"end it with a lifecycle input (viewWillDisappear() with flatMapLatest or take(until:); see "End endless work""#))
        viewModel?.inputs.viewWillDisappear()
    }
}

/// A service whose n-th fetch plays the n-th response (the last one again once they run out),
/// and which records when it was asked.
final class ScriptedThreadService: MessageThreadService {
    private let scheduler: TestScheduler
    private let responses: [TestableObservable<[MessageThread]>]
    /// The virtual time of each call to ``fetchThreads()``.
    private(set) var callTimes: [TestTime] = []

    init(scheduler: TestScheduler, responses: [TestableObservable<[MessageThread]>]) {
        self.scheduler = scheduler
        self.responses = responses
    }

    func fetchThreads() -> Observable<[MessageThread]> {
        callTimes.append(scheduler.clock)
        return responses[min(callTimes.count, responses.count) - 1].asObservable()
    }
}
