import IOViewModel
import TestScheduler
import Testing

// The view-model examples of the operator guides (`Docs/IOViewModelGuide.docc/Operators`), run.
// Each operator's own picture is a scenario of `DocScenarios.OperatorScenarios`.

/// Polls the message threads every `period`: a tick that comes while a fetch is still running is
/// skipped, and the list is emitted only when it changed.
func pollThreads(
    every period: RxTimeInterval, scheduler: some SchedulerType, fetch: @escaping () -> Observable<[String]>
) -> Observable<[String]> {
    Observable<Int>.interval(period, scheduler: scheduler)
        .flatMapFirst { _ in fetch() }
        .distinctUntilChanged()
}

@Suite struct OperatorGuideSnippets {
    @Test func pollingSkipsTicksWhileAFetchRunsAndEmitsOnlyChanges() {
        let scheduler = TestScheduler()
        let responses = [["hello"], ["hello"], ["hello", "new message"]]
        var calls = 0
        let fetch = { () -> Observable<[String]> in
            defer { calls += 1 }
            return Observable.just(responses[min(calls, responses.count - 1)])
                .delay(.seconds(12), scheduler: scheduler)
        }
        scheduler.marbles { test in
            test.expect(pollThreads(every: .seconds(10), scheduler: scheduler, fetch: fetch), "22s a 39s b",
                        values: ["a": ["hello"], "b": ["hello", "new message"]])
        }
        #expect(calls == 3)
    }

    @Test func oneRequestServesTwoOutputs() {
        TestScheduler().marbles { test in
            let submitted = test.hot("-s-------")
            let request = test.cold("--r|")
            let response = submitted.flatMapLatest { _ in request }.share()
            let isLoading = Observable.merge(submitted.mapConst(true), response.mapConst(false))
            test.expect(response, "---r-----")
            test.expect(isLoading, "-t-f-----", values: ["t": true, "f": false])
            test.expectSubscriptions(request, "-^--!")
        }
    }

    @Test func theSubmittedEmailIsTheLatestAtEachTap() {
        TestScheduler().marbles { test in
            let email = test.hot("-a--b------")
            let submitTapped = test.hot("---t---t---")
            let submittedEmail = email.takeWhen(submitTapped)
            test.expect(submittedEmail, "---a---b---")
        }
    }

    @Test func aButtonIgnoresTapsForThreeSecondsAfterOne() {
        TestScheduler().marbles { test in
            let taps = test.hot("-ttt-----t-")
            test.expect(taps.throttle(.seconds(3), latest: false, scheduler: test.scheduler), "-t-------t-")
        }
    }

    @Test func theFirstSectionWaitsForThreeRequests() {
        TestScheduler().marbles { test in
            let profile = test.cold("--p|")
            let news = test.cold("-----n|")
            let deals = test.cold("---d|")
            let firstSection = Observable.zip(profile, news, deals) { [$0, $1, $2] }
            let sectionsAsTheyArrive = Observable.merge(profile.asObservable(), news.asObservable(), deals.asObservable())
            test.expect(firstSection, "-----(s|)", values: ["s": ["p", "n", "d"]])
            test.expect(sectionsAsTheyArrive, "--pd-n|")
        }
    }

    @Test func tapsAreCounted() {
        TestScheduler().marbles { test in
            let taps = test.hot("-t--t-t-")
            test.expect(taps.scan(into: 0) { count, _ in count += 1 }, "-1--2-3-", values: ["1": 1, "2": 2, "3": 3])
        }
    }
}
