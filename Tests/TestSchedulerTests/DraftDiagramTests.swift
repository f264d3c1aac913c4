import IOViewModel
import Testing
import TestScheduler

/// An expectation written as `""` is a diagram not written yet (the `new-viewmodel` generator
/// writes them): it never passes, and its failure shows what the output did, ready to paste.
@Suite struct DraftDiagramTests {
    @Test func anEmptyDiagramFailsWithWhatTheOutputDidAndMadeUpLettersForUnknownValues() {
        let viewModel = SampleSigninViewModel()
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
                test.expect(viewModel.outputs.isEmailValid, "", values: ["n": .notValid])
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message == """
            No expected diagram yet: this is what the output did. Check it, then write the diagram you
            expect in place of "":
            actual:   -n---a
            where a = valid

            actual events:
              next(notValid) @ 1
              next(valid) @ 5
            """)
    }

    @Test func anEmptyDiagramOfAnOutputThatDidNothingSaysSo() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                let source = test.hot("--a--", values: ["a": 1])
                test.expect(source.filter { $0 > 5 }, "", values: [:])
            }
        }
        #expect(failures.map(\.message) == [
            """
            No expected diagram yet, and the output emitted nothing: if that is what you expect, write
            dashes ("---"); else drive the inputs that should make it emit.
            """
        ])
    }

    @Test func dashesAreAWrittenDiagramThatPassesWhenNothingHappens() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                let source = test.hot("--a--", values: ["a": 1])
                test.expect(source.filter { $0 > 5 }, "-----", values: [:])
            }
        }
        #expect(failures.isEmpty)
    }
}
