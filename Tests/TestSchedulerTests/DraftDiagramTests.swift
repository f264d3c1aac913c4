import IOViewModel
import Testing
import TestScheduler

/// An expectation written as `""` is a diagram not written yet (the `new-viewmodel` generator
/// writes them): it never passes, and its failure shows what the output did, ready to paste.
@Suite struct DraftDiagramTests {
    // The drawing runs to the test's end (the input's eight frames), as record mode writes it.
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
            actual:   -n---a--
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

    @Test func anEmptyDiagramAloneRunsTheDefaultLengthAndSaysSo() {
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.expect(Observable<Int>.interval(.seconds(3), scheduler: scheduler).map { "\($0)" }, "")
            }
        }
        #expect(failures.count == 1)
        let message = failures.first?.message ?? ""
        #expect(message.contains("actual:   ---a--b--c\n"), "\(message)")
        #expect(message.contains("so it ran 10 frames, the default"), "\(message)")
        #expect(!message.contains("emitted nothing"), "\(message)")
    }

    @Test func recordingAnEmptyDiagramAloneWritesADiagramThatPassesOnTheNextRun() throws {
        let scratch = try ScratchSource()
        let scheduler = TestScheduler()
        let failures = scratch.recording {
            TestFailureReporting.captureFailures {
                scheduler.marbles(record: true) { test in
                    test.expect(Observable<Int>.interval(.seconds(3), scheduler: scheduler).map { "\($0)" }, "")
                    test.expect(Observable<String>.never(), "")
                }
            }
        }
        let calls = failures.compactMap(\.callSite)
        #expect(calls.count == 2)
        #expect(failures.allSatisfy { $0.message.hasPrefix("Record mode: wrote") }, "\(failures.map(\.message))")
        let timer = try #require(calls.first.flatMap { scratch.diagram(line: $0.line, column: $0.column) })
        let silence = try #require(calls.last.flatMap { scratch.diagram(line: $0.line, column: $0.column) })
        #expect(silence == "----------")
        let rerunScheduler = TestScheduler()
        let rerun = TestFailureReporting.captureFailures {
            rerunScheduler.marbles(record: true) { test in
                test.expect(Observable<Int>.interval(.seconds(3), scheduler: rerunScheduler).map { "\($0)" }, timer)
                test.expect(Observable<String>.never(), silence)
            }
        }
        #expect(rerun.isEmpty, "\(rerun.map(\.message))")
    }
}
