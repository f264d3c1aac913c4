import IOViewModel
import SigninFeature
import TestScheduler
import Testing

/// The code of the marble testing guide (`Docs/IOViewModelGuide.docc/MarbleTesting.md`), run.
@Suite struct MarbleTestingSnippets {
    @Test func theSigninButtonFollowsBothFields() {
        TestScheduler().marbles(SigninViewModel()) { test, viewModel in
            test.input("-a--b---c--a--", values: ["a": "a@b.co", "b": "x@y.zz", "c": "bad"],
                       into: viewModel.inputs.didChange(email:))
            test.input("--p--q-r----q-", values: ["p": "secret1", "q": "secret2", "r": "short"],
                       into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isSigninEnabled, "f-t----f----t-", values: ["t": true, "f": false])
            // The fields' own outputs, which the test owns too.
            test.expect(viewModel.outputs.isEmailValid,        "-v--v---n--v--", values: ["v": .valid, "n": .notValid])
            test.expect(viewModel.outputs.emailNotValidErr,    "-o--o---e--o--", values: ["o": "", "e": SigninRules.emailNotValidMessage])
            test.expect(viewModel.outputs.isPasswordValid,     "--v--v-n----v-", values: ["v": .valid, "n": .notValid])
            test.expect(viewModel.outputs.passwordNotValidErr, "--o--o-e----o-", values: ["o": "", "e": SigninRules.passwordNotValidMessage])
        }
    }

    @Test func searchWaitsForAPauseInTyping() {
        let scheduler = TestScheduler(resolution: 0.001)
        scheduler.marbles { test in
            let query = test.hot("-a 100ms b 400ms c")
            test.expect(query.debounce(.milliseconds(300), scheduler: scheduler), "402ms b 400ms c")
        }
    }

    /// The exhaustive form (`Sources/TestScheduler/TestScheduler.docc/ExhaustiveTests.md`): the
    /// test owns the view model, and leaving an output out fails it.
    @Test func anExhaustiveTestExpectsOrIgnoresEveryOutput() throws {
        let scheduler = TestScheduler()
        scheduler.marbles(SigninViewModel()) { test, viewModel in
            test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid, "-n---v--", values: ["n": .notValid, "v": .valid])
            test.expect(viewModel.outputs.isSigninEnabled, "f-------", values: ["f": false])
            test.ignore(viewModel.outputs.emailNotValidErr)
        }
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles(SigninViewModel()) { test, viewModel in
                test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
                test.expect(viewModel.outputs.isEmailValid, "-n---v--", values: ["n": .notValid, "v": .valid])
                test.expect(viewModel.outputs.isSigninEnabled, "f-------", values: ["f": false])
            }
        }
        #expect(failures.map(\.message) == [exhaustiveFailure])
        let page = "Sources/TestScheduler/TestScheduler.docc/ExhaustiveTests.md"
        let quoted = CodeBlock.all(in: try Repository.read(page), file: page).filter { $0.language == "text" }
        #expect(quoted.first?.text == exhaustiveFailure, "the article quotes the real failure")
    }

    /// The leak `Sources/TestScheduler/TestScheduler.docc/SubscriptionDiagrams.md` quotes.
    @Test func aLeakIsNamedByItsChainAndLine() throws {
        let scheduler = TestScheduler()
        let names = PublishSubject<String>()
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                _ = names.map { $0.count }.filter { $0 > 2 }.subscribe(onNext: { _ in })
                test.expect(names, "---")
            }
        }
        let page = "Sources/TestScheduler/TestScheduler.docc/SubscriptionDiagrams.md"
        let quoted = CodeBlock.all(in: try Repository.read(page), file: page).filter { $0.language == "text" }
        #expect(quoted.count == 1)
        #expect(failures.map(\.message) == quoted.map(\.text), "the article quotes the real failure")
    }

    @Test func theCompactFormForOperators() {
        let scheduler = TestScheduler()
        scheduler.validate("-a-b-|", values: ["a": 1, "b": 2], { $0.map { $0 * 2 } },
                           expected: "-A-B-|", values: ["A": 2, "B": 4])
    }
}

/// The failure `ExhaustiveTests.md` quotes.
let exhaustiveFailure = """
    Unasserted output: emailNotValidErr emitted during the test, which neither expects nor ignores it.
    Every output of the view model the test owns must be expected, or ignored by name.
    actual:   -e---a--
    Expect it (check what it did first):
        test.expect(viewModel.outputs.emailNotValidErr, "-e---a--", values: ["e": "Entered email is not valid.", "a": ""])
    Or ignore it:
        test.ignore(viewModel.outputs.emailNotValidErr)
    """
