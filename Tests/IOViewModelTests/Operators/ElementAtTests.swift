import IOViewModel
import Testing
import TestScheduler

extension OperatorsFiltering {
    @Suite struct ElementAtTests {
        @Test func emitsTheElementAtTheIndexThenCompletes() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(             "^abc------|")
                test.expect(xs.element(at: 1), "--(b|)")
                test.expectSubscriptions(xs,   "^-!")
            }
        }

        @Test func sourceCompletingFirstFailsWithArgumentOutOfRange() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "^a--------|", error: RxError.argumentOutOfRange,
                { $0.element(at: 3) },
                expected: "----------#", frame: 10)
        }

        @Test func sourceErrorsPassThrough() {
            expectNoLeaks {
                let (recorder, _) = Observable<Int>.error(TestError("s")).element(at: 0).record()
                #expect(recorder.events == [.error(TestError("s"))])
            }
        }
    }
}
