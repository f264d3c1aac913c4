import IOViewModel
import Testing
import TestScheduler

extension OperatorsFiltering {
    @Suite struct SingleTests {
        @Test func emitsTheOnlyElementAndCompletes() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "^1--------|", values: digits,
                { $0.single() },
                expected: "-1--------|", values: digits, frame: 10)
        }

        @Test func aSecondElementFailsAtOnce() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(           "^12-------|", values: digits)
                test.expect(xs.single(),     "-1#", values: digits, error: RxError.moreThanOneElement)
                test.expectSubscriptions(xs, "^-!")
            }
        }

        @Test func noElementFailsOnCompletion() {
            expectNoLeaks {
                let (recorder, _) = Observable<Int>.empty().single().record()
                #expect(recorder.events == [.error(RxError.noElements)])
            }
        }

        @Test func predicateFormCountsOnlyMatches() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(                              "^1436-----|", values: digits)
                test.expect(xs.single { $0.isMultiple(of: 2) }, "--4-#", values: digits, error: RxError.moreThanOneElement)
                test.expectSubscriptions(xs,                    "^---!")
            }
        }

        @Test func predicateFormFailsWithoutAMatchOrWhenThrowing() {
            expectNoLeaks {
                let (none, _) = Observable.of(1, 3).single { $0.isMultiple(of: 2) }.record()
                #expect(none.events == [.error(RxError.noElements)])
                let (throwing, _) = Observable.of(1, 3).single { _ in throw TestError("p") }.record()
                #expect(throwing.events == [.error(TestError("p"))])
            }
        }

        @Test func stopsAnEndlessSynchronousSource() {
            expectNoLeaks {
                let (recorder, _) = Observable.repeatElement(1).single().record()
                #expect(recorder.events == [.next(1), .error(RxError.moreThanOneElement)])
            }
        }
    }
}
