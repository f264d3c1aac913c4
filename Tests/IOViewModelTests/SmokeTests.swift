import IOViewModel
import Testing

@Suite struct SmokeTests {
    @Test func publishSubjectMapFilter() {
        let tracker = ResourceTracker()
        var received: [Int] = []
        tracker.track {
            let subject = PublishSubject<Int>()
            let subscription = subject.map { $0 * 2 }.filter { $0 > 2 }.subscribe(onNext: { received.append($0) })
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            #expect(tracker.live == 1)
            subscription.dispose()
            subject.onNext(4)
        }
        #expect(received == [4, 6])
        #expect(tracker.live == 0)
    }

    @Test func reentrantSendIsQueuedInOrder() {
        let subject = PublishSubject<Int>()
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        subject.subscribe(onNext: { value in
            first.append(value)
            if value == 1 { subject.onNext(2) }
        }).disposed(by: bag)
        subject.subscribe(onNext: { second.append($0) }).disposed(by: bag)
        subject.onNext(1)
        #expect(first == [1, 2])
        #expect(second == [1, 2])
    }

    @Test func fromEmitsSynchronouslyAtTopLevel() {
        var received: [Int] = []
        _ = Observable.from([1, 2, 3]).subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2, 3])
    }
}
