import IOViewModel
import Testing
import TestScheduler

@Suite struct BadInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let diagram: String
        let kind: MarbleDiagramKind
        let column: Int
        let problem: String
        var testDescription: String { "\"\(diagram)\"" }
    }

    static let cases: [Case] = [
        Case(diagram: "-a-(b-", kind: .cold, column: 6, problem: "'-' inside a group: a group is a single frame"),
        Case(diagram: "-a-(b", kind: .cold, column: 4, problem: "'(' is never closed"),
        Case(diagram: "-a)-", kind: .cold, column: 3, problem: "')' without a matching '('"),
        Case(diagram: "((a))", kind: .cold, column: 2, problem: "nested '(': the group opened at column 1 is not closed"),
        Case(diagram: "-()", kind: .cold, column: 2, problem: "empty group '()'"),
        Case(diagram: "-a-x", kind: .cold, column: 4, problem: "'x' has no entry in values"),
        Case(diagram: "-a-*", kind: .cold, column: 4, problem: "'*' has no entry in values"),
        Case(diagram: "-a-\t", kind: .cold, column: 4, problem: "unexpected invisible character U+0009 CHARACTER TABULATION: use '-' or a space for time"),
        Case(diagram: "^-^", kind: .hot, column: 3, problem: "a second '^': the subscription point is already at column 1"),
        Case(diagram: "-a-!", kind: .hot, column: 4,
             problem: "'!' outside a subscription diagram: unsubscription points belong in diagrams like \"^--!\""),
        Case(diagram: "-^-a", kind: .cold, column: 2, problem: "'^' in a cold diagram: only hot diagrams have a subscription point"),
        Case(diagram: "a10ms b", kind: .cold, column: 2, problem: "time progression '10ms' needs a space before it"),
        Case(diagram: "a 10msb", kind: .cold, column: 7, problem: "time progression '10ms' needs a space after it"),
        Case(diagram: "-10s-", kind: .cold, column: 2, problem: "time progression '10s' needs a space before it"),
        Case(diagram: "a 10ms b", kind: .cold, column: 3,
             problem: "time progression '10ms' is not a whole number of ticks (a tick is 1s; set the scheduler's resolution)"),
        Case(diagram: "(a 1s )", kind: .cold, column: 4, problem: "time progression '1s' inside a group"),
        Case(diagram: "-|a", kind: .cold, column: 3, problem: "value 'a' after the terminal event at column 2"),
        Case(diagram: "-#|", kind: .cold, column: 3, problem: "a second terminal event: the sequence already ended at column 2"),
        Case(diagram: "99999999999999999999s a", kind: .cold, column: 1, problem: "time progression '99999999999999999999s' is too long"),
        Case(diagram: "---", kind: .subscription, column: 3, problem: "a subscription diagram needs a '^'"),
        Case(diagram: "!-^", kind: .subscription, column: 1, problem: "'!' before '^': a subscription must start before it ends"),
        Case(diagram: "^-!-!", kind: .subscription, column: 5, problem: "a second '!': the unsubscription point is already at column 3"),
        Case(diagram: "^-a-!", kind: .subscription, column: 3,
             problem: "value 'a' in a subscription diagram: only '-', '^', '!', spaces and time progressions"),
    ]

    @Test(arguments: cases)
    func malformedDiagramsNameTheColumnAndTheProblem(_ badCase: Case) {
        let error: MarbleError?
        do {
            if badCase.kind == .subscription {
                _ = try Marbles.parseSubscription(badCase.diagram)
            } else {
                _ = try Marbles.parse(badCase.diagram, values: ["a": 1, "b": 2], kind: badCase.kind)
            }
            error = nil
        } catch let caught {
            error = caught
        }
        #expect(error?.column == badCase.column)
        #expect(error?.problem == badCase.problem)
        #expect(error?.diagram == badCase.diagram)
    }

    @Test func errorDescriptionShowsTheDiagramWithACaret() {
        let error = MarbleError(column: 4, problem: "'(' is never closed", diagram: "-a-(b")
        #expect(error.description == """
            marble diagram error at column 4: '(' is never closed
              -a-(b
                 ^
            """)
    }

    @Test func harnessReportsEachMalformedDiagramAtItsOwnLine() {
        let scheduler = TestScheduler()
        let viewModel = SampleSigninViewModel()
        let inputLine: UInt = #line + 4
        let expectLine: UInt = #line + 4
        let failures = TestFailureReporting.captureFailures {
            scheduler.marbles { test in
                test.input("-a-|", values: ["a": "x"], into: viewModel.inputs.didChange(email:))
                test.expect(viewModel.outputs.isEmailValid, "-n-v", values: ["n": .notValid])
            }
        }
        #expect(failures.map(\.callSite.line) == [inputLine, expectLine])
        #expect(failures.first?.message.hasPrefix(
            "marble diagram error at column 4: '|' in an input diagram: an input is a method call and cannot end") == true)
        #expect(failures.last?.message.hasPrefix("marble diagram error at column 4: 'v' has no entry in values") == true)
    }

    @Test func withoutADictionaryOnlyInvisibleCharactersAreMistakes() {
        #expect(throws: MarbleError(column: 2, problem: "unexpected invisible character U+000A LINE FEED: use '-' or a space for time", diagram: "-\n")) {
            try Marbles.parse("-\n")
        }
    }

    @Test func framesBeforeTheCaretAreNotMovedIntoThePast() {
        // The harness puts frame zero late enough that the first frame of every diagram is now.
        let scheduler = TestScheduler(initialClock: 10)
        var seen: [TestTime] = []
        scheduler.marbles { test in
            test.input("ab^-c", into: { _ in seen.append(scheduler.clock) })
            let xs = test.hot("a^c")
            test.expect(xs.asObservable(), "  -c")   // aligned under the first diagram's '^'
        }
        #expect(seen == [10, 11, 14])
        #expect(scheduler.clock == 15)
    }
}

@Suite struct FuzzTests {

    /// One million random strings over the marble alphabet: the parser never crashes, every error
    /// names a column inside the diagram, and every diagram that parses draws back to itself.
    @Test func millionRandomDiagrams() {
        let alphabet: [Character] = Array("-- ()|#^!ab1x0ms.")
        let values: [Character: Int] = ["a": 1, "b": 2, "1": 3, "m": 4, "s": 5]
        let kinds: [MarbleDiagramKind] = [.cold, .hot, .subscription]
        let format = MarbleFormat(frame: 1, resolution: 0.001)
        var random = SplitMix64(seed: 0xF022)
        var parsed = 0
        var failed = 0
        var badColumns: [String] = []
        var brokenRoundTrips: [String] = []
        var chars: [Character] = []
        chars.reserveCapacity(16)
        for iteration in 0..<1_000_000 {
            chars.removeAll(keepingCapacity: true)
            let length = Int(random.next() % 13)
            for _ in 0..<length { chars.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
            let diagram = String(chars)
            let kind = kinds[iteration % 3]
            do {
                if kind == .subscription {
                    _ = try Marbles.parseSubscription(diagram, format: format)
                } else {
                    let events = try Marbles.parse(diagram, values: values, kind: kind, format: format)
                    if iteration % 8 == 0 {
                        let drawn = Marbles.render(events, values: values, format: format)
                        let again = try? Marbles.parse(drawn, values: values, kind: .hot, format: format)
                        if again != events, brokenRoundTrips.count < 5 { brokenRoundTrips.append("\(diagram) -> \(drawn)") }
                    }
                }
                parsed += 1
            } catch {
                failed += 1
                if !(1...max(1, length)).contains(error.column) || error.problem.isEmpty, badColumns.count < 5 {
                    badColumns.append("\(diagram): \(error.column)")
                }
            }
        }
        #expect(parsed + failed == 1_000_000)
        #expect(parsed > 10_000)
        #expect(failed > 10_000)
        #expect(badColumns.isEmpty)
        #expect(brokenRoundTrips.isEmpty)
    }
}

@Suite struct ExtremeFormatTests {
    @Test func hugeFramesAndOddResolutionsAreErrorsNotTraps() throws {
        #expect(throws: MarbleError.self) { try Marbles.parse("a", format: MarbleFormat(frame: .max)) }
        let huge = MarbleFormat(frame: 1 << 51)
        #expect(throws: MarbleError.self) { try Marbles.parse("--a", format: huge) }
        #expect(try Marbles.parse("-a", format: huge) == [.next(1 << 51, "a")])
        for resolution in [Double.nan, -1, 0, 1e300] {
            let format = MarbleFormat(frame: 1, resolution: resolution)
            _ = try? Marbles.parse("a 5s b", format: format)
            _ = Marbles.render([.next(0, "a"), .next(500, "b")], format: format)
        }
    }
}

@Suite struct ExtremeTimeTests {
    @Test func silencesTooLongToWriteAreDrawnBounded() {
        let events: [Recorded<Event<Int>>] = [.next(0, 1), .next(.max / 2, 2)]
        let drawing = Marbles.render(events, values: ["a": 1, "b": 2])
        #expect(drawing == "a" + String(repeating: "-", count: 32) + "b")
    }
}
