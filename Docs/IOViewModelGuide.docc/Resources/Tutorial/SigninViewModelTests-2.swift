import IOViewModel
import SigninForm
import TestScheduler
import Testing

/// The sign-in screen's life as marble diagrams: inputs above, outputs below, one
/// frame per column.
@Suite struct SigninViewModelTests {
    let status: [Character: TextFieldStatus] = ["v": .valid, "n": .notValid]
    let emailMessage: [Character: String] = [
        "e": SigninRules.emailNotValidMessage, "o": "",
    ]
    let passwordMessage: [Character: String] = [
        "e": SigninRules.passwordNotValidMessage, "o": "",
    ]

    @Test func emailStatusAndMessageComeTogetherOnEveryChange() {
        let viewModel = SigninViewModel()
        let inputs = viewModel.inputs, outputs = viewModel.outputs
        let emails: [Character: String] = [
            "a": "foo", "b": "foo@bar.com", "c": "FOO@BAR.COM",
        ]
        TestScheduler().marbles { test in
            test.input("-a--b--b--c--", values: emails, into: inputs.didChange(email:))
            test.expect(outputs.isEmailValid,     "-n--v--v--v--", values: status)
            test.expect(outputs.emailNotValidErr, "-e--o--o--o--", values: emailMessage)
        }
    }

    @Test func passwordMustBeSixToTwentyCharacters() {
        let viewModel = SigninViewModel()
        let inputs = viewModel.inputs, outputs = viewModel.outputs
        let passwords: [Character: String] = [
            "5": "12345", "6": "123456",
            "k": "12345678901234567890", "l": "123456789012345678901", "z": "",
        ]
        TestScheduler().marbles { test in
            test.input("-5-6-k-l-z-", values: passwords, into: inputs.didChange(password:))
            test.expect(outputs.isPasswordValid,     "-n-v-v-n-n-", values: status)
            test.expect(outputs.passwordNotValidErr, "-e-o-o-e-e-", values: passwordMessage)
        }
    }
}
