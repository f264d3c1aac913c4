import IOViewModel
import Testing
import TestScheduler

extension OperatorsFiltering {
    @Suite struct DistinctUntilChangedTests {
        @Test func dropsConsecutiveDuplicates() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(                      "^11221----|", values: digits)
                test.expect(xs.distinctUntilChanged(),  "-1-2-1----|", values: digits)
                test.expectSubscriptions(xs,            "^---------!")
            }
        }

        @Test func keySelectorComparesKeys() {
            expectNoLeaks {
                let (recorder, _) = Observable.of("a", "A", "b", "B", "a").distinctUntilChanged { $0.lowercased() }.record()
                #expect(recorder.events == [.next("a"), .next("b"), .next("a"), .completed])
            }
        }

        @Test func comparerDecidesEquality() {
            expectNoLeaks {
                let (recorder, _) = Observable.of(1, 2, 4, 10, 11).distinctUntilChanged { abs($0 - $1) < 2 }.record()
                // Compared with the last emitted element: 2 is close to 1; 4 is not; 10 is not; 11 is close to 10.
                #expect(recorder.events == [.next(1), .next(4), .next(10), .completed])
            }
        }

        @Test func keyPathFormComparesTheProperty() {
            struct Item { let id: Int; let name: String }
            expectNoLeaks {
                let (recorder, _) = Observable.of(Item(id: 1, name: "a"), Item(id: 1, name: "b"), Item(id: 2, name: "c"))
                    .distinctUntilChanged(at: \.id)
                    .map(\.name)
                    .record()
                #expect(recorder.events == [.next("a"), .next("c"), .completed])
            }
        }

        @Test func throwingClosuresFailAndUnsubscribe() {
            let scheduler = TestScheduler()
            let failure = TestError("key")
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(           "^123", values: digits)
                let distinct = xs.distinctUntilChanged({ value -> Int in
                    if value == 2 { throw failure }
                    return value
                }, comparer: { $0 == $1 })
                test.expect(distinct,        "-1#", values: digits, error: failure)
                test.expectSubscriptions(xs, "^-!")
            }
        }
    }
}
