import IOViewModel
import Testing
import TestScheduler

@Suite struct StartWithTests {
    @Test func startWithEmitsItsElementsFirst() {
        let scheduler = TestScheduler()
        // 1 and 2 at the subscription, before the source's 3.
        scheduler.validate(
                      "^---3-#", values: digits, error: Boom(),
            { $0.startWith(1, 2) },
            expected: "(12)3-#", values: digits)
    }
}
