import IOViewModel
import TestScheduler
import Testing

/// Property tests' arguments that cannot describe a run are failures at the call; nothing runs.
@Suite struct HostilePropertyArgumentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let runs: Int
        let frames: Int
        let events: ClosedRange<Int>
        let resolution: Double
        let frame: TestTime
        let problem: String
        var testDescription: String { problem }
    }

    static let cases: [Case] = [
        Case(
            runs: 0, frames: 12, events: 0...4, resolution: 1, frame: 1,
            problem: "runs: 0 would check nothing: a property makes at least 1 run"),
        Case(
            runs: -5, frames: 12, events: 0...4, resolution: 1, frame: 1,
            problem: "runs: -5 would check nothing: a property makes at least 1 run"),
        Case(
            runs: 1, frames: 0, events: 0...4, resolution: 1, frame: 1,
            problem: "frames: 0 is not a run: a run lasts at least 1 frame"),
        Case(
            runs: 1, frames: 12, events: 0...4, resolution: 1, frame: 0,
            problem:
                "frame: frame 0 is not a length of time: a frame lasts a whole number of ticks, at least 1 (the default)."
        ),
        Case(
            runs: 1, frames: 12, events: 0...4, resolution: 0, frame: 1,
            problem:
                "resolution: 0.0 is not a length a tick can have: from 0.000000001 (a nanosecond) to a century (3155760000) seconds"
        ),
        Case(
            runs: 1, frames: 12, events: 0...4, resolution: 1, frame: .max / 4,
            problem:
                "frames: 12 of 2305843009213693951 ticks make a run longer than 1000000 ticks, the most a property run may last (its invariants are checked at every tick)"
        ),
        Case(
            runs: 1, frames: .max, events: 0...4, resolution: 1, frame: 1,
            problem:
                "frames: 9223372036854775807 of 1 ticks make a run longer than 1000000 ticks, the most a property run may last (its invariants are checked at every tick)"
        ),
        Case(
            runs: 1, frames: 12, events: -1...3, resolution: 1, frame: 1,
            problem: "events: -1...3 counts calls, which cannot be negative"),
        Case(
            runs: 1, frames: 12, events: 13...20, resolution: 1, frame: 1,
            problem:
                "events: 13...20 asks for at least 13 calls in a run of 12 frames, where an input is called at most once a frame"
        ),
    ]

    @Test(arguments: cases)
    func isReportedAtTheCallAndNothingRuns(_ badCase: Case) {
        var bodies = 0
        let line: UInt = #line + 2
        let failures = TestFailureReporting.captureFailures {
            TestScheduler.property(
                runs: badCase.runs, seed: 1, frames: badCase.frames, events: badCase.events,
                resolution: badCase.resolution, frame: badCase.frame
            ) { run in
                bodies += 1
                run.check("holds") { true }
            }
        }
        #expect(bodies == 0)
        #expect(failures.map(\.callSite.line) == [line])
        #expect(failures.first?.message == "The property cannot run:\n  " + badCase.problem)
    }

    @Test func anUpperBoundPastTheFramesMeansUpToOneCallAFrame() {
        var counts: [Int] = []
        let failures = TestFailureReporting.captureFailures {
            TestScheduler.property(runs: 40, seed: 7, frames: 12, events: 0...Int.max) { run in
                let taps = PublishRelay<Void>()
                run.input("taps.accept", into: { taps.accept(()) })
                let output = run.output("taps", taps.asObservable().map { 1 })
                run.check("counted") {
                    counts.append(output.events.count)
                    return true
                }
            }
        }
        #expect(failures.isEmpty)
        #expect(counts.count == 40)
        #expect(counts.allSatisfy { (0...12).contains($0) })
        #expect(counts.contains { $0 > 4 })
    }

    @Test func anInputsOwnEventsAreCheckedToo() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler.property(runs: 3, seed: 1, frames: 4) { run in
                run.input("taps.accept", events: 5...9, into: {})
                run.check("holds") { true }
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                The property cannot run:
                  taps.accept: events: 5...9 asks for at least 5 calls in a run of 4 frames, where an input is called at most once a frame
                """
            ])
    }

    @Test func aRunThatDeclaresOtherInputsThanTheFirstFails() {
        var run = 0
        let failures = TestFailureReporting.captureFailures {
            TestScheduler.property(runs: 10, seed: 1) { property in
                run += 1
                let relay = PublishRelay<Int>()
                if run.isMultiple(of: 2) {
                    property.input("relay.accept", values: ["a": 1], into: relay.accept)
                }
                property.check("holds") { true }
            }
        }
        #expect(run == 2)
        #expect(
            failures.map(\.message) == [
                """
                The property cannot run:
                  run 2 declared otherwise than run 1: input relay.accept (symbols a) where run 1 declared invariant "holds"; declare the same inputs (with the same symbols), outputs and invariants, in the same order, every run
                """
            ])
    }

    @Test func aSubscriptionMadeWhileDeclaringARunIsALeak() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler.property(runs: 1, seed: 1, frames: 3) { run in
                _ = Observable<Int>.interval(.seconds(1), scheduler: run.scheduler).subscribe()
                run.check("holds") { true }
            }
        }
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.contains("subscriptions are left once the run and its view model are gone") == true)
    }
}

/// What goes wrong inside a property's runs is reported at the `property` call.
@Suite struct PropertyRunFailureSiteTests {
    @Test func anInstantThatNeverEndsIsReportedAtThePropertyCall() {
        let line: UInt = #line + 2
        let failures = TestFailureReporting.captureFailures {
            TestScheduler.property(runs: 1, seed: 1, frames: 2) { run in
                _ = run.output("ones", Observable.repeatElement(1, scheduler: run.scheduler))
            }
        }
        let endless = failures.filter { $0.message.hasPrefix("TestScheduler: virtual time 0 never ends") }
        #expect(!endless.isEmpty)
        #expect(endless.allSatisfy { $0.callSite.line == line })
    }
}
