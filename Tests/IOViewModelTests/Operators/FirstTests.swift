import IOViewModel
import Testing
import TestScheduler

extension OperatorsFiltering {
    @Suite struct FirstTests {
        @Test func emitsTheFirstElementAndCompletesAtOnce() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(                     "^12-------|", values: digits)
                test.expect(xs.first().asObservable(), "-(1|)", values: ["1": 1])
                test.expectSubscriptions(xs,           "^!")
            }
        }

        @Test func emptySourceEmitsNil() {
            let scheduler = TestScheduler()
            // n is nil.
            scheduler.validate(
                          "^----|", values: digits,
                { $0.first().asObservable() },
                expected: "-----(n|)", values: ["n": nil], frame: 10)
        }

        @Test func errorsPassThroughAndEndlessSourcesStop() {
            expectNoLeaks {
                let (failed, _) = Observable<Int>.error(TestError("s")).first().asObservable().record()
                #expect(failed.events == [.error(TestError("s"))])
                let (endless, _) = Observable.repeatElement(5).first().asObservable().record()
                #expect(endless.events == [.next(5), .completed])
            }
        }
    }
}
