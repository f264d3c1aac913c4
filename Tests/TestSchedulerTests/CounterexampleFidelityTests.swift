import IOViewModel
import Testing

@testable import TestScheduler

/// A shrunk counterexample is printed as a marble test to paste: parsed back, its diagrams must
/// be the run that failed (the same calls at the same frames, the same length), run again they
/// must fail the same way, pasted they must pass with the outputs as printed, and the caret must
/// sit on the failing frame's column, groups of events included.
@Suite struct CounterexampleFidelityTests {
    /// A screen whose output answers each call with `burst` values at once (a group when more than
    /// one), and, when `echo` is set, a second output that repeats the calls a frame later (a
    /// timer, which a longer run shows more of).
    struct Screen {
        let calls = PublishRelay<Int>()
        let burst: Int
        let echo: Bool
        let scheduler: TestScheduler

        var answers: Observable<Int> {
            let burst = self.burst
            return calls.asObservable().flatMap { value in Observable.from((0..<burst).map { value * 10 + $0 }) }
        }

        var echoes: Observable<Int> {
            calls.asObservable().delay(.seconds(1), scheduler: scheduler)
        }
    }

    static let answerValues: [Character: Int] = ["a": 10, "b": 11, "c": 12, "d": 20, "e": 21, "f": 22]
    static let echoValues: [Character: Int] = ["a": 1, "b": 2]

    struct Trial {
        let burst: Int
        let echo: Bool
        let limit: Int

        func body(_ run: PropertyRun) {
            let screen = Screen(burst: burst, echo: echo, scheduler: run.scheduler)
            run.input("screen.calls.accept", values: ["a": 1, "b": 2], into: screen.calls.accept)
            let answers = run.output("screen.answers", screen.answers, values: CounterexampleFidelityTests.answerValues)
            if echo {
                _ = run.output("screen.echoes", screen.echoes, values: CounterexampleFidelityTests.echoValues)
            }
            let limit = self.limit
            run.always("fewer than \(limit) answers") { time in
                answers.events.filter { $0.time <= time }.count < limit
            }
        }
    }

    @Test func aPrintedCounterexampleParsedAndRunAgainFailsTheSameWayAndPastedPasses() throws {
        var random = SplitMix64(seed: 0xC0FFEE)
        var checked = 0
        var groups = 0
        for _ in 0..<80 {
            let trial = Trial(burst: 1 + random.below(3), echo: random.below(2) == 1, limit: 2 + random.below(4))
            let seed = random.next()
            var found: PropertyCounterexample?
            let failures = TestFailureReporting.captureFailures {
                found = TestScheduler.property(runs: 50, seed: seed, frames: 8, events: 0...4, trial.body)
            }
            guard let counterexample = found else { continue }
            #expect(failures.count == 1)
            if counterexample.marbleTest.contains("// Not exact") {
                // Only a timer, which a longer run shows more of, may keep a drawing from settling.
                #expect(trial.echo, "\(counterexample)")
                continue
            }
            checked += 1
            if counterexample.outputs.contains(where: { $0.contains("(") }) { groups += 1 }

            // Parsed back: the case the printed input diagram says.
            let printed = try #require(counterexample.inputs.first)
            let parsed = try MarbleParser.parse(printed, kind: .cold, format: MarbleFormat(), isValueKey: { _ in true })
                .get()
            let events = parsed.tokens.compactMap { token -> PropertyCase.Event? in
                guard case .value(let char) = token.mark else { return nil }
                return PropertyCase.Event(frame: Int(token.time), value: char == "a" ? 0 : 1)
            }
            let replayed = PropertyRunner(frames: 8, events: 0...4, resolution: 1, format: MarbleFormat())
                .replay(trial.body, PropertyCase(inputs: [events], length: Int(parsed.end)), draw: true)
            guard case .invariant(let name, let time?) = replayed.failure else {
                Issue.record("the printed case does not fail: \(counterexample)")
                continue
            }
            #expect(counterexample.failure == "\"\(name)\" is false at \(time)", "\(counterexample)")
            #expect(replayed.picture?.outputs == counterexample.outputs, "\(counterexample)")

            // The caret on the failing frame: every character of a diagram is a frame.
            let lines = counterexample.marbleTest.split(separator: "\n").map(String.init)
            let row = try #require(lines.first { $0.contains("test.expect(screen.answers") })
            let diagramStart = try #require(row.firstIndex(of: "\"")).utf16Offset(in: row) + 1
            let caretLine = try #require(lines.first { $0.contains("^ \"") })
            let caret = try #require(caretLine.firstIndex(of: "^")).utf16Offset(in: caretLine)
            #expect(caret - diagramStart == Int(time), "\(counterexample)")

            // Pasted, with the outputs as printed, the marble test passes.
            let scheduler = TestScheduler()
            let screen = Screen(burst: trial.burst, echo: trial.echo, scheduler: scheduler)
            let pasted = TestFailureReporting.captureFailures {
                scheduler.marbles { test in
                    test.input(printed, values: ["a": 1, "b": 2], into: screen.calls.accept)
                    test.expect(screen.answers, counterexample.outputs[0], values: Self.answerValues)
                    if trial.echo {
                        test.expect(screen.echoes, counterexample.outputs[1], values: Self.echoValues)
                    }
                }
            }
            #expect(pasted.isEmpty, "\(pasted.map(\.message))\n\(counterexample)")
        }
        #expect(checked >= 20)
        #expect(groups >= 5, "the trials should print groups of events")
    }

    @Test func aGroupThatEndsTheRunIsPrintedWithTheRunItNeeds() throws {
        let trial = Trial(burst: 3, echo: false, limit: 2)
        let found = try #require(
            TestFailureReporting.captureFailures {
                TestScheduler.property(runs: 20, seed: 7, frames: 6, events: 1...3, trial.body)
            }.first)
        #expect(found.message.contains("\"fewer than 2 answers\" is false at 0."))
        #expect(found.message.contains(#"""
                test.input(                 "a----", values: ["a": 1], into: screen.calls.accept)
                test.expect(screen.answers, "(abc)", values: ["a": 10, "b": 11, "c": 12])
                //                           ^ "fewer than 2 answers" is false here
            """#), "\(found.message)")
    }
}
