import IOViewModel
import Testing
import TestScheduler

/// The examples of "Porting from RxTest" that are not elsewhere.
@Suite struct PortingFromRxTestSnippets {
    @Test func blockingOnRealThreads() throws {
        let squares = try Observable.of(1, 2, 3).map { $0 * $0 }.toBlocking(timeout: 5).toArray()
        #expect(squares == [1, 4, 9])
    }
}
