import IOViewModel
import Testing
import TestScheduler

extension OperatorsViewModel {
    @Suite struct NotTests {
        @Test func negatesEachElement() {
            let scheduler = TestScheduler()
            scheduler.validate(
                          "^tf-------|", values: ["t": true, "f": false],
                { $0.not() },
                expected: "-ft-------|", values: ["t": true, "f": false], frame: 10)
        }
    }
}
