import IOViewModel
import Testing
import TestScheduler

extension OperatorsViewModel {
    @Suite struct SkipNilTests {
        @Test func unwrapsAndSkipsNil() {
            let scheduler = TestScheduler()
            // n is nil.
            scheduler.validate(
                          "^1n3------|", values: ["1": 1, "n": nil, "3": 3] as [Character: Int?],
                { $0.skipNil() },
                expected: "-1-3------|", values: digits, frame: 10)
        }

        @Test func errorsPassThrough() {
            expectNoLeaks {
                let (recorder, _) = Observable<String?>.error(TestError("s")).skipNil().record()
                #expect(recorder.events == [.error(TestError("s"))])
            }
        }
    }
}
