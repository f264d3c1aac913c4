import IOViewModel
import SigninFeature
import TestScheduler
import Testing

/// The failure the marble testing guide shows is the one the code it shows produces: a test runs
/// that code and compares the message with the guide's `text` block, character for character.
@Suite struct FailureOutputTests {
    static let guide = "Docs/IOViewModelGuide.docc/MarbleTesting.md"

    @Test func theGuideShowsTheRealFailureMessage() throws {
        let expectLine = #line + 7
        let passwords: [Character: String] = ["6": "123456", "l": "123456789012345678901"]
        let status: [Character: TextFieldStatus] = ["v": .valid, "n": .notValid]
        let messages: [Character: String] = ["o": "", "e": SigninRules.passwordNotValidMessage]
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles(SigninViewModel()) { test, viewModel in
                test.input("-6-l-", values: passwords, into: viewModel.inputs.didChange(password:))
                test.expect(viewModel.outputs.isPasswordValid, "-v-v-", values: status)
                test.expect(viewModel.outputs.passwordNotValidErr, "-o-e-", values: messages)
                test.expect(viewModel.outputs.isSigninEnabled, "f----", values: ["f": false])
            }
        }
        let shown = CodeBlock.all(in: try Repository.read(Self.guide), file: Self.guide)
            .filter { $0.language == "text" && $0.lines.first == "Marble mismatch:" }
        #expect(shown.count == 1, "the guide should show exactly one marble mismatch")
        #expect(failures.map(\.message) == shown.map(\.text))
        #expect(failures.first.map { Int($0.callSite.line) } == expectLine, "reported at the test.expect line")
    }

    /// The READMEs, the site's landing page and the TestScheduler catalog show the failure of a
    /// test that expects `foo@bar` to be a valid email; this is that test, run.
    @Test func theReadmeAndTheReferenceShowTheRealFailureMessage() throws {
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles(SigninViewModel()) { test, viewModel in
                test.input("-a---b--", values: ["a": "foo", "b": "foo@bar"], into: viewModel.inputs.didChange(email:))
                test.expect(viewModel.outputs.isEmailValid,     "-n---v--", values: ["n": .notValid, "v": .valid])
                test.expect(viewModel.outputs.emailNotValidErr, "-e---e--", values: ["e": "Entered email is not valid."])
                test.expect(viewModel.outputs.isSigninEnabled,  "f-------", values: ["f": false])
            }
        }
        #expect(failures.count == 1)
        let pages = [
            "README.md", "README.ja.md", "Docs/Landing.docc/Landing.md",
            "Sources/TestScheduler/TestScheduler.docc/ReadingAFailure.md",
        ]
        for page in pages {
            let shown = CodeBlock.all(in: try Repository.read(page), file: page)
                .filter { $0.lines.first == "Marble mismatch:" && !$0.text.contains("…") }
            #expect(shown.map(\.text) == failures.map(\.message), "\(page) shows another failure than the test's")
        }
    }

    /// The reference's long failure, cut around its first difference, is the start of the real one.
    @Test func theReferenceShowsTheRealFailureOfALongDiagram() throws {
        let page = "Sources/TestScheduler/TestScheduler.docc/ReadingAFailure.md"
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().validate(
                String(repeating: "a", count: 1000), { $0 }, expected: String(repeating: "a", count: 999) + "b",
                record: false)
        }
        let shown = CodeBlock.all(in: try Repository.read(page), file: page)
            .filter { $0.lines.first == "Marble mismatch:" && $0.text.contains("…") }
        #expect(shown.count == 1, "the reference should show exactly one cut failure")
        let message = try #require(failures.first?.message)
        let excerpt = try #require(shown.first)
        #expect(message.hasPrefix(excerpt.text + "\n"))
    }

    /// The property tests article quotes the failure of its broken view model's property; this is
    /// that property, run with the article's seed.
    @Test func thePropertyTestsArticleShowsTheRealFailure() throws {
        let page = "Sources/TestScheduler/TestScheduler.docc/PropertyTests.md"
        let failures = PropertyTestSnippets.brokenButtonFailures()
        let shown = CodeBlock.all(in: try Repository.read(page), file: page)
            .filter { $0.language == "text" && $0.lines.first?.hasPrefix("Property failed") == true }
        #expect(shown.count == 1, "the article should show exactly one property failure")
        #expect(failures.map(\.message) == shown.map(\.text))
    }
}
