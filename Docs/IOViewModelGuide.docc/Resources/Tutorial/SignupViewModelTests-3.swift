import IOViewModel
import SignupForm
import TestScheduler
import Testing

/// The sign-up screen's life as marble diagrams. A frame is 100 ms (`resolution: 0.1`), so the
/// server's one second is ten frames. Each test owns its view model: every output that emits must
/// be expected.
@Suite struct SignupViewModelTests {
    let flags: [Character: Bool] = ["t": true, "f": false]
    let alphas: [Character: Double] = ["1": 1.0, "h": 0.5]
    let warnings: [Character: String] = [
        "o": "", "m": "Password and confirmation do not match.", "a": "Please agree to the terms.",
    ]

    @Test func theButtonFollowsTheFormsRules() {
        let scheduler = TestScheduler(resolution: 0.1)
        let service = SimulatedSignupService(scheduler: scheduler)
        scheduler.marbles(SignupViewModel(service: service)) { test, viewModel in
            let inputs = viewModel.inputs, outputs = viewModel.outputs
            test.input("-i----e-", values: ["i": "alice", "e": ""], into: inputs.didChange(loginID:))
            test.input("--p-----", values: ["p": "pw"], into: inputs.didChange(password:))
            test.input("---xp---", values: ["x": "px", "p": "pw"], into: inputs.didChange(passwordConfirmation:))
            test.input("-----t--", values: flags, into: inputs.didChange(termsAccepted:))
            test.expect(outputs.isSignupEnabled,             "f----tf-", values: flags)
            test.expect(outputs.signupButtonAlpha,           "h----1h-", values: alphas)
            test.expect(outputs.warningMessage,              "o--mao--", values: warnings)
            test.expect(outputs.isLoadingIndicatorAnimating, "f-------", values: flags)
        }
    }

    @Test func aTapSpinsTheIndicatorForOneSecond() {
        let scheduler = TestScheduler(resolution: 0.1)
        let service = SimulatedSignupService(scheduler: scheduler)
        scheduler.marbles(SignupViewModel(service: service)) { test, viewModel in
            let inputs = viewModel.inputs, outputs = viewModel.outputs
            // Filled in before the run: the outputs show its edits at frame 0.
            fillIn(inputs)
            test.input("-----t-t------------", into: inputs.didTapSignupButton)
            test.expect(outputs.isLoadingIndicatorAnimating, "f----t---------f----", values: flags)
            test.expect(outputs.isSignupEnabled,             "(ft)-f---------t----", values: flags)
            test.expect(outputs.signupButtonAlpha,           "(h1)-h---------1----", values: alphas)
            test.expect(outputs.warningMessage,              "(oao)---------------", values: warnings)
        }
    }

    /// Fills in a form that can be sent.
    private func fillIn(_ inputs: any SignupViewModelInputs) {
        inputs.didChange(loginID: "alice")
        inputs.didChange(password: "secret")
        inputs.didChange(passwordConfirmation: "secret")
        inputs.didChange(termsAccepted: true)
    }
}
