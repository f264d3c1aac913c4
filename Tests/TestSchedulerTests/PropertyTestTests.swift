import IOViewModel
@testable import TestScheduler
import Testing

/// The property harness itself: the generator, the shrinker, the leak and error checks, bad
/// declarations, the printed test.
@Suite struct PropertyTestTests {
    @Test func theGeneratorIsSplitMix64() {
        // The reference outputs of SplitMix64 for seed 0: a seed means the same runs everywhere.
        var random = SplitMix64(seed: 0)
        #expect([random.next(), random.next(), random.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
        var bounded = SplitMix64(seed: 0)
        #expect((0..<1000).allSatisfy { _ in (0..<7).contains(bounded.below(7)) })
    }

    @Test func generatedDiagramsFollowTheTimingChoices() {
        var runs: [[Recorded<Event<Int>>]] = []
        TestScheduler.property(runs: 50, seed: 3, frames: 6, events: 1...2) { run in
            let log = PublishRelay<Int>()
            run.input("log.accept", values: ["a": 1, "b": 2, "c": 3], into: log.accept)
            let output = run.output("log", log.asObservable())
            run.check("records") {
                runs.append(output.events)
                return true
            }
        }
        #expect(runs.count == 50)
        // One or two calls a run, on distinct frames within the six.
        #expect(runs.allSatisfy { (1...2).contains($0.count) && Set($0.map(\.time)).count == $0.count })
        #expect(runs.allSatisfy { $0.allSatisfy { (0..<6).contains($0.time) } })
        // Every value and every frame comes up.
        #expect(Set(runs.joined().compactMap(\.value.element)) == [1, 2, 3])
        #expect(Set(runs.joined().map(\.time)) == Set(0..<6))
    }

    @Test func aLeakIsFoundAndShrunk() throws {
        var found: PropertyCounterexample?
        let failures = TestFailureReporting.captureFailures {
            found = TestScheduler.property(runs: 20, seed: 1) { run in
                let source = run.scheduler.createHotObservable([.next(5, 1)], name: "source")
                let leaky = PublishRelay<Int>()
                // A call that subscribes and never disposes: the subscription outlives the run.
                run.input("leaky.accept", values: ["a": 1, "b": 2], into: { _ in _ = source.subscribe { _ in } })
                _ = run.output("leaky", leaky.asObservable())
            }
        }
        let counterexample = try #require(found)
        #expect(failures.count == 1)
        #expect(counterexample.inputs == ["a"])
        #expect(counterexample.failure == """
            subscriptions are left once the run and its view model are gone:
            Leak: 1 subscription made during the test is still live:
              hot observable 'source' → subscribe is still subscribed (since 0), made at TestSchedulerTests/PropertyTestTests.swift:43.
            """)
    }

    @Test func anUnhandledErrorIsAFailure() throws {
        let found = try #require(TestFailureReporting.captureFailures {
            TestScheduler.property(runs: 20, seed: 1) { run in
                run.input("fail", values: ["a": 1, "b": 2], into: { _ in
                    _ = Observable<Int>.error(TestError("Boom.")).subscribe()
                })
            }
        }.first)
        #expect(found.message.contains("an error reached a subscription without an error handler: Boom."))
        #expect(found.message.contains("""
            scheduler.marbles { test in
                test.input("a", values: ["a": 1], into: fail)
            }
            """))
    }

    @Test func aWholeRunCheckHasNoCaret() throws {
        let found = try #require(TestFailureReporting.captureFailures {
            TestScheduler.property(runs: 20, seed: 1, frames: 5) { run in
                let relay = PublishRelay<String>()
                run.input("relay.accept", values: ["a": "x", "b": "y"], into: relay.accept)
                let output = run.output("relay", relay.asObservable())
                run.check("at most one call") { output.events.count <= 1 }
            }
        }.first)
        #expect(found.message.contains("\"at most one call\" is false."))
        #expect(found.message.contains("""
                test.input(        "aa", values: ["a": "x"], into: relay.accept)
                test.expect(relay, "aa", values: ["a": "x"])
            }
            """))
    }

    @Test func framesOfSeveralTicksArePrintedWithTheirFrame() throws {
        let found = try #require(TestFailureReporting.captureFailures {
            TestScheduler.property(runs: 20, seed: 1, frames: 4, frame: 10) { run in
                let relay = PublishRelay<String>()
                run.input("relay.accept", values: ["a": "x", "b": "y"], into: relay.accept)
                let output = run.output("relay", relay.asObservable())
                // Calls come on whole frames (0, 10, 20, 30 ticks); the invariant is read at every tick.
                run.check("calls fall on frames") { output.events.allSatisfy { $0.time % 10 == 0 } }
                run.always("nothing after the first frame") { time in output.latest(at: time) == nil || time < 10 }
            }
        }.first)
        #expect(found.message.contains("\"nothing after the first frame\" is false at 10."))
        #expect(found.message.contains("""
            scheduler.marbles(frame: 10) { test in
                test.input(        "a-", values: ["a": "x"], into: relay.accept)
                test.expect(relay, "a-", values: ["a": "x"])
                //                   ^ "nothing after the first frame" is false here
            }
            """))
    }

    @Test func declarationsThatCannotRunAreRefusedWithReasons() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler.property(runs: 5, seed: 1) { run in
                run.input("dash", values: ["-": 1], into: { _ in })
                run.input("empty", values: [:] as KeyValuePairs<Character, Int>, into: { _ in })
                run.input("twice", values: ["a": 1, "a": 2], into: { _ in })
            }
        }
        #expect(failures.map(\.message) == [
            """
            The property cannot run:
              dash: "-" is a mark in marble diagrams and cannot stand for a value
              empty: its `values:` table is empty, so it cannot be called
              twice: a symbol appears twice in its `values:` table
            """
        ])
    }

    @Test func inputsThatChangeFromRunToRunAreRefused() {
        var runs = 0
        let failures = TestFailureReporting.captureFailures {
            TestScheduler.property(runs: 5, seed: 1) { run in
                runs += 1
                run.input("a", values: ["a": 1], into: { _ in })
                // Shrinking replays the failing run: a second input only then does not match.
                if runs > 1 { run.input("b", values: ["b": 1], into: { _ in }) }
                run.check("fails") { false }
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("declare the same inputs, in the same order, every run") == true)
    }

    @Test func valuesArePrintedAsSwift() {
        enum Mode { case on, off }
        struct Point: Equatable { var x: Int }
        #expect(SwiftLiteral.bestEffort("say \"hi\"\n") == #""say \"hi\"\n""#)
        #expect(SwiftLiteral.bestEffort(Mode.on) == ".on")
        #expect(SwiftLiteral.bestEffort(true) == "true")
        #expect(SwiftLiteral.bestEffort(0.5) == "0.5")
        #expect(SwiftLiteral.bestEffort(-3) == "-3")
        #expect(SwiftLiteral.bestEffort(Point(x: 1)).hasSuffix("Point(x: 1)"))
        // As record mode writes them: an optional as its wrapped value, which compiles where the
        // optional type is expected.
        #expect(SwiftLiteral.bestEffort(Int?.some(5) as Any) == "5")
        #expect(SwiftLiteral.bestEffort([Int?.none, 2]) == "[nil, 2]")
    }

    @Test func theShrinkerOnlyProposesSmallerCases() {
        let failing = PropertyCase(
            inputs: [[.init(frame: 2, value: 1), .init(frame: 5, value: 0)], [.init(frame: 3, value: 2)]], length: 8)
        let candidates = PropertyShrinker.candidates(of: failing, lowestLength: 1)
        #expect(!candidates.isEmpty)
        for candidate in candidates {
            let frames = candidate.inputs.joined().map(\.frame)
            let smaller = candidate.length < failing.length || candidate.eventCount < failing.eventCount
                || frames.reduce(0, +) < failing.inputs.joined().map(\.frame).reduce(0, +)
                || candidate.inputs.joined().map(\.value).reduce(0, +) < failing.inputs.joined().map(\.value).reduce(0, +)
            #expect(smaller)
            #expect(candidate.length <= failing.length && candidate.eventCount <= failing.eventCount)
            #expect(frames.allSatisfy { $0 < candidate.length })
            for events in candidate.inputs { #expect(zip(events, events.dropFirst()).allSatisfy { $0.frame < $1.frame }) }
        }
    }
}
