import DocScenarios
import IOViewModel
import SigninFeature
import TestScheduler
import Testing

/// The code of the property tests article (`Sources/TestScheduler/TestScheduler.docc/PropertyTests.md`), run.
@Suite struct PropertyTestSnippets {
    @Test func theButtonIsEnabledExactlyWhenBothFieldsAreValid() {
        let emails: KeyValuePairs<Character, String> = ["e": "", "n": "foo", "v": "a@b.co"]
        let passwords: KeyValuePairs<Character, String> = ["e": "", "s": "short", "v": "secret1"]
        TestScheduler.property { run in
            // The run's scheduler stands in for the main one, so the drivers deliver in its time.
            let viewModel = MainScheduler.withMainScheduler(run.scheduler) { SigninViewModel() }
            run.input("viewModel.inputs.didChange(email:)", values: emails, into: viewModel.inputs.didChange(email:))
            run.input("viewModel.inputs.didChange(password:)", values: passwords, into: viewModel.inputs.didChange(password:))
            let email = run.output("viewModel.outputs.isEmailValid", viewModel.outputs.isEmailValid)
            let password = run.output("viewModel.outputs.isPasswordValid", viewModel.outputs.isPasswordValid)
            let enabled = run.output("viewModel.outputs.isSigninEnabled", viewModel.outputs.isSigninEnabled)
            run.always("the button is enabled exactly when both fields are valid") { time in
                enabled.latest(at: time) == (email.latest(at: time) == .valid && password.latest(at: time) == .valid)
            }
        }
    }

    /// The article's broken view model, its property, and the failure it reports.
    static func brokenButtonFailures() -> [TestFailure] {
        let emails: KeyValuePairs<Character, String> = ["e": "", "n": "foo", "v": "a@b.co"]
        let passwords: KeyValuePairs<Character, String> = ["e": "", "s": "short", "v": "secret1"]
        let status: [Character: TextFieldStatus] = ["v": .valid, "n": .notValid]
        return TestFailureReporting.captureFailures {
            TestScheduler.property(seed: 0x5EED) { run in
                let viewModel = ButtonFollowsEmailViewModel()
                run.input("viewModel.didChange(email:)", values: emails, into: viewModel.didChange(email:))
                run.input("viewModel.didChange(password:)", values: passwords, into: viewModel.didChange(password:))
                let email = run.output("viewModel.isEmailValid", viewModel.isEmailValid, values: status)
                let password = run.output("viewModel.isPasswordValid", viewModel.isPasswordValid, values: status)
                let enabled = run.output("viewModel.isSigninEnabled", viewModel.isSigninEnabled, values: ["t": true, "f": false])
                run.always("the button is enabled exactly when both fields are valid") { time in
                    enabled.latest(at: time) == (email.latest(at: time) == .valid && password.latest(at: time) == .valid)
                }
            }
        }
    }

    @Test func theBrokenViewModelFails() {
        let failures = Self.brokenButtonFailures()
        #expect(failures.count == 1)
    }

    /// The case the article's failure prints, pasted, with the button's diagram corrected to
    /// what the screen should do: a regular marble test, which fails until the bug is fixed.
    @Test func thePastedCounterexampleShowsTheBug() {
        let failures = TestFailureReporting.captureFailures {
            let scheduler = TestScheduler()
            let viewModel = ButtonFollowsEmailViewModel()
            scheduler.marbles { test in
                test.input(                            "v", values: ["v": "a@b.co"], into: viewModel.didChange(email:))
                test.input(                            "v", values: ["v": "secret1"], into: viewModel.didChange(password:))
                test.expect(viewModel.isEmailValid,    "v", values: ["v": .valid])
                test.expect(viewModel.isPasswordValid, "v", values: ["v": .valid])
                test.expect(viewModel.isSigninEnabled, "(ft)", values: ["f": false, "t": true])
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("expected next(true), got nothing") == true)
    }
}
