import IOViewModel
import SignupFeature
import TestScheduler

/// The sign-up screen: its rules, and a request that takes one second of virtual time. One frame
/// is 100 ms (`resolution: 0.1`). The diagrams are those of `SignupViewModelTests`.
public enum SignupScenarios {
    static let flags: [Character: Bool] = ["t": true, "f": false]
    static let alphas: [Character: Double] = ["1": 1.0, "h": 0.5]
    static let english: [Character: String] = [
        "o": "", "m": SignupMessages.english.passwordMismatch, "a": SignupMessages.english.termsNotAccepted,
    ]

    /// The form's rules, applied in the sign-up tutorial's order as the fields fill in.
    public static let formRules = Scenario(
        name: "signup-form-rules", title: "The sign-up button follows the form's rules",
        caption: "SignupViewModel",
        lanes: [
            "didChange(loginID:)", "didChange(password:)", "didChange(passwordConfirmation:)",
            "didChange(termsAccepted:)",
            "isSignupEnabled", "signupButtonAlpha", "warningMessage", "isLoadingIndicatorAnimating",
            "isLoadingIndicatorHidden",
        ],
        resolution: 0.1,
        viewModel: { scheduler in SignupViewModel(service: SimulatedSignupService(scheduler: scheduler)) },
        body: { test, viewModel in
            test.input("-i----e-", values: ["i": "alice", "e": ""], into: viewModel.inputs.didChange(loginID:))
            test.input("--p-----", values: ["p": "pw"], into: viewModel.inputs.didChange(password:))
            test.input(
                "---xp---", values: ["x": "px", "p": "pw"], into: viewModel.inputs.didChange(passwordConfirmation:))
            test.input("-----t--", values: ["t": true], into: viewModel.inputs.didChange(termsAccepted:))
            test.expect(viewModel.outputs.isSignupEnabled, "f----tf-", values: flags)
            test.expect(viewModel.outputs.signupButtonAlpha, "h----1h-", values: alphas)
            test.expect(viewModel.outputs.warningMessage, "o--mao--", values: english)
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "f-------", values: flags)
            test.expect(viewModel.outputs.isLoadingIndicatorHidden, "t-------", values: flags)
        }
    )

    /// A tap on a valid form: the indicator spins for the request's second, a second tap meanwhile
    /// is ignored, and the credentials come out once.
    public static let request = Scenario(
        name: "signup-request", title: "A sign-up request: one second of spinner, one finished event",
        caption: "SignupViewModel",
        lanes: [
            "didTapSignupButton()", "isLoadingIndicatorAnimating", "isLoadingIndicatorHidden", "isSignupEnabled",
            "signupButtonAlpha", "warningMessage", "signupFinished",
        ],
        resolution: 0.1,
        viewModel: { scheduler in SignupViewModel(service: SimulatedSignupService(scheduler: scheduler)) },
        body: { test, viewModel in
            viewModel.inputs.didChange(loginID: "alice")
            viewModel.inputs.didChange(password: "secret")
            viewModel.inputs.didChange(passwordConfirmation: "secret")
            viewModel.inputs.didChange(termsAccepted: true)
            // The form filled at frame 0 shows its edits there; the first tap waits for them.
            test.input("-----t-t------------", into: viewModel.inputs.didTapSignupButton)
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "f----t---------f----", values: flags)
            test.expect(viewModel.outputs.isLoadingIndicatorHidden, "t----f---------t----", values: flags)
            test.expect(viewModel.outputs.isSignupEnabled, "(ft)-f---------t----", values: flags)
            test.expect(viewModel.outputs.signupButtonAlpha, "(h1)-h---------1----", values: alphas)
            test.expect(viewModel.outputs.warningMessage, "(oao)---------------", values: english)
            test.expect(
                viewModel.outputs.signupFinished, "---------------c----",
                values: ["c": SignupCredentials(loginID: "alice", password: "secret")])
        }
    )

    /// Every sign-up scenario.
    public static let all = [formRules, request]
}
