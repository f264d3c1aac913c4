import DocScenarios
import IOViewModel
import SignupFeature
import TestScheduler
import Testing

/// The sign-up screen's life as marble diagrams. One frame is 100 ms (`resolution: 0.1`), so the
/// simulated one-second request spans ten frames.
@Suite struct SignupViewModelTests {
    let flags: [Character: Bool] = ["t": true, "f": false]
    let alphas: [Character: Double] = ["1": 1.0, "h": 0.5]
    let english: [Character: String] = [
        "o": "", "m": SignupMessages.english.passwordMismatch, "a": SignupMessages.english.termsNotAccepted,
    ]

    @Test func initialStateIsEmittedAtOnce() {
        let scheduler = TestScheduler(resolution: 0.1)
        let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))
        scheduler.marbles { test in
            test.expect(viewModel.outputs.isSignupEnabled,             "f--", values: flags)
            test.expect(viewModel.outputs.signupButtonAlpha,           "h--", values: alphas)
            test.expect(viewModel.outputs.warningMessage,              "o--", values: english)
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "f--", values: flags)
            test.expect(viewModel.outputs.isLoadingIndicatorHidden,    "t--", values: flags)
        }
    }

    // The two diagrams the documentation draws are written once, in `SignupScenarios`
    // (Tools/DocScenarios), and run here as this view model's marble tests.

    @Test func theRulesApplyInTheTutorialsOrder() {
        _ = SignupScenarios.formRules.run()
    }

    @Test func aTapShowsTheIndicatorForOneSecondThenFinishesOnce() {
        _ = SignupScenarios.request.run()
    }

    /// The outputs the request's picture leaves out, over the same taps: the indicator is shown
    /// exactly while it spins, and no warning appears.
    @Test func duringTheRequestTheIndicatorIsShownAndNoWarningAppears() {
        let scheduler = TestScheduler(resolution: 0.1)
        let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))
        fillValidForm(viewModel)
        scheduler.marbles { test in
            test.input("--t-t-------------", into: viewModel.inputs.didTapSignupButton)
            test.expect(viewModel.outputs.isLoadingIndicatorHidden, "t-f---------t-----", values: flags)
            test.expect(viewModel.outputs.warningMessage,           "o-----------------", values: english)
        }
    }

    @Test func aTapWhileTheFormIsInvalidDoesNothing() {
        let scheduler = TestScheduler(resolution: 0.1)
        let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))
        scheduler.marbles { test in
            test.input("-t---", into: viewModel.inputs.didTapSignupButton)
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "f----", values: flags)
            test.expect(viewModel.outputs.signupFinished,              "-----", values: [:])
        }
    }

    @Test func aFailedRequestShowsItsMessageAndReenablesTheButton() {
        let scheduler = TestScheduler(resolution: 0.1)
        let viewModel = SignupViewModel(service: FailingService(scheduler: scheduler, message: "Login ID is taken."))
        fillValidForm(viewModel)
        scheduler.marbles { test in
            test.input("-t--------", into: viewModel.inputs.didTapSignupButton)
            test.expect(viewModel.outputs.isSignupEnabled,             "tf----t---", values: flags)
            test.expect(viewModel.outputs.warningMessage,              "o-----x---",
                        values: ["o": "", "x": "Login ID is taken."])
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "ft----f---", values: flags)
            test.expect(viewModel.outputs.signupFinished,              "----------", values: [:])
        }
    }

    @Test func japaneseMessagesAreAvailable() {
        let scheduler = TestScheduler(resolution: 0.1)
        let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: scheduler), messages: .japanese)
        scheduler.marbles { test in
            test.input("i---", values: ["i": "alice"], into: viewModel.inputs.didChange(loginID:))
            test.input("p---", values: ["p": "pw"], into: viewModel.inputs.didChange(password:))
            test.input("-xp-", values: ["x": "px", "p": "pw"], into: viewModel.inputs.didChange(passwordConfirmation:))
            test.expect(viewModel.outputs.warningMessage, "omk-", values: [
                "o": "", "m": "パスワードと確認パスワードが一致していません", "k": "規約に同意してください",
            ])
        }
    }

    @Test func eachTapRequestsOnceAndTheOutputsArriveInTheDeclaredOrder() {
        let scheduler = TestScheduler()
        weak var released: SignupViewModel?
        func scenario() {
            let service = CountingService(scheduler: scheduler)
            let viewModel = SignupViewModel(service: service)
            released = viewModel
            // Three views, each subscribing to the outputs in the reverse of their declared order:
            // the order they arrive in is the view model's, not the subscribers'.
            var log: [String] = []
            let bag = DisposeBag()
            func record<Element>(_ name: String, _ output: Observable<Element>) {
                output.subscribe(onNext: { log.append("\(name) \($0)") }).disposed(by: bag)
            }
            let outputs = viewModel.outputs
            for _ in 1...3 {
                record("finished", outputs.signupFinished.map(\.loginID))
                record("hidden", outputs.isLoadingIndicatorHidden)
                record("animating", outputs.isLoadingIndicatorAnimating)
                record("warning", outputs.warningMessage)
                record("alpha", outputs.signupButtonAlpha)
                record("enabled", outputs.isSignupEnabled)
            }
            viewModel.inputs.didChange(loginID: "alice")
            viewModel.inputs.didChange(password: "secret")
            viewModel.inputs.didChange(passwordConfirmation: "secret")
            log.removeAll()
            viewModel.inputs.didChange(termsAccepted: true)
            #expect(log == thrice("enabled true") + thrice("alpha 1.0") + thrice("warning "))
            log.removeAll()
            viewModel.inputs.didTapSignupButton()
            #expect(log == thrice("enabled false") + thrice("alpha 0.5") + thrice("animating true") + thrice("hidden false"))
            log.removeAll()
            scheduler.start()
            #expect(log == thrice("enabled true") + thrice("alpha 1.0") + thrice("animating false")
                + thrice("hidden true") + thrice("finished alice"))
            // Eighteen subscriptions, one tap: one request.
            #expect(service.requests.value == 1)
        }
        scheduler.tracker.track(scenario)
        #expect(released == nil)
        #expect(scheduler.tracker.live == 0)
    }

    private func thrice(_ entry: String) -> [String] {
        Array(repeating: entry, count: 3)
    }

    @Test func viewModelIsReleasedMidRequestAndLeavesNothingRunning() {
        let scheduler = TestScheduler(resolution: 0.1)
        weak var released: SignupViewModel?
        scheduler.tracker.track {
            let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))
            released = viewModel
            fillValidForm(viewModel)
            viewModel.inputs.didTapSignupButton()
            #expect(scheduler.tracker.live > 0)
        }
        #expect(released == nil)
        // The request's timer subscription ended with the view model.
        #expect(scheduler.tracker.live == 0)
    }

    private func fillValidForm(_ viewModel: SignupViewModel) {
        viewModel.inputs.didChange(loginID: "alice")
        viewModel.inputs.didChange(password: "secret")
        viewModel.inputs.didChange(passwordConfirmation: "secret")
        viewModel.inputs.didChange(termsAccepted: true)
    }
}

/// The simulated service, counting the requests it is sent.
struct CountingService: SignupService {
    final class Count {
        var value = 0
    }

    let scheduler: any SchedulerType
    let requests = Count()

    func signUp(_ credentials: SignupCredentials) -> Observable<Void> {
        requests.value += 1
        return SimulatedSignupService(scheduler: scheduler).signUp(credentials)
    }
}

/// A service that fails half a second after the request starts.
struct FailingService: SignupService {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let scheduler: any SchedulerType
    let message: String

    func signUp(_ credentials: SignupCredentials) -> Observable<Void> {
        let message = message
        return Observable<Int>.timer(.milliseconds(500), scheduler: scheduler)
            .flatMap { _ in Observable<Void>.error(Failure(description: message)) }
    }
}
