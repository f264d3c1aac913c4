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
    let warnings: [Character: String] = ["o": "", "m": "Password and confirmation do not match."]

    @Test func theButtonFollowsTheFormsRules() {
        let scheduler = TestScheduler(resolution: 0.1)
        let service = SimulatedSignupService(scheduler: scheduler)
        scheduler.marbles(SignupViewModel(service: service)) { test, viewModel in
            let inputs = viewModel.inputs, outputs = viewModel.outputs
            test.input("-i----e-", values: ["i": "alice", "e": ""], into: inputs.didChange(loginID:))
            test.input("--p-----", values: ["p": "pw"], into: inputs.didChange(password:))
            test.input("---xp---", values: ["x": "px", "p": "pw"], into: inputs.didChange(passwordConfirmation:))
            test.expect(outputs.isSignupEnabled,   "f---t-f-", values: flags)
            test.expect(outputs.signupButtonAlpha, "h---1-h-", values: alphas)
            test.expect(outputs.warningMessage,    "o--mo---", values: warnings)
        }
    }
}
