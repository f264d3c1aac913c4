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
    let passwordMessage: [Character: String] = [
        "e": SigninRules.passwordNotValidMessage, "o": "",
    ]
    let enabled: [Character: Bool] = ["t": true, "f": false]

    @Test func emailStatusAndMessageComeTogetherOnEveryChange() {
        let emails: [Character: String] = [
            "a": "foo", "b": "foo@bar.com", "c": "FOO@BAR.COM",
        ]
        TestScheduler().marbles(SigninViewModel()) { test, viewModel in
            test.input("-a--b--b--c--", values: emails, into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid,     "-n--v--v--v--", values: status)
            test.expect(viewModel.outputs.emailNotValidErr, "-e--o--o--o--", values: emailMessage)
            test.expect(viewModel.outputs.isSigninEnabled,  "f------------", values: enabled)
        }
    }

    @Test func passwordMustBeSixToTwentyCharacters() {
        let passwords: [Character: String] = [
            "5": "12345", "6": "123456",
            "k": "12345678901234567890", "l": "123456789012345678901", "z": "",
        ]
        TestScheduler().marbles(SigninViewModel()) { test, viewModel in
            test.input("-5-6-k-l-z-", values: passwords, into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isPasswordValid,     "-n-v-v-n-n-", values: status)
            test.expect(viewModel.outputs.passwordNotValidErr, "-e-o-o-e-e-", values: passwordMessage)
            test.expect(viewModel.outputs.isSigninEnabled,     "f----------", values: enabled)
        }
    }

    @Test func signinIsEnabledOnlyWhileBothFieldsAreValid() {
        let emails: [Character: String] = ["a": "a@b.co", "b": "x@y.zz", "c": "bad"]
        let passwords: [Character: String] = [
            "p": "secret1", "q": "secret2", "r": "short",
        ]
        TestScheduler().marbles(SigninViewModel()) { test, viewModel in
            test.input("-a--b---c--a--", values: emails, into: viewModel.inputs.didChange(email:))
            test.input("--p--q-r----q-", values: passwords, into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isSigninEnabled,     "f-t----f----t-", values: enabled)
            test.expect(viewModel.outputs.isEmailValid,        "-v--v---n--v--", values: status)
            test.expect(viewModel.outputs.emailNotValidErr,    "-o--o---e--o--", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid,     "--v--v-n----v-", values: status)
            test.expect(viewModel.outputs.passwordNotValidErr, "--o--o-e----o-", values: passwordMessage)
        }
    }

    @Test func aLateSubscriberSeesTheCurrentAnswer() {
        let scheduler = TestScheduler()
        let late = scheduler.createObserver(Bool.self)
        scheduler.marbles(SigninViewModel()) { test, viewModel in
            test.input("a----", values: ["a": "a@b.co"], into: viewModel.inputs.didChange(email:))
            test.input("-p---", values: ["p": "secret1"], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isSigninEnabled,     "ft---", values: enabled)
            test.expect(viewModel.outputs.isEmailValid,        "v----", values: status)
            test.expect(viewModel.outputs.emailNotValidErr,    "o----", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid,     "-v---", values: status)
            test.expect(viewModel.outputs.passwordNotValidErr, "-o---", values: passwordMessage)
            // A view that subscribes at frame 3 is given the current answer at once.
            var view: (any Disposable)?
            test.scheduler.scheduleAt(3) { view = viewModel.outputs.isSigninEnabled.drive(late) }
            test.scheduler.scheduleAt(4) { view?.dispose() }
        }
        #expect(late.events == [.next(3, true)])
    }

    @Test func oneKeystrokesOutputsArriveInTheDeclaredOrder() {
        var log: [String] = []
        TestScheduler().marbles(SigninViewModel()) { test, viewModel in
            test.input("a---", values: ["a": "a@b.co"], into: viewModel.inputs.didChange(email:))
            test.input("--p-", values: ["p": "secret1"], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isSigninEnabled,     "f-t-", values: enabled)
            test.expect(viewModel.outputs.isEmailValid,        "v---", values: status)
            test.expect(viewModel.outputs.emailNotValidErr,    "o---", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid,     "--v-", values: status)
            test.expect(viewModel.outputs.passwordNotValidErr, "--o-", values: passwordMessage)
            // A view subscribed to the button before the password status, at frame 1: the
            // order of arrival at frame 2 is still the view model's.
            var views: DisposeBag? = DisposeBag()
            test.scheduler.scheduleAt(1) {
                viewModel.outputs.isSigninEnabled
                    .drive(onNext: { log.append("button \($0)") })
                    .disposed(by: views!)
                viewModel.outputs.isPasswordValid
                    .drive(onNext: { log.append("password \($0)") })
                    .disposed(by: views!)
                log.removeAll()
            }
            test.scheduler.scheduleAt(3) { views = nil }
        }
        #expect(log == ["password valid", "button true"])
    }

    @Test func theViewModelIsReleasedWithItsOwner() {
        // The test owns the view model and lets go of it at the end: the harness fails the
        // test if it is still alive then, or if anything it subscribed is still live.
        TestScheduler().marbles(SigninViewModel()) { test, viewModel in
            test.input("-a-", values: ["a": "a@b.co"], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid,     "-v-", values: status)
            test.expect(viewModel.outputs.emailNotValidErr, "-o-", values: emailMessage)
            test.expect(viewModel.outputs.isSigninEnabled,  "f--", values: enabled)
        }
    }
}
