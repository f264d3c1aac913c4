import IOViewModel
import TestScheduler
import Testing

// The view-model examples of the operator guides (`Docs/IOViewModelGuide.docc/Operators`), run.
// Each operator's own picture is a scenario of `DocScenarios.OperatorScenarios`.

@Suite struct OperatorGuideSnippets {
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
            let accepted = taps.throttle(.seconds(3), latest: false, scheduler: test.scheduler)
            test.expect(accepted, "-t-------t-")
        }
    }

    @Test func tapsAreCounted() {
        TestScheduler().marbles { test in
            let taps = test.hot("-t--t-t-")
            let count = taps.scan(into: 0) { count, _ in count += 1 }
            test.expect(count, "-1--2-3-", values: ["1": 1, "2": 2, "3": 3])
        }
    }
}
