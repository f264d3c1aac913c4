import IOViewModel
import SigninFeature
import TestScheduler
import Testing

/// The sign-in screen's rules as properties: random keystrokes, drawn as marble diagrams, must
/// keep the button and the messages consistent with the fields' statuses at every tick.
@Suite struct SigninPropertyTests {
    // Simplest first: a shrunk counterexample picks the earliest value that still fails.
    static let emails: KeyValuePairs<Character, String> = [
        "e": "", "n": "foo", "a": "foo@bar", "v": "a@b.co", "w": "x.y@mail.example",
    ]
    static let passwords: KeyValuePairs<Character, String> = [
        "e": "", "s": "short", "v": "secret1", "l": "123456789012345678901", "w": "abcdefghijklmnopqrst",
    ]
    let status: [Character: TextFieldStatus] = ["v": .valid, "n": .notValid]
    let flags: [Character: Bool] = ["t": true, "f": false]

    /// Declares the two fields' inputs of `viewModel`, typed at random; returns the view model.
    static func typing(into viewModel: SigninViewModel, _ run: PropertyRun) -> SigninViewModel {
        run.input("viewModel.inputs.didChange(email:)", values: emails, into: viewModel.inputs.didChange(email:))
        run.input("viewModel.inputs.didChange(password:)", values: passwords, into: viewModel.inputs.didChange(password:))
        return viewModel
    }

    @Test func theButtonIsEnabledExactlyWhenBothFieldsAreValid() {
        let failure = TestScheduler.property(runs: 300) { run in
            let viewModel = Self.typing(into: MainScheduler.withMainScheduler(run.scheduler) { SigninViewModel() }, run)
            let email = run.output("viewModel.outputs.isEmailValid", viewModel.outputs.isEmailValid, values: status)
            let password = run.output("viewModel.outputs.isPasswordValid", viewModel.outputs.isPasswordValid, values: status)
            let enabled = run.output("viewModel.outputs.isSigninEnabled", viewModel.outputs.isSigninEnabled, values: flags)
            run.always("the button is enabled exactly when both fields are valid") { time in
                enabled.latest(at: time) == (email.latest(at: time) == .valid && password.latest(at: time) == .valid)
            }
        }
        #expect(failure == nil)
    }

    @Test func aMessageIsEmptyExactlyWhenItsFieldIsValid() {
        let failure = TestScheduler.property(runs: 300) { run in
            let viewModel = Self.typing(into: MainScheduler.withMainScheduler(run.scheduler) { SigninViewModel() }, run)
            let email = run.output("viewModel.outputs.isEmailValid", viewModel.outputs.isEmailValid, values: status)
            let emailMessage = run.output("viewModel.outputs.emailNotValidErr", viewModel.outputs.emailNotValidErr)
            let password = run.output("viewModel.outputs.isPasswordValid", viewModel.outputs.isPasswordValid, values: status)
            let passwordMessage = run.output("viewModel.outputs.passwordNotValidErr", viewModel.outputs.passwordNotValidErr)
            run.always("the email message is empty exactly when the email is valid") { time in
                emailMessage.latest(at: time)?.isEmpty == email.latest(at: time).map { $0 == .valid }
            }
            run.always("the password message is empty exactly when the password is valid") { time in
                passwordMessage.latest(at: time)?.isEmpty == password.latest(at: time).map { $0 == .valid }
            }
            // Both come with every keystroke, not only when they change.
            run.check("a status and its message come together") {
                email.events.map(\.time) == emailMessage.events.map(\.time)
                    && password.events.map(\.time) == passwordMessage.events.map(\.time)
            }
        }
        #expect(failure == nil)
    }
}
