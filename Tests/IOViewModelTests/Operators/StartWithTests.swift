import IOViewModel
import Testing

@Suite struct StartWithTests {
    @Test func startWithEmitsItsElementsFirst() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let subject = PublishSubject<Int>()
            _ = subject.startWith(1, 2).subscribe(log)
            #expect(log.elements == [1, 2])
            subject.onNext(3)
            subject.onError(Boom())
        }
        #expect(log.events == [.next(1), .next(2), .next(3), .error(Boom())])
        #expect(tracker.live == 0)
    }
}
