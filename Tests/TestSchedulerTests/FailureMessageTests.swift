import IOViewModel
import Synchronization
import Testing
@testable import TestScheduler

/// The failure text is part of the API: these tests pin it down so it cannot silently regress.
@Suite struct FailureMessageTests {
    @Test func signinMismatchShowsAlignedMarblesACaretWordsAndLists() {
        let scheduler = TestScheduler()
        let viewModel = SampleSigninViewModel()
        let expectLine: UInt = #line + 4
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.input("-a---b--", values: ["a": "foo", "b": "foo@bar"], into: viewModel.inputs.didChange(email:))
                test.expect(viewModel.outputs.isEmailValid, "-n---v--", values: ["n": .notValid, "v": .valid])
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.callSite.line == expectLine)
        #expect(failures.first?.callSite.fileID == "TestSchedulerTests/FailureMessageTests.swift")
        #expect(failures.first?.message == """
            Marble mismatch:
            expected: -n---v--
            actual:   -n---n--
                           ^
            at 5: expected next(valid), got next(notValid)

            expected events:
              next(notValid) @ 1
              next(valid) @ 5
            actual events:
              next(notValid) @ 1
              next(notValid) @ 5
            """)
    }

    @Test func missingAndExtraEventsAreNamed() {
        let scheduler = TestScheduler()
        let missing = TestFailureReporting.captureFailures {
            scheduler.validate("-a-b|", { $0.filter { $0 != "b" } }, expected: "-a-b|")
        }
        #expect(missing.first?.message == """
            Marble mismatch:
            expected: -a-b|
            actual:   -a--|
                         ^
            at 3: expected next("b"), got nothing (next actual event: completed at 4)

            expected events:
              next("a") @ 1
              next("b") @ 3
              completed @ 4
            actual events:
              next("a") @ 1
              completed @ 4
            """)
        let extra = TestFailureReporting.captureFailures {
            scheduler.validate("-a-b|", { $0 }, expected: "-a--|")
        }
        #expect(extra.first?.message.contains("at 3: expected nothing, got next(\"b\") (next expected event: completed at 4)") == true)
    }

    @Test func groupsOnOneLineStillAlignByFrame() {
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            scheduler.validate("-a-(bc)-|", { $0 }, expected: "-a-b-c|")
        }
        let lines = failures.first?.message.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        #expect(Array(lines.prefix(5)) == [
            "Marble mismatch:",
            "expected: -a-b-c|--",
            "actual:   -a-(bc)-|",
            "             ^",
            "at 3: expected nothing, got next(\"c\") (next expected event: next(\"c\") at 5)",
        ])
    }

    @Test func assertEventsDrawsRxTestTimesWithProgressionsAndALegend() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(500)])
        let observer = scheduler.start { xs.map { $0 * 3 } }
        let line: UInt = #line + 2
        let failures = TestFailureReporting.captureFailures {
            assertEvents(observer.events, [.next(210, 3), .next(400, 7), .completed(500)])
        }
        #expect(failures.first?.callSite.line == line)
        #expect(failures.first?.message == """
            Events differ:
            expected: 210s a 189s b 99s |
            actual:   210s a 189s c 99s |
                                  ^
            at 400: expected next(7), got next(6)
            where a = 3, b = 7, c = 6

            expected events:
              next(3) @ 210
              next(7) @ 400
              completed @ 500
            actual events:
              next(3) @ 210
              next(6) @ 400
              completed @ 500
            """)
    }

    @Test func errorsAreComparedAndShown() {
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            scheduler.validate("-a#", values: ["a": 1], error: TestError("boom"),
                               { $0.map { $0 } }, expected: "-a|", values: ["a": 1])
        }
        #expect(failures.first?.message.contains("at 2: expected completed, got error(boom)") == true)
        #expect(failures.first?.message.contains("actual:   -a#") == true)
    }

    @Test func nonEquatableValuesUseTheClosureAndFreshLetters() {
        struct Point { let x: Int }
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            scheduler.validate("-a|", values: ["a": 1], { $0.map { Point(x: $0 + 1) } },
                               expected: "-p|", values: ["p": Point(x: 1)], by: { $0.x == $1.x })
        }
        let message = failures.first?.message ?? ""
        #expect(message.contains("expected: -p|\nactual:   -a|"))
        #expect(message.contains("where a = Point(x: 2)"))
    }

    @Test func subscriptionMismatchDrawsBothSides() {
        let scheduler = TestScheduler()
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                let xs = test.cold("-a--|")
                test.expect(xs.asObservable(), "-a--|")
                test.expectSubscriptions(xs, "^--!")
            }
        }
        #expect(failures.map(\.message) == ["""
            Subscriptions differ:
            expected:
              (0, 3)  "^--!"
            actual:
              (0, 4)  "^---!"
            """])
    }

    @Test func assertSubscriptionsFreeFunction() {
        let failures = TestFailureReporting.captureFailures {
            assertSubscriptions([Subscription(200)], [Subscription(200, 1000)])
            assertSubscriptions([Subscription(200, 1000)], [Subscription(200, 1000)])
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("(200, -)") == true)
    }

    @Test func malformedDiagramIsReportedAtItsLineAndTheTestDoesNotRun() {
        let scheduler = TestScheduler()
        let line: UInt = #line + 3
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.expect(test.cold("-a-(b|").asObservable(), "-a-b|")
            }
        }
        #expect(failures.map(\.message) == ["""
            marble diagram error at column 4: '(' is never closed
              -a-(b|
                 ^
            """])
        #expect(failures.map(\.callSite.line) == [line])
        #expect(scheduler.clock == 0)
    }
}

@Suite struct IssueRecordingTests {
    @Test func aMismatchIsAnIssueAtTheCallersSourceLocation() {
        let scheduler = TestScheduler()
        let line = #line + 3
        withKnownIssue {
            // A failure this test expects: never recorded, even with MARBLES_RECORD=1.
            scheduler.validate("-a|", { $0 }, expected: "-b|", record: false)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == "TestSchedulerTests/FailureMessageTests.swift"
                && issue.comments.contains { $0.rawValue.contains("at 1: expected next(\"b\"), got next(\"a\")") }
        }
    }

    @Test func theHeadlineStatesTheMismatchNotAGenericIssue() {
        let scheduler = TestScheduler()
        withKnownIssue {
            scheduler.validate("-a|", { $0 }, expected: "-b|", record: false)
        } matching: { issue in
            // The log's headline: "Caught error: " and this.
            issue.error.map { "\($0)" } == #"Marble mismatch at 1: expected next("b"), got next("a")"#
                && issue.comments.contains { withoutHeadlineNote($0.rawValue).hasPrefix("Marble mismatch:\nexpected: -b|") }
        }
    }

    @Test func onlyTheProcesssFirstIssueSaysWhyItsHeadlineReadsCaughtError() {
        let scheduler = TestScheduler()
        let notes = Mutex<[Bool]>([])
        withKnownIssue {
            scheduler.validate("-a|", { $0 }, expected: "-b|", record: false)
            scheduler.validate("-a|", { $0 }, expected: "-c|", record: false)
        } matching: { issue in
            let noted = issue.comments.contains { $0.rawValue.hasPrefix(TestFailureReporting.headlineNote + "\n") }
            notes.withLock { $0.append(noted) }
            return true
        }
        #expect(notes.withLock { $0 }.count == 2)
        #expect(notes.withLock { $0 }.last == false)
        #expect(TestFailureReporting.headlineNote.contains(#""Caught error:" means nothing threw"#))
    }

    @Test func recorderAssertionsAreIssuesToo() {
        let observer = ValueRecorder<Int>()
        observer.onNext(1)
        let line = #line + 2
        withKnownIssue {
            observer.assertValues([2], "the first value")
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.contains {
                    withoutHeadlineNote($0.rawValue) == "assertValues failed: expected [2], got [1] - the first value"
                }
        }
    }
}

/// A recorded comment without the line the process's first issue starts with (why its headline
/// reads "Caught error:").
private func withoutHeadlineNote(_ comment: String) -> String {
    let note = TestFailureReporting.headlineNote + "\n"
    return comment.hasPrefix(note) ? String(comment.dropFirst(note.count)) : comment
}
