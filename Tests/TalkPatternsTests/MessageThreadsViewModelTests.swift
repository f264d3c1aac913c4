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
        let service = ScriptedThreadService(scheduler: scheduler)
        scheduler.marbles(MessageThreadsViewModel(service: service, scheduler: scheduler)) { test, viewModel in
            // Each fetch takes two seconds; the second brings the same list as the first, the
            // fourth the first list again.
            let first = test.cold("--(a|)", values: lists)
            let second = test.cold("--(a|)", values: lists)
            let third = test.cold("--(b|)", values: lists)
            let fourth = test.cold("--(a|)", values: lists)
            service.responses = [first, second, third, fourth]
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
        #expect(service.callTimes == [1, 11, 21, 31])
    }

    @Test func ticksDuringASlowFetchAreIgnoredAndNeverStartAFetch() {
        let scheduler = TestScheduler()
        let service = ScriptedThreadService(scheduler: scheduler)
        scheduler.marbles(MessageThreadsViewModel(service: service, scheduler: scheduler)) { test, viewModel in
            // A fetch takes 15 seconds: the ticks at 10 and 30 arrive while one is running.
            let slow = test.cold("---------------(a|)", values: lists)
            service.responses = [slow]
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
            test.expect(viewModel.outputs.fetchFailed,
                              "----------------------------------------------", values: [:])
        }
        // The ticks at 10 and 30 did not even ask the service.
        #expect(service.callTimes == [0, 20, 40])
    }

    @Test func aFailedFetchKeepsTheListAndPollingGoesOn() {
        let scheduler = TestScheduler()
        let service = ScriptedThreadService(scheduler: scheduler)
        scheduler.marbles(MessageThreadsViewModel(service: service, scheduler: scheduler)) { test, viewModel in
            let first = test.cold("-(a|)", values: lists)
            let failing = test.cold("-#", values: lists, error: TestError("Server is busy."))
            let third = test.cold("-(b|)", values: lists)
            service.responses = [first, failing, third]
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
        let service = ScriptedThreadService(scheduler: scheduler)
        scheduler.marbles(MessageThreadsViewModel(service: service, scheduler: scheduler)) { test, viewModel in
            let fetch = test.cold("-(a|)", values: lists)
            service.responses = [fetch]
            //                                          0         1
            //                                          0123456789012345
            test.input(                                "a----a----------", into: viewModel.inputs.viewDidAppear)
            test.input(                                "---------------d", into: viewModel.inputs.viewWillDisappear)
            test.expectSubscriptions(fetch,            "^!", "----------^!")
            test.expect(viewModel.outputs.threads,     "-a--------------", values: lists)
            test.expect(viewModel.outputs.fetchFailed, "----------------", values: [:])
        }
        #expect(service.callTimes == [0, 10])
    }

    @Test func disappearingDisposesTheIntervalAndTheFetchInFlight() {
        let scheduler = TestScheduler()
        let slow = scheduler.createColdObservable([.next(15, lists["a"]!), .completed(15)])
        let service = ScriptedThreadService(scheduler: scheduler, responses: [slow])
        let late = scheduler.createObserver([MessageThread].self)
        scheduler.marbles(MessageThreadsViewModel(service: service, scheduler: scheduler), frame: 5) { test, viewModel in
            // One frame is five seconds. Gone at 12 (between frames), so the fetch in flight is
            // cancelled; back at 100, it fetches at once and polls again (the tick at 110 falls
            // during the fetch and is dropped; the one at 120 fetches).
            //                                          0         1         2
            //                                          0123456789012345678901234
            test.input(                                "a-------------------a----", into: viewModel.inputs.viewDidAppear)
            test.scheduler.scheduleAt(12) { viewModel.inputs.viewWillDisappear() }
            test.input(                                "-------------------------d", into: viewModel.inputs.viewWillDisappear)
            test.expect(viewModel.outputs.threads,     "-----------------------a--", values: lists)
            test.expect(viewModel.outputs.fetchFailed, "--------------------------", values: [:])
            // A view that subscribes late, at 125, is given the list on screen at once.
            var lateSubscription: (any Disposable)?
            test.scheduler.scheduleAt(125) { lateSubscription = viewModel.outputs.threads.drive(late) }
            test.scheduler.scheduleAt(126) { lateSubscription?.dispose() }
        }
        #expect(service.callTimes == [0, 100, 120])
        #expect(slow.subscriptions == [Subscription(0, 12), Subscription(100, 115), Subscription(120, 125)])
        let firstList: [MessageThread] = lists["a"]!
        let expectedEvents: [Recorded<Event<[MessageThread]>>] = [.next(125, firstList)]
        // Compared outside `#expect`: its expansion of `==` here is slow to type-check.
        let lateGotTheLatestList = late.events == expectedEvents
        #expect(lateGotTheLatestList)
    }

    @Test func threeViewsShareOnePollAndSeeItsResultsInOrder() {
        let scheduler = TestScheduler()
        let first = scheduler.createColdObservable([.next(1, lists["a"]!), .completed(1)])
        let second: TestableObservable<[MessageThread]> = scheduler.createColdObservable([.error(1, TestError("Offline."))])
        let third = scheduler.createColdObservable([.next(1, lists["b"]!), .completed(1)])
        let service = ScriptedThreadService(scheduler: scheduler, responses: [first, second, third])
        var log: [String] = []
        scheduler.marbles(MessageThreadsViewModel(service: service, scheduler: scheduler)) { test, viewModel in
            //                                          0         1         2
            //                                          012345678901234567890123456
            test.input(                                "a--------------------------", into: viewModel.inputs.viewDidAppear)
            test.input(                                "-------------------------d-", into: viewModel.inputs.viewWillDisappear)
            test.expect(viewModel.outputs.threads,     "-a-------------------b-----", values: lists)
            test.expect(viewModel.outputs.fetchFailed, "-----------o---------------", values: ["o": "Offline."])
            var views: DisposeBag? = DisposeBag()
            test.scheduler.scheduleAt(0) {
                for view in 1...3 {
                    viewModel.outputs.fetchFailed.emit(onNext: { log.append("\(view) failed \($0)") })
                        .disposed(by: views!)
                    viewModel.outputs.threads.drive(onNext: { log.append("\(view) threads \($0.count)") })
                        .disposed(by: views!)
                }
            }
            test.scheduler.scheduleAt(26) { views = nil }
        }
        #expect(log == [
            "1 threads 1", "2 threads 1", "3 threads 1",
            "1 failed Offline.", "2 failed Offline.", "3 failed Offline.",
            "1 threads 2", "2 threads 2", "3 threads 2",
        ])
        // One fetch per tick, not one per view.
        #expect(service.callTimes == [0, 10, 20])
    }

    /// The test owns the view model and lets go of it at the end: the polling ends with it, so
    /// a test needs no `viewWillDisappear()` to leave nothing running.
    @Test func pollingEndsWithTheViewModelTheTestOwns() {
        let scheduler = TestScheduler()
        let slow = scheduler.createColdObservable([.next(15, lists["a"]!), .completed(15)])
        let service = ScriptedThreadService(scheduler: scheduler, responses: [slow])
        scheduler.marbles(MessageThreadsViewModel(service: service, scheduler: scheduler)) { test, viewModel in
            test.input("a----", into: viewModel.inputs.viewDidAppear)
            test.expect(viewModel.outputs.threads,     "-----", values: lists)
            test.expect(viewModel.outputs.fetchFailed, "-----", values: [:])
        }
        // The fetch in flight was cancelled when the view model went, at the end of the run.
        #expect(slow.subscriptions.count == 1)
        #expect(slow.subscriptions.first?.unsubscribe != nil)
    }
}

/// A service whose n-th fetch plays the n-th response (the last one again once they run out),
/// and which records when it was asked.
final class ScriptedThreadService: MessageThreadService {
    private let scheduler: TestScheduler
    /// The responses, set before the first fetch (in a marble test's body, say).
    var responses: [TestableObservable<[MessageThread]>]
    /// The virtual time of each call to ``fetchThreads()``.
    private(set) var callTimes: [TestTime] = []

    init(scheduler: TestScheduler, responses: [TestableObservable<[MessageThread]>] = []) {
        self.scheduler = scheduler
        self.responses = responses
    }

    func fetchThreads() -> Observable<[MessageThread]> {
        callTimes.append(scheduler.clock)
        return responses[min(callTimes.count, responses.count) - 1].asObservable()
    }
}
