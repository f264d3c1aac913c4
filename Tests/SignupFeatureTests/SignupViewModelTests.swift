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
            test.expect(viewModel.outputs.isSignupButtonEnabled,       "f--", values: flags)
            test.expect(viewModel.outputs.signupButtonAlpha,           "h--", values: alphas)
            test.expect(viewModel.outputs.warningText,                 "o--", values: english)
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "f--", values: flags)
            test.expect(viewModel.outputs.isLoadingIndicatorHidden,    "t--", values: flags)
        }
    }

    @Test func theRulesApplyInTheSeedsOrder() {
        let scheduler = TestScheduler(resolution: 0.1)
        let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))
        scheduler.marbles { test in
            test.input("-i----e-", values: ["i": "alice", "e": ""], into: viewModel.inputs.loginIDChanged)
            test.input("--p-----", values: ["p": "pw"], into: viewModel.inputs.passwordChanged)
            test.input("---xp---", values: ["x": "px", "p": "pw"], into: viewModel.inputs.passwordConfirmationChanged)
            test.input("-----t--", values: ["t": true], into: viewModel.inputs.termsAcceptedChanged)
            test.expect(viewModel.outputs.isSignupButtonEnabled, "f----tf-", values: flags)
            test.expect(viewModel.outputs.signupButtonAlpha,     "h----1h-", values: alphas)
            test.expect(viewModel.outputs.warningText,           "o--mao--", values: english)
        }
    }

    @Test func aTapShowsTheIndicatorForOneSecondThenFinishesOnce() {
        let scheduler = TestScheduler(resolution: 0.1)
        let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))
        fillValidForm(viewModel)
        scheduler.marbles { test in
            test.input("--t-t-------------", into: viewModel.inputs.signupButtonTapped)
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "f-t---------f-----", values: flags)
            test.expect(viewModel.outputs.isLoadingIndicatorHidden,    "t-f---------t-----", values: flags)
            test.expect(viewModel.outputs.isSignupButtonEnabled,       "t-f---------t-----", values: flags)
            test.expect(viewModel.outputs.warningText,                 "o-----------------", values: english)
            test.expect(viewModel.outputs.signupFinished,              "------------c-----",
                        values: ["c": SignupCredentials(loginID: "alice", password: "secret")])
        }
    }

    @Test func aTapWhileTheFormIsInvalidDoesNothing() {
        let scheduler = TestScheduler(resolution: 0.1)
        let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))
        scheduler.marbles { test in
            test.input("-t---", into: viewModel.inputs.signupButtonTapped)
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "f----", values: flags)
            test.expect(viewModel.outputs.signupFinished, "-----", values: [:])
        }
    }

    @Test func aFailedRequestShowsItsMessageAndReenablesTheButton() {
        let scheduler = TestScheduler(resolution: 0.1)
        let viewModel = SignupViewModel(service: FailingService(scheduler: scheduler, message: "Login ID is taken."))
        fillValidForm(viewModel)
        scheduler.marbles { test in
            test.input("-t--------", into: viewModel.inputs.signupButtonTapped)
            test.expect(viewModel.outputs.isSignupButtonEnabled,       "tf----t---", values: flags)
            test.expect(viewModel.outputs.warningText,                 "o-----x---",
                        values: ["o": "", "x": "Login ID is taken."])
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "ft----f---", values: flags)
            test.expect(viewModel.outputs.signupFinished, "----------", values: [:])
        }
    }

    @Test func japaneseMessagesAreAvailable() {
        let scheduler = TestScheduler(resolution: 0.1)
        let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: scheduler), messages: .japanese)
        scheduler.marbles { test in
            test.input("i---", values: ["i": "alice"], into: viewModel.inputs.loginIDChanged)
            test.input("p---", values: ["p": "pw"], into: viewModel.inputs.passwordChanged)
            test.input("-xp-", values: ["x": "px", "p": "pw"], into: viewModel.inputs.passwordConfirmationChanged)
            test.expect(viewModel.outputs.warningText, "omk-", values: [
                "o": "", "m": "パスワードと確認パスワードが一致していません", "k": "規約に同意してください",
            ])
        }
    }

    @Test func fieldsBindBothWaysWithTheViewModelsValueWinning() {
        let tracker = ResourceTracker()
        tracker.track {
            let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: TestScheduler()))
            viewModel.inputs.loginIDChanged("from the view model")
            let textField = BehaviorRelay(value: "from the text field")
            let property = ControlProperty(values: textField, valueSink: AnyObserver<String> { event in
                if case .next(let text) = event { textField.accept(text) }
            })
            let binding = viewModel.fields.loginID.bindBidirectional(to: property)
            #expect(textField.value == "from the view model")
            textField.accept("typed")
            #expect(viewModel.fields.loginID.value == "typed")
            viewModel.fields.loginID.accept("reset")
            #expect(textField.value == "reset")
            binding.dispose()
            textField.accept("after dispose")
            #expect(viewModel.fields.loginID.value == "reset")
        }
        #expect(tracker.live == 0)
    }

    @Test func viewModelIsReleasedMidRequestAndLeavesNothingRunning() {
        let scheduler = TestScheduler(resolution: 0.1)
        weak var released: SignupViewModel?
        scheduler.tracker.track {
            let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))
            released = viewModel
            fillValidForm(viewModel)
            viewModel.inputs.signupButtonTapped()
            #expect(scheduler.tracker.live > 0)
        }
        #expect(released == nil)
        // The request's timer subscription ended with the view model.
        #expect(scheduler.tracker.live == 0)
    }

    private func fillValidForm(_ viewModel: SignupViewModel) {
        viewModel.inputs.loginIDChanged("alice")
        viewModel.inputs.passwordChanged("secret")
        viewModel.inputs.passwordConfirmationChanged("secret")
        viewModel.inputs.termsAcceptedChanged(true)
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
