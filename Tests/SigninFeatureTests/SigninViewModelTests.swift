import DocScenarios
import IOViewModel
import SigninFeature
import TestScheduler
import Testing

/// The sign-in screen's life as marble diagrams: inputs above, outputs below, one frame per column.
@Suite struct SigninViewModelTests {
    let status: [Character: TextFieldStatus] = ["v": .valid, "n": .notValid]
    let emailMessage: [Character: String] = ["e": SigninRules.emailNotValidMessage, "o": ""]
    let passwordMessage: [Character: String] = ["e": SigninRules.passwordNotValidMessage, "o": ""]
    let enabled: [Character: Bool] = ["t": true, "f": false]

    // The three diagrams the documentation draws are written once, in `SigninScenarios`
    // (Tools/DocScenarios), and run here as this view model's marble tests.

    @Test func emailStatusAndMessageComeTogetherOnEveryChange() {
        _ = SigninScenarios.email.run()
    }

    @Test func passwordMustBeSixToTwentyCharacters() {
        _ = SigninScenarios.password.run()
    }

    @Test func signinIsEnabledOnlyWhileBothFieldsAreValidAndEmitsOnlyOnChange() {
        _ = SigninScenarios.screenLife.run()
    }

    @Test func topLevelDomainNeedsTwoToSixtyFourLetters() {
        TestScheduler().marbles(SigninViewModel()) { test, viewModel in
            test.input("-1-2-s-t-", values: [
                "1": "a@b.c", "2": "a@b.co",
                "s": "a@b." + String(repeating: "c", count: 64), "t": "a@b." + String(repeating: "c", count: 65),
            ], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid,     "-n-v-v-n-", values: status)
            test.expect(viewModel.outputs.emailNotValidErr, "-e-o-o-e-", values: emailMessage)
            test.expect(viewModel.outputs.isSigninEnabled,  "f--------", values: enabled)
        }
    }

    @Test func emailRejectsWhitespaceAndASecondAt() {
        TestScheduler().marbles(SigninViewModel()) { test, viewModel in
            test.input("-a-b-c-d-", values: [
                "a": " a@b.co", "b": "a@b.co ", "c": "a@b@c.co", "d": "A.B+C@D-E.CO",
            ], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid,     "-n-n-n-v-", values: status)
            test.expect(viewModel.outputs.emailNotValidErr, "-e-e-e-o-", values: emailMessage)
            test.expect(viewModel.outputs.isSigninEnabled,  "f--------", values: enabled)
        }
    }

    @Test func nothingButTheButtonIsEmittedBeforeTheFirstInput() {
        TestScheduler().marbles(SigninViewModel()) { test, viewModel in
            test.input("-----a-", values: ["a": "a@b.co"], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid,        "-----v-", values: status)
            test.expect(viewModel.outputs.emailNotValidErr,    "-----o-", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid,     "-------", values: status)
            test.expect(viewModel.outputs.passwordNotValidErr, "-------", values: passwordMessage)
            test.expect(viewModel.outputs.isSigninEnabled,     "f------", values: enabled)
        }
    }

    @Test func aLateSubscriberSeesTheCurrentSigninState() {
        let late = TestScheduler()
        let observer = late.createObserver(Bool.self)
        late.marbles(SigninViewModel()) { test, viewModel in
            test.input("a----", values: ["a": "a@b.co"], into: viewModel.inputs.didChange(email:))
            test.input("-p---", values: ["p": "secret1"], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isEmailValid,        "v----", values: status)
            test.expect(viewModel.outputs.emailNotValidErr,    "o----", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid,     "-v---", values: status)
            test.expect(viewModel.outputs.passwordNotValidErr, "-o---", values: passwordMessage)
            test.expect(viewModel.outputs.isSigninEnabled,     "ft---", values: enabled)
            // A view that subscribes at frame 3, after both fields were typed, is given the
            // current state at once.
            var subscription: (any Disposable)?
            test.scheduler.scheduleAt(3) { subscription = viewModel.outputs.isSigninEnabled.drive(observer) }
            test.scheduler.scheduleAt(4) { subscription?.dispose() }
        }
        #expect(observer.events == [.next(3, true)])
    }

    @Test func eachKeystrokeRunsItsRuleOnceAndItsOutputsArriveInTheDeclaredOrder() {
        var emailRuns = 0
        var passwordRuns = 0
        let viewModel = {
            SigninViewModel(
                emailStatus: { email in
                    emailRuns += 1
                    return SigninRules.emailStatus(email)
                },
                passwordStatus: { password in
                    passwordRuns += 1
                    return SigninRules.passwordStatus(password)
                })
        }
        var log: [[String]] = []
        TestScheduler().marbles(viewModel()) { test, viewModel in
            test.input("-a-b-", values: ["a": "a@b.co", "b": "bad"], into: viewModel.inputs.didChange(email:))
            test.input("--p--", values: ["p": "secret1"], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isEmailValid,        "-v-n-", values: status)
            test.expect(viewModel.outputs.emailNotValidErr,    "-o-e-", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid,     "--v--", values: status)
            test.expect(viewModel.outputs.passwordNotValidErr, "--o--", values: passwordMessage)
            test.expect(viewModel.outputs.isSigninEnabled,     "f-tf-", values: enabled)
            // Three views, each subscribing to the outputs in the reverse of their declared order:
            // the order they arrive in is the view model's, not the subscribers'. One log entry per
            // frame.
            var views: DisposeBag? = DisposeBag()
            func record<Element>(_ name: String, _ output: Driver<Element>) {
                output.drive(onNext: { log[log.count - 1].append("\(name) \($0)") }).disposed(by: views!)
            }
            for frame in 0...4 { test.scheduler.scheduleAt(TestTime(frame)) { log.append([]) } }
            test.scheduler.scheduleAt(0) {
                let outputs = viewModel.outputs
                for _ in 1...3 {
                    record("isSigninEnabled", outputs.isSigninEnabled)
                    record("passwordNotValidErr", outputs.passwordNotValidErr)
                    record("isPasswordValid", outputs.isPasswordValid)
                    record("emailNotValidErr", outputs.emailNotValidErr)
                    record("isEmailValid", outputs.isEmailValid)
                }
            }
            test.scheduler.scheduleAt(4) { views = nil }
        }
        #expect(log[0] == thrice("isSigninEnabled false"))
        #expect(log[1] == thrice("isEmailValid valid") + thrice("emailNotValidErr "))
        #expect(log[2] == thrice("isPasswordValid valid") + thrice("passwordNotValidErr ") + thrice("isSigninEnabled true"))
        #expect(log[3] == thrice("isEmailValid notValid") + thrice("emailNotValidErr \(SigninRules.emailNotValidMessage)")
            + thrice("isSigninEnabled false"))
        #expect(emailRuns == 2)
        #expect(passwordRuns == 1)
    }

    private func thrice(_ entry: String) -> [String] {
        Array(repeating: entry, count: 3)
    }

    @Test func viewModelIsReleasedAndLeavesNothingSubscribed() {
        // The harness owns the view model: it fails the test if the view model outlives it, or
        // if anything it subscribed is still live after it is released.
        TestScheduler().marbles(SigninViewModel()) { test, viewModel in
            test.input("-a-", values: ["a": "a@b.co"], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid,     "-v-", values: status)
            test.expect(viewModel.outputs.emailNotValidErr, "-o-", values: emailMessage)
            test.expect(viewModel.outputs.isSigninEnabled,  "f--", values: enabled)
        }
    }

    @Test func outputsCanBeUsedThroughTheTypesProtocolAndAsObservables() {
        var statuses: [TextFieldStatus] = []
        TestScheduler().marbles(SigninViewModel()) { test, viewModel in
            let types: any SigninViewModelType = viewModel
            test.input("-x-", values: ["x": "x"], into: types.inputs.didChange(email:))
            test.expect(types.outputs.isEmailValid,     "-n-", values: status)
            test.expect(types.outputs.emailNotValidErr, "-e-", values: emailMessage)
            test.expect(types.outputs.isSigninEnabled,  "f--", values: enabled)
            let subscription = types.outputs.isEmailValid.asObservable().subscribe(onNext: { statuses.append($0) })
            test.scheduler.scheduleAt(2) { subscription.dispose() }
        }
        #expect(statuses == [.notValid])
    }
}
