import IOViewModel
import TestScheduler
import Testing

/// What marble tests refuse: frames that are not lengths of time, invisible values, subscriptions
/// made while declaring that outlive the test.
@Suite struct HostileMarbleTests {
    @Test(arguments: [0, -5] as [TestTime])
    func aFrameUnderOneTickIsAFailureAndTheBodyDoesNotRun(_ frame: TestTime) {
        var declared = false
        let line: UInt = #line + 2
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles(frame: frame) { test in
                declared = true
                test.expect(Observable<String>.never(), "--")
            }
        }
        #expect(!declared)
        #expect(failures.map(\.callSite.line) == [line])
        #expect(
            failures.first?.message
                == "TestScheduler.marbles: frame \(frame) is not a length of time: a frame lasts a whole number of ticks, at least 1 (the default). The test was not run."
        )
    }

    @Test func aFrameUnderOneTickIsAParseError() {
        #expect(
            throws: MarbleError(
                column: 1,
                problem:
                    "a frame of 0 ticks is not a length of time: a frame lasts a whole number of ticks, at least 1",
                diagram: "-a")
        ) {
            try Marbles.parse("-a", format: MarbleFormat(frame: 0))
        }
        // Drawing never divides by it.
        #expect(Marbles.render([.next(2, "a")], format: MarbleFormat(frame: 0)) == "--a")
    }

    @Test func assertEventsRefusesAFrameUnderOneTick() {
        let failures = TestFailureReporting.captureFailures {
            assertEvents([Recorded<Event<Int>>](), [], frame: 0)
        }
        #expect(
            failures.map(\.message) == [
                "assertEvents: frame 0 is not a length of time: a frame lasts a whole number of ticks, at least 1 (the default)."
            ])
    }

    @Test func aSubscriptionMadeWhileDeclaringIsALeak() {
        let scheduler = TestScheduler()
        let line: UInt = #line + 3
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                _ = Observable<Int>.interval(.seconds(1), scheduler: scheduler).subscribe()
                test.expect(Observable<String>.never(), "---")
            }
        }
        #expect(failures.map(\.message) == ["""
            Leak: 1 subscription made during the test is still live:
              timer → subscribe at TestSchedulerTests/HostileMarbleTests.swift:\(line).
              A subscription lasts until it is disposed: keep it in its owner's dispose bag (.disposed(by: disposeBag)), so that it ends with its owner, or dispose it by the end of the test.
              A timer or an endless stream that a view model follows lasts as long as the view model: end it with a lifecycle input (viewWillDisappear() with flatMapLatest or take(until:); see "End endless work" in the guide's Testing Async View Models).
            """])
    }

    /// A view model whose output is connected as it is made, and stays so while it lives.
    final class Shouting {
        private let bag = DisposeBag()
        private let text = PublishRelay<String>()
        let shout: Observable<String>

        init() {
            shout = text.map { $0.uppercased() }.hot(replay: 1, keptBy: bag)
        }

        func say(_ word: String) { text.accept(word) }
    }

    @Test func aViewModelMadeWhileDeclaringIsReleasedBeforeTheLeakCheck() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                let viewModel = Shouting()
                test.input("-a-", into: viewModel.say)
                test.expect(viewModel.shout, "-A-")
            }
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func aViewModelMadeWhileDeclaringAndKeptIsALeak() {
        var kept: Shouting?
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                let viewModel = Shouting()
                kept = viewModel
                test.input("-a-", into: viewModel.say)
                test.expect(viewModel.shout, "-A-")
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("Leak: ") == true)
        #expect(kept != nil)
    }
}

/// Every invisible character is an error naming its code point; visible ones, emoji included,
/// are values.
@Suite struct InvisibleCharacterTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let diagram: String
        let column: Int
        let problem: String
        var testDescription: String { problem }
    }

    static let cases: [Case] = [
        Case(
            diagram: "-\u{200B}-", column: 2,
            problem: "unexpected invisible character U+200B ZERO WIDTH SPACE: use '-' or a space for time"),
        Case(
            diagram: "\u{FEFF}a", column: 1,
            problem: "unexpected invisible character U+FEFF ZERO WIDTH NO-BREAK SPACE: use '-' or a space for time"),
        Case(
            diagram: "a\u{202E}", column: 2,
            problem: "unexpected invisible character U+202E RIGHT-TO-LEFT OVERRIDE: use '-' or a space for time"),
        Case(
            diagram: "-\u{00AD}", column: 2,
            problem: "unexpected invisible character U+00AD SOFT HYPHEN: use '-' or a space for time"),
        Case(
            diagram: "-\u{2060}", column: 2,
            problem: "unexpected invisible character U+2060 WORD JOINER: use '-' or a space for time"),
        Case(
            diagram: "-\u{00A0}", column: 2,
            problem: "unexpected invisible character U+00A0 NO-BREAK SPACE: use '-' or a space for time"),
        Case(
            diagram: "-\u{3164}", column: 2,
            problem: "unexpected invisible character U+3164 HANGUL FILLER: use '-' or a space for time"),
        Case(
            diagram: "-\u{2028}", column: 2,
            problem: "unexpected invisible character U+2028 LINE SEPARATOR: use '-' or a space for time"),
        Case(
            diagram: "-\u{0085}", column: 2,
            problem: "unexpected invisible character U+0085 NEXT LINE: use '-' or a space for time"),
        Case(
            diagram: "-\u{007F}", column: 2,
            problem: "unexpected invisible character U+007F DELETE: use '-' or a space for time"),
        Case(
            diagram: "-\u{E0001}", column: 2,
            problem: "unexpected invisible character U+E0001 LANGUAGE TAG: use '-' or a space for time"),
        Case(
            diagram: "-\u{0378}", column: 2,
            problem: "unexpected invisible character U+0378: use '-' or a space for time"),
        Case(
            diagram: "-a\u{FE0F}", column: 2,
            problem:
                "invisible character U+FE0F VARIATION SELECTOR-16 attached to 'a', which makes it a different value: remove it"
        ),
        Case(
            diagram: "a\u{200D}-", column: 1,
            problem:
                "invisible character U+200D ZERO WIDTH JOINER attached to 'a', which makes it a different value: remove it"
        ),
        Case(
            diagram: "-\u{FE0F}", column: 1,
            problem:
                "invisible character U+FE0F VARIATION SELECTOR-16 attached to '-', which makes it a different value: remove it"
        ),
        Case(
            diagram: "-\u{0600}a", column: 2,
            problem:
                "invisible character U+0600 ARABIC NUMBER SIGN attached to 'a', which makes it a different value: remove it"
        ),
    ]

    @Test(arguments: cases)
    func isAnErrorNamingTheCodePoint(_ badCase: Case) {
        #expect(throws: MarbleError(column: badCase.column, problem: badCase.problem, diagram: badCase.diagram)) {
            try Marbles.parse(badCase.diagram)
        }
        #expect(throws: MarbleError.self) {
            try Marbles.parse(badCase.diagram, values: ["a": 1, "\u{200B}": 2, "\u{FEFF}": 3])
        }
    }

    @Test func everyFormatControlAndIgnorableCodePointIsRefused() {
        var accepted: [String] = []
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value),
                [.format, .control].contains(scalar.properties.generalCategory)
                    || scalar.properties.isDefaultIgnorableCodePoint
            else { continue }
            // Between two spaces (a joiner or selector would otherwise attach to a mark).
            let diagram = " " + String(scalar) + " "
            if (try? Marbles.parse(diagram)) != nil { accepted.append(String(value, radix: 16)) }
        }
        #expect(accepted == [])
    }

    @Test func emojiAndOtherScriptsAreValues() throws {
        let events = try Marbles.parse("-❤️-👨‍👩‍👧-é-字-1️⃣")
        #expect(events.map(\.value.element) == ["❤️", "👨‍👩‍👧", "é", "字", "1️⃣"])
    }

    @Test func aPropertyTableWithAnInvisibleSymbolCannotRun() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler.property(runs: 1, seed: 1) { run in
                run.input("relay.accept", values: ["\u{200B}": 1], into: { _ in })
                run.check("holds") { true }
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                The property cannot run:
                  relay.accept: a symbol of its `values:` table is or holds an invisible character, U+200B ZERO WIDTH SPACE: use a character a reader can see
                """
            ])
    }
}

/// A failure never draws a character nobody can see.
@Suite struct InvisibleKeyDrawingTests {
    @Test func aValueWhoseKeyIsInvisibleIsDrawnWithAFreshLetter() {
        let drawing = Marbles.render([.next(1, 7)], values: ["\u{200B}": 7])
        #expect(drawing == "-a")
    }
}
