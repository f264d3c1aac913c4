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

    @Test func signinIsEnabledOnlyWhileBothFieldsAreValid() {
        let viewModel = SigninViewModel()
        let inputs = viewModel.inputs, outputs = viewModel.outputs
        let emails: [Character: String] = ["a": "a@b.co", "b": "x@y.zz", "c": "bad"]
        let passwords: [Character: String] = [
            "p": "secret1", "q": "secret2", "r": "short",
        ]
        let enabled: [Character: Bool] = ["t": true, "f": false]
        TestScheduler().marbles { test in
            test.input("-a--b---c--a--", values: emails, into: inputs.didChange(email:))
            test.input("--p--q-r----q-", values: passwords, into: inputs.didChange(password:))
            test.expect(outputs.isSigninEnabled, "f-t----f----t-", values: enabled)
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

    @Test func oneKeystrokesOutputsArriveInTheDeclaredOrder() {
        let viewModel = SigninViewModel()
        var log: [String] = []
        let disposeBag = DisposeBag()
        // Subscribed button first: the order of arrival is still the view model's.
        viewModel.outputs.isSigninEnabled
            .subscribe(onNext: { log.append("button \($0)") })
            .disposed(by: disposeBag)
        viewModel.outputs.isPasswordValid
            .subscribe(onNext: { log.append("password \($0)") })
            .disposed(by: disposeBag)
        viewModel.inputs.didChange(email: "a@b.co")
        log.removeAll()
        viewModel.inputs.didChange(password: "secret1")
        #expect(log == ["password valid", "button true"])
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
