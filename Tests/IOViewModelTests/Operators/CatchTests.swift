import IOViewModel
import Testing
import TestScheduler

/// `catch` and `catchAndReturn`.
@Suite struct CatchTests {
    @Test func continuesWithTheHandlersSequence() {
        let scheduler = TestScheduler()
        var caught: [Boom] = []
        scheduler.marbles { test in
            let source = test.hot(            "^1#", values: digits, error: Boom(tag: 1))
            let fallback = test.hot(          "^--2#", values: digits, error: Boom(tag: 2))
            let recovered = source.catch { error in
                caught.append(error as! Boom)
                return fallback.asObservable()
            }
            test.expect(recovered,            "-1-2#", values: digits, error: Boom(tag: 2))
            test.expectSubscriptions(fallback, "--^-!")
        }
        #expect(caught == [Boom(tag: 1)])
    }

    @Test func anErrorThrownByTheHandlerIsEmitted() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let failing = test.cold("#", values: digits, error: Boom(tag: 1))
            let caught = failing.catch { (_: any Error) throws(Boom) -> Observable<Int> in
                throw Boom(tag: 2)
            }
            test.expect(caught,     "#", values: digits, error: Boom(tag: 2))
        }
    }

    @Test func completionPassesThrough() {
        let scheduler = TestScheduler()
        scheduler.validate(
                      "-1-2-|", values: digits,
            { $0.catch { _ in .just(9) } },
            expected: "-1-2-|", values: digits)
    }

    @Test func catchAndReturnEmitsTheElementThenCompletes() {
        let scheduler = TestScheduler()
        scheduler.validate(
                      "-1-#", values: digits, error: Boom(),
            { $0.catchAndReturn(0) },
            expected: "-1-(0|)", values: digits)
    }

    @Test func catchSwitchesToTheHandlersSequence() {
        let scheduler = TestScheduler()
        // One frame is five seconds.
        scheduler.marbles(frame: 5) { test in
            let xs = test.cold(                 "--1-#", values: digits, error: Boom())
            let fallback = test.cold(               "-9|", values: digits)
            test.expect(xs.catch { _ in fallback.asObservable() },
                                                "--1--9|", values: digits)
            test.expectSubscriptions(xs,        "^---!")
            test.expectSubscriptions(fallback,  "----^-!")
        }
    }

    @Test func catchAndReturnInVirtualTime() {
        let scheduler = TestScheduler()
        // One frame is ten seconds; m is -1.
        scheduler.marbles(frame: 10) { test in
            let xs = test.hot(                  "^1#", values: digits, error: Boom())
            test.expect(xs.catchAndReturn(-1),  "-1(m|)", values: digits.merging(["m": -1]) { $1 })
            test.expectSubscriptions(xs,        "^-!")
        }
    }
}
