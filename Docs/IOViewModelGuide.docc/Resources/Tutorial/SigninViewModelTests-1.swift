import IOViewModel
import SigninForm
import TestScheduler
import Testing

/// The sign-in screen's life as marble diagrams: inputs above, outputs below, one
/// frame per column. Each test owns its view model: every output that emits must be
/// expected, and the view model must be released when the test lets go of it.
@Suite struct SigninViewModelTests {
    let status: [Character: TextFieldStatus] = ["v": .valid, "n": .notValid]
    let emailMessage: [Character: String] = [
        "e": SigninRules.emailNotValidMessage, "o": "",
    ]

    @Test func emailStatusAndMessageComeTogetherOnEveryChange() {
        let emails: [Character: String] = [
            "a": "foo", "b": "foo@bar.com", "c": "FOO@BAR.COM",
        ]
        TestScheduler().marbles(SigninViewModel()) { test, viewModel in
            test.input("-a--b--b--c--", values: emails, into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid,     "-n--v--v--v--", values: status)
            test.expect(viewModel.outputs.emailNotValidErr, "-e--o--o--o--", values: emailMessage)
        }
    }
}
