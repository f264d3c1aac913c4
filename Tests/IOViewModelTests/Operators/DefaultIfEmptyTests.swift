import IOViewModel
import Testing
import TestScheduler

@Suite struct DefaultIfEmptyTests {
    @Test func ifEmptyDefaultEmitsTheDefaultOnlyForAnEmptyCompletion() {
        TestScheduler().validate(
                      "-|", values: digits,
            { $0.ifEmpty(default: 7) },
            expected: "-(7|)", values: digits)
        TestScheduler().validate(
                      "-1-2-|", values: digits,
            { $0.ifEmpty(default: 7) },
            expected: "-1-2-|", values: digits)
        TestScheduler().validate(
                      "-#", values: digits, error: Boom(),
            { $0.ifEmpty(default: 7) },
            expected: "-#", values: digits)
    }
}
