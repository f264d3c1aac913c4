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
        let viewModel = SigninViewModel()
        TestScheduler().marbles { test in
            test.input("-1-2-s-t-", values: [
                "1": "a@b.c", "2": "a@b.co",
                "s": "a@b." + String(repeating: "c", count: 64), "t": "a@b." + String(repeating: "c", count: 65),
            ], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid, "-n-v-v-n-", values: status)
        }
    }

    @Test func emailRejectsWhitespaceAndASecondAt() {
        let viewModel = SigninViewModel()
        TestScheduler().marbles { test in
            test.input("-a-b-c-d-", values: [
                "a": " a@b.co", "b": "a@b.co ", "c": "a@b@c.co", "d": "A.B+C@D-E.CO",
            ], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid,     "-n-n-n-v-", values: status)
            test.expect(viewModel.outputs.emailNotValidErr, "-e-e-e-o-", values: emailMessage)
        }
    }

    @Test func nothingIsEmittedBeforeTheFirstInput() {
        let viewModel = SigninViewModel()
        TestScheduler().marbles { test in
            test.input("-----a-", values: ["a": "a@b.co"], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid,        "-----v-", values: status)
            test.expect(viewModel.outputs.emailNotValidErr,    "-----o-", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid,     "-------", values: status)
            test.expect(viewModel.outputs.passwordNotValidErr, "-------", values: passwordMessage)
        }
    }

    @Test func aLateSubscriberSeesTheCurrentSigninState() {
        let scheduler = TestScheduler()
        let viewModel = SigninViewModel()
        viewModel.inputs.didChange(email: "a@b.co")
        viewModel.inputs.didChange(password: "secret1")
        let observer = scheduler.start { viewModel.outputs.isSigninEnabled }
        #expect(observer.events == [.next(200, true)])
    }

    @Test func eachKeystrokeRunsItsRuleOnceAndItsOutputsArriveInTheDeclaredOrder() {
        let tracker = ResourceTracker()
        weak var released: SigninViewModel?
        func scenario() {
            var emailRuns = 0
            var passwordRuns = 0
            let viewModel = SigninViewModel(
                emailStatus: { email in
                    emailRuns += 1
                    return SigninRules.emailStatus(email)
                },
                passwordStatus: { password in
                    passwordRuns += 1
                    return SigninRules.passwordStatus(password)
                })
            released = viewModel
            // Three views, each subscribing to the outputs in the reverse of their declared order:
            // the order they arrive in is the view model's, not the subscribers'.
            var log: [String] = []
            let bag = DisposeBag()
            func record<Element>(_ name: String, _ output: Observable<Element>) {
                output.subscribe(onNext: { log.append("\(name) \($0)") }).disposed(by: bag)
            }
            let outputs = viewModel.outputs
            for _ in 1...3 {
                record("isSigninEnabled", outputs.isSigninEnabled)
                record("passwordNotValidErr", outputs.passwordNotValidErr)
                record("isPasswordValid", outputs.isPasswordValid)
                record("emailNotValidErr", outputs.emailNotValidErr)
                record("isEmailValid", outputs.isEmailValid)
            }
            #expect(log == thrice("isSigninEnabled false"))
            log.removeAll()
            viewModel.inputs.didChange(email: "a@b.co")
            #expect(log == thrice("isEmailValid valid") + thrice("emailNotValidErr "))
            #expect(emailRuns == 1)
            log.removeAll()
            viewModel.inputs.didChange(password: "secret1")
            #expect(log == thrice("isPasswordValid valid") + thrice("passwordNotValidErr ") + thrice("isSigninEnabled true"))
            #expect(passwordRuns == 1)
            log.removeAll()
            viewModel.inputs.didChange(email: "bad")
            #expect(log == thrice("isEmailValid notValid") + thrice("emailNotValidErr \(SigninRules.emailNotValidMessage)")
                + thrice("isSigninEnabled false"))
            #expect(emailRuns == 2)
        }
        tracker.track(scenario)
        #expect(released == nil)
        #expect(tracker.live == 0)
    }

    private func thrice(_ entry: String) -> [String] {
        Array(repeating: entry, count: 3)
    }

    @Test func viewModelIsReleasedAndLeavesNothingSubscribed() {
        let tracker = ResourceTracker()
        weak var released: SigninViewModel?
        tracker.track {
            let viewModel = SigninViewModel()
            released = viewModel
            let bag = DisposeBag()
            viewModel.outputs.isSigninEnabled.subscribe().disposed(by: bag)
            viewModel.outputs.emailNotValidErr.subscribe().disposed(by: bag)
            viewModel.inputs.didChange(email: "a@b.co")
            #expect(tracker.live > 0)
        }
        #expect(released == nil)
        #expect(tracker.live == 0)
    }

    @Test func outputsCanBeUsedThroughTheTypesProtocolAndAsObservables() {
        let types: any SigninViewModelType = SigninViewModel()
        var statuses: [TextFieldStatus] = []
        let subscription = types.outputs.isEmailValid.asObservable().subscribe(onNext: { statuses.append($0) })
        types.inputs.didChange(email: "x")
        subscription.dispose()
        #expect(statuses == [.notValid])
    }
}
