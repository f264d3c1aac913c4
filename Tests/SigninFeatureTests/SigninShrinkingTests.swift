import DocScenarios
import IOViewModel
import SigninFeature
import TestScheduler
import Testing

/// The property harness on a broken view model: it finds the bug, shrinks the random diagrams to
/// the smallest case that shows it, and prints that case as a marble test that runs.
@Suite struct SigninShrinkingTests {
    static let status: [Character: TextFieldStatus] = ["v": .valid, "n": .notValid]
    static let flags: [Character: Bool] = ["t": true, "f": false]

    /// The property of the sign-in button, on the broken view model.
    static func buttonProperty(seed: UInt64) -> (PropertyCounterexample?, [TestFailure]) {
        var counterexample: PropertyCounterexample?
        let failures = TestFailureReporting.captureFailures {
            counterexample = TestScheduler.property(runs: 200, seed: seed) { run in
                let viewModel = ButtonFollowsEmailViewModel()
                run.input("viewModel.didChange(email:)", values: SigninPropertyTests.emails, into: viewModel.didChange(email:))
                run.input("viewModel.didChange(password:)", values: SigninPropertyTests.passwords,
                          into: viewModel.didChange(password:))
                let email = run.output("viewModel.isEmailValid", viewModel.isEmailValid, values: status)
                let password = run.output("viewModel.isPasswordValid", viewModel.isPasswordValid, values: status)
                let enabled = run.output("viewModel.isSigninEnabled", viewModel.isSigninEnabled, values: flags)
                run.always("the button is enabled exactly when both fields are valid") { time in
                    enabled.latest(at: time) == (email.latest(at: time) == .valid && password.latest(at: time) == .valid)
                }
            }
        }
        return (counterexample, failures)
    }

    @Test func theCounterexampleIsShrunkToTheSmallestDiagrams() throws {
        let (counterexample, failures) = Self.buttonProperty(seed: 0x5EED)
        let found = try #require(counterexample)
        // Both fields valid at frame zero, the email first: the button should be enabled and is
        // not. Nothing smaller fails: one field alone, or an invalid value, keeps the button off
        // rightly, and no frame or value comes earlier.
        #expect(found.inputs == ["v", "v"])
        #expect(found.outputs == ["v", "v", "f"])
        #expect(found.failure == "\"the button is enabled exactly when both fields are valid\" is false at 0")
        #expect(found.marbleTest == """
            scheduler.marbles { test in
                test.input(                            "v", values: ["v": "a@b.co"], into: viewModel.didChange(email:))
                test.input(                            "v", values: ["v": "secret1"], into: viewModel.didChange(password:))
                test.expect(viewModel.isEmailValid,    "v", values: ["v": .valid])
                test.expect(viewModel.isPasswordValid, "v", values: ["v": .valid])
                test.expect(viewModel.isSigninEnabled, "f", values: ["f": false])
                //                                      ^ "the button is enabled exactly when both fields are valid" is false here
            }
            """)
        // Reported once, at the property, with the random seed that finds it again.
        #expect(failures.map(\.message) == [found.description])
        #expect(found.description.contains("Run the same cases again with `seed: 0x5EED`."))
    }

    @Test func theSameRandomSeedGivesTheSameRunsAndTheSameCounterexample() throws {
        let first = try #require(Self.buttonProperty(seed: 0x5EED).0)
        let second = try #require(Self.buttonProperty(seed: 0x5EED).0)
        #expect(first.description == second.description)
        #expect(first.run == second.run && first.shrinkSteps == second.shrinkSteps)
        // Another seed draws other runs (another first failure), which shrink to the same case.
        let other = try #require(Self.buttonProperty(seed: 7).0)
        #expect(other.originalEvents != first.originalEvents || other.run != first.run)
        #expect(other.marbleTest == first.marbleTest)
    }

    /// The printed marble test, pasted as it is: it runs, and passes, on the broken view model.
    @Test func thePrintedMarbleTestRuns() {
        let scheduler = TestScheduler()
        let viewModel = ButtonFollowsEmailViewModel()
        scheduler.marbles { test in
            test.input(                            "v", values: ["v": "a@b.co"], into: viewModel.didChange(email:))
            test.input(                            "v", values: ["v": "secret1"], into: viewModel.didChange(password:))
            test.expect(viewModel.isEmailValid,    "v", values: ["v": .valid])
            test.expect(viewModel.isPasswordValid, "v", values: ["v": .valid])
            test.expect(viewModel.isSigninEnabled, "f", values: ["f": false])
            //                                      ^ "the button is enabled exactly when both fields are valid" is false here
        }
    }
}
