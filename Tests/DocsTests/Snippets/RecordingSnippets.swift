import IOViewModel
import SigninFeature
import TestScheduler
import Testing

/// The code of the record mode article (`Sources/TestScheduler/TestScheduler.docc/RecordingDiagrams.md`),
/// run. `RecordingOutputTests` records the draft into a scratch copy and checks the failure it prints.
@Suite struct RecordingSnippets {
    @Test func aDiagramToRecord() {
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles(SigninViewModel()) { test, viewModel in
                test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
                test.expect(viewModel.outputs.isEmailValid, "", values: ["n": .notValid, "v": .valid])
                test.expect(viewModel.outputs.emailNotValidErr, "-e---o--", values: ["e": "Entered email is not valid.", "o": ""])
                test.expect(viewModel.outputs.isSigninEnabled, "f-------", values: ["f": false])
            }
        }
        // Not written yet: without record mode it fails, drawing what the output did.
        #expect(failures.map(\.message.first) == ["N"])
    }

    @Test func recordingOneCall() {
        let scheduler = TestScheduler()
        // It passes: nothing is recorded, nothing written.
        scheduler.validate("-a-b-|", values: ["a": 1, "b": 2], { $0.map { $0 * 2 } },
                           expected: "-A-B-|", values: ["A": 2, "B": 4], record: true)
    }
}
