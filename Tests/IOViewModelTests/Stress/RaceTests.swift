import Dispatch
import IOViewModel
import Testing

/// Every public operator under races (see `RaceHarness.swift`): each case runs every kind of
/// round, `RaceBudget.roundsPerKind` times, and must report no violation.
@Suite("Race harness")
struct RaceTests {
    @Test(arguments: RaceCases.all)
    func operatorUnderRaces(_ raceCase: RaceCase) async {
        for round in RaceRound.allCases {
            for _ in 0..<RaceBudget.roundsPerKind {
                let problems = await raceCase.run(round)
                #expect(problems.isEmpty, "\(raceCase.testDescription): \(problems.joined(separator: "; "))")
            }
        }
    }

    // The harness catches what it claims to: operators broken on purpose.

    @Test func anOperatorThatIgnoresDisposeIsCaught() async {
        let leaky = RaceCase("broken.ignoresDispose") { c in
            // Forwards everything and never ends its upstream subscription.
            _ = c.check(Observable<Int> { observer in
                _ = c.source().subscribe(observer)
                return Disposables.create()
            })
            return Disposables.create()
        }
        let problems = await leaky.run(.disposeMidway)
        #expect(problems.contains { $0.contains("delivered after dispose() returned and everything in flight had finished") })
        #expect(problems.contains { $0.contains("an element sent after dispose() returned was delivered") })
        #expect(problems.contains { $0.contains("still live") })
        #expect(problems.contains { $0.contains("still has observers") })
    }

    @Test func anOperatorThatEmitsAfterItsTerminalEventIsCaught() async {
        let chatty = RaceCase("broken.afterTerminal") { c in
            c.check(Observable<Int> { observer in
                observer.onCompleted()
                observer.onNext(1)
                return Disposables.create()
            })
        }
        let problems = await chatty.run(.complete)
        #expect(problems == ["complete: next delivered after a terminal event"])
    }
}
