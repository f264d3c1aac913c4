import IOViewModel
import SigninFeature
import TestScheduler

/// The sign-in screen's life, drawn in the Inputs/Outputs guide and the tutorial. These are the
/// only copy of the diagrams: `SigninViewModelTests` runs them as the view model's tests.
public enum SigninScenarios {
    static let status: [Character: TextFieldStatus] = ["v": .valid, "n": .notValid]
    static let emailMessage: [Character: String] = ["e": SigninRules.emailNotValidMessage, "o": ""]
    static let passwordMessage: [Character: String] = ["e": SigninRules.passwordNotValidMessage, "o": ""]
    static let enabled: [Character: Bool] = ["t": true, "f": false]

    /// Each email change brings its status and its message together.
    public static let email = Scenario(
        name: "signin-email", title: "Each email change emits the email's status and its message",
        caption: "SigninViewModel",
        lanes: ["didChange(email:)", "isEmailValid", "emailNotValidErr", "isPasswordValid", "isSigninEnabled"],
        viewModel: { _ in SigninViewModel() },
        body: { test, viewModel in
            test.input(
                "-a--b--b--c--", values: ["a": "foo", "b": "foo@bar.com", "c": "FOO@BAR.COM"],
                into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid, "-n--v--v--v--", values: status)
            test.expect(viewModel.outputs.emailNotValidErr, "-e--o--o--o--", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid, "-------------", values: status)
            test.expect(viewModel.outputs.isSigninEnabled, "f------------", values: enabled)
        }
    )

    /// The password must be 6 to 20 characters long.
    public static let password = Scenario(
        name: "signin-password", title: "A password is valid from 6 to 20 characters",
        caption: "SigninViewModel",
        lanes: ["didChange(password:)", "isPasswordValid", "passwordNotValidErr", "isSigninEnabled"],
        viewModel: { _ in SigninViewModel() },
        body: { test, viewModel in
            test.input(
                "-5-6-k-l-z-",
                values: [
                    "5": "12345", "6": "123456", "k": "12345678901234567890", "l": "123456789012345678901", "z": "",
                ], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isPasswordValid, "-n-v-v-n-n-", values: status)
            test.expect(viewModel.outputs.passwordNotValidErr, "-e-o-o-e-e-", values: passwordMessage)
            test.expect(viewModel.outputs.isSigninEnabled, "f----------", values: enabled)
        }
    )

    /// Both fields over a whole session, and the sign-in button that follows them.
    public static let screenLife = Scenario(
        name: "signin-screen-life", title: "The sign-in screen's life: two inputs, five outputs",
        caption: "SigninViewModel",
        lanes: [
            "didChange(email:)", "didChange(password:)", "isEmailValid", "emailNotValidErr",
            "isPasswordValid", "passwordNotValidErr", "isSigninEnabled",
        ],
        viewModel: { _ in SigninViewModel() },
        body: { test, viewModel in
            test.input(
                "-a--b---c--a--", values: ["a": "a@b.co", "b": "x@y.zz", "c": "bad"],
                into: viewModel.inputs.didChange(email:))
            test.input(
                "--p--q-r----q-", values: ["p": "secret1", "q": "secret2", "r": "short"],
                into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isEmailValid, "-v--v---n--v--", values: status)
            test.expect(viewModel.outputs.emailNotValidErr, "-o--o---e--o--", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid, "--v--v-n----v-", values: status)
            test.expect(viewModel.outputs.passwordNotValidErr, "--o--o-e----o-", values: passwordMessage)
            test.expect(viewModel.outputs.isSigninEnabled, "f-t----f----t-", values: enabled)
        }
    )

    /// Every sign-in scenario.
    public static let all = [email, password, screenLife]
}
