import IOViewModel
import SigninForm
import TestScheduler
import Testing

/// The sign-in screen's life as marble diagrams: inputs above, outputs below, one frame per column.
@Suite struct SigninViewModelTests {
    let status: [Character: TextFieldStatus] = ["v": .valid, "n": .notValid]
    let emailMessage: [Character: String] = ["e": SigninRules.emailNotValidMessage, "o": ""]
    let passwordMessage: [Character: String] = ["e": SigninRules.passwordNotValidMessage, "o": ""]

    @Test func emailStatusAndMessageComeTogetherOnEveryChange() {
        let viewModel = SigninViewModel()
        TestScheduler().marbles { test in
            test.input("-a--b--b--c--", values: ["a": "foo", "b": "foo@bar.com", "c": "FOO@BAR.COM"],
                       into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid,     "-n--v--v--v--", values: status)
            test.expect(viewModel.outputs.emailNotValidErr, "-e--o--o--o--", values: emailMessage)
        }
    }

    @Test func passwordMustBeSixToTwentyCharacters() {
        let viewModel = SigninViewModel()
        TestScheduler().marbles { test in
            test.input("-5-6-k-l-z-", values: [
                "5": "12345", "6": "123456", "k": "12345678901234567890", "l": "123456789012345678901", "z": "",
            ], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isPasswordValid,     "-n-v-v-n-n-", values: status)
            test.expect(viewModel.outputs.passwordNotValidErr, "-e-o-o-e-e-", values: passwordMessage)
        }
    }

    @Test func signinIsEnabledOnlyWhileBothFieldsAreValid() {
        let viewModel = SigninViewModel()
        TestScheduler().marbles { test in
            test.input("-a--b---c--a--", values: ["a": "a@b.co", "b": "x@y.zz", "c": "bad"],
                       into: viewModel.inputs.didChange(email:))
            test.input("--p--q-r----q-", values: ["p": "secret1", "q": "secret2", "r": "short"],
                       into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isSigninEnabled, "f-t----f----t-", values: ["t": true, "f": false])
        }
    }

    @Test func aLateSubscriberSeesTheCurrentAnswer() {
        let scheduler = TestScheduler()
        let viewModel = SigninViewModel()
        viewModel.inputs.didChange(email: "a@b.co")
        viewModel.inputs.didChange(password: "secret1")
        let observer = scheduler.start { viewModel.outputs.isSigninEnabled }
        #expect(observer.events == [.next(200, true)])
    }

    @Test func theViewModelIsReleasedWithItsOwner() {
        weak var released: SigninViewModel?
        do {
            let viewModel = SigninViewModel()
            released = viewModel
            let subscription = viewModel.outputs.isSigninEnabled.subscribe()
            viewModel.inputs.didChange(email: "a@b.co")
            subscription.dispose()
        }
        #expect(released == nil)
    }
}
