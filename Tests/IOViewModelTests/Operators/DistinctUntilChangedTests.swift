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
            let scheduler = TestScheduler()
            scheduler.validate(
                          "-aAbBa-|",
                { $0.distinctUntilChanged { $0.lowercased() } },
                expected: "-a-b-a-|")
        }

        @Test func comparerDecidesEquality() {
            let scheduler = TestScheduler()
            // Compared with the last emitted element: 2 is close to 1; 4 is not; 10 is not; 11 is close
            // to 10. a is 10, b is 11.
            let values = digits.merging(["a": 10, "b": 11]) { $1 }
            scheduler.validate(
                          "-124ab-|", values: values,
                { $0.distinctUntilChanged { abs($0 - $1) < 2 } },
                expected: "-1-4a--|", values: values)
        }

        @Test func keyPathFormComparesTheProperty() {
            struct Item { let id: Int; let name: String }
            let scheduler = TestScheduler()
            scheduler.validate(
                          "-abc-|", values: ["a": Item(id: 1, name: "a"), "b": Item(id: 1, name: "b"), "c": Item(id: 2, name: "c")],
                { $0.distinctUntilChanged(at: \.id).map(\.name) },
                expected: "-a-c-|", values: ["a": "a", "c": "c"])
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
