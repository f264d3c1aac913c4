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

    /// The owned form: every output the property does not read is ignored by name.
    @Test func theMessageIsEmptyExactlyWhenTheEmailIsValid() {
        let emails: KeyValuePairs<Character, String> = ["e": "", "n": "foo", "v": "a@b.co"]
        TestScheduler.property(SigninViewModel()) { run, viewModel in
            run.input("viewModel.inputs.didChange(email:)", values: emails, into: viewModel.inputs.didChange(email:))
            let status = run.output("viewModel.outputs.isEmailValid", viewModel.outputs.isEmailValid)
            let message = run.output("viewModel.outputs.emailNotValidErr", viewModel.outputs.emailNotValidErr)
            run.ignore(viewModel.outputs.isSigninEnabled)
            run.always("the message is empty exactly when the email is valid") { time in
                message.latest(at: time)?.isEmpty == status.latest(at: time).map { $0 == .valid }
            }
        }
    }

    /// Without its `ignore` line, the owned form fails: the output it neither reads nor ignores
    /// emitted, and the printed test draws it.
    @Test func theOwnedFormFailsOnAnOutputItNeitherReadsNorIgnores() throws {
        let emails: KeyValuePairs<Character, String> = ["e": "", "n": "foo", "v": "a@b.co"]
        var counterexample: PropertyCounterexample?
        let failures = TestFailureReporting.captureFailures {
            counterexample = TestScheduler.property(SigninViewModel(), seed: 1) { run, viewModel in
                run.input("viewModel.inputs.didChange(email:)", values: emails, into: viewModel.inputs.didChange(email:))
                let status = run.output("viewModel.outputs.isEmailValid", viewModel.outputs.isEmailValid)
                let message = run.output("viewModel.outputs.emailNotValidErr", viewModel.outputs.emailNotValidErr)
                run.always("the message is empty exactly when the email is valid") { time in
                    message.latest(at: time)?.isEmpty == status.latest(at: time).map { $0 == .valid }
                }
            }
        }
        #expect(failures.count == 1)
        let found = try #require(counterexample)
        #expect(found.failure.hasPrefix("viewModel.outputs.isSigninEnabled emitted, and the property neither reads nor ignores it"))
        #expect(found.marbleTest.contains(#"test.expect(viewModel.outputs.isSigninEnabled,"#))
        #expect(found.marbleTest.hasPrefix("scheduler.marbles(SigninViewModel()) { test, viewModel in\n"))
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
