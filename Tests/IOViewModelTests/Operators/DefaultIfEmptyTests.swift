import IOViewModel
import Testing

@Suite struct DefaultIfEmptyTests {
    @Test func ifEmptyDefaultEmitsTheDefaultOnlyForAnEmptyCompletion() {
        expectNoLeaks {
            let empty = EventLog<Int>()
            let full = EventLog<Int>()
            let failed = EventLog<Int>()
            _ = Observable<Int>.empty().ifEmpty(default: 7).subscribe(empty)
            _ = Observable.of(1, 2).ifEmpty(default: 7).subscribe(full)
            _ = Observable<Int>.error(Boom()).ifEmpty(default: 7).subscribe(failed)
            #expect(empty.events == [.next(7), .completed])
            #expect(full.events == [.next(1), .next(2), .completed])
            #expect(failed.events == [.error(Boom())])
        }
    }
}
