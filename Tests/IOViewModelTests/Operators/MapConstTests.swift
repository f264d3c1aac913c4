import IOViewModel
import Testing
import TestScheduler

extension OperatorsViewModel {
    @Suite struct MapConstTests {
        @Test func replacesEachElement() {
            let scheduler = TestScheduler()
            scheduler.marbles(frame: 10) { test in
                let xs = test.hot(              "^12-------|", values: digits)
                test.expect(xs.mapConst("tap"), "-tt-------|", values: ["t": "tap"])
                test.expectSubscriptions(xs,    "^---------!")
            }
        }

        @Test func ignoreValuesMapsToVoid() {
            expectNoLeaks {
                var count = 0
                var completed = false
                _ = Observable.of("a", "b").ignoreValues().subscribe(onNext: { count += 1 }, onCompleted: { completed = true })
                #expect(count == 2)
                #expect(completed)
                let (failed, _) = Observable<Int>.error(TestError("s")).ignoreValues().map { 0 }.record()
                #expect(failed.events == [.error(TestError("s"))])
            }
        }
    }
}
