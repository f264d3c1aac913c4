import Foundation
import IOViewModel
import SigninFeature
import TestScheduler
import Testing

/// The reading-a-failure article shows the timeline a failing marble test attaches, as a picture
/// committed to the TestScheduler catalog. It was written by Swift Testing for the failing test
/// below; this suite pins that it is what the harness draws for that test now, so it cannot go
/// stale.
///
/// To write it again, run the failing test on purpose and copy its attachment over the picture:
///
///     mkdir -p .build/attachments
///     MARBLES_FAILING_EXAMPLE=1 swift test --filter FailureTimelineDocsTests/emailValidation \
///         --attachments-path .build/attachments
///     cp .build/attachments/emailValidation-timeline.svg \
///         Sources/TestScheduler/TestScheduler.docc/Resources/emailValidation-timeline.svg
@Suite struct FailureTimelineDocsTests {
    static let article = "Sources/TestScheduler/TestScheduler.docc/ReadingAFailure.md"
    static let picture = "Sources/TestScheduler/TestScheduler.docc/Resources/emailValidation-timeline.svg"

    /// The article's failing test: `foo@bar` is not a valid email, whatever the diagram says.
    static func emailValidation() {
        let scheduler = TestScheduler()
        scheduler.marbles(SigninViewModel(), record: false) { test, viewModel in
            test.input("-a---b--", values: ["a": "foo", "b": "foo@bar"], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid,     "-n---v--", values: ["n": .notValid, "v": .valid])
            test.expect(viewModel.outputs.emailNotValidErr, "-e---e--", values: ["e": "Entered email is not valid."])
            test.expect(viewModel.outputs.isSigninEnabled,  "f-------", values: ["f": false])
        }
    }

    /// The failing test itself, which attaches `emailValidation-timeline.svg`. It fails on
    /// purpose, so it runs only when `MARBLES_FAILING_EXAMPLE` is set.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MARBLES_FAILING_EXAMPLE"] != nil, "fails on purpose"))
    func emailValidation() {
        Self.emailValidation()
    }

    @Test func theCommittedPictureIsWhatTheHarnessAttachesForTheFailingTest() throws {
        let failures = TestFailureReporting.captureFailures { Self.emailValidation() }
        #expect(failures.count == 1)
        let drawn = try #require(failures.first?.timelineSVG)
        #expect(
            try Repository.read(Self.picture) == drawn,
            "\(Self.picture) is stale: write it again as this suite's comment says")
    }

    /// The property tests article's failure attaches its smallest case, the broken tick marked.
    @Test func thePropertyArticlesFailureAttachesItsCounterexample() throws {
        let svg = try #require(PropertyTestSnippets.brokenButtonFailures().first?.timelineSVG)
        #expect(svg.contains(#"id="first-difference" data-frame="0""#))
        #expect(svg.contains(">viewModel.isSigninEnabled</text>"))
    }

    @Test func theArticleShowsThePictureAndSaysHowToGetIt() throws {
        let text = try Repository.read(Self.article)
        #expect(text.contains("](emailValidation-timeline.svg)"))
        #expect(text.contains("swift test --attachments-path"))
        #expect(text.contains("`emailValidation-timeline.svg`"))
    }
}
