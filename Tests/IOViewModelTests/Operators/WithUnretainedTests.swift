import IOViewModel
import Synchronization
import Testing

@Suite struct WithUnretainedTests {
    @Test func aLongSynchronousSourceStopsOnceTheObjectIsGone() {
        expectNoLeaks {
            let log = EventLog<Int>()
            var owner: Owner? = Owner(name: "vm")
            weak let weakOwner = owner
            _ = Observable.from(1...100_000)
                .do(onNext: { if $0 == 2 { owner = nil } })
                .withUnretained(owner!) { _, value in value }
                .subscribe(log)
            #expect(weakOwner == nil)
            #expect(log.events == [.next(1), .completed])
        }
    }

    final class Owner {
        let name: String
        init(name: String) { self.name = name }
    }

    @Test func pairsElementsWithTheObjectAndCompletesOnceItIsGone() {
        let tracker = ResourceTracker()
        let log = EventLog<String>()
        tracker.track {
            let subject = PublishSubject<Int>()
            var owner: Owner? = Owner(name: "vm")
            _ = subject.withUnretained(owner!).map { "\($0.name)\($1)" }.subscribe(log)
            subject.onNext(1)
            owner = nil
            subject.onNext(2)
            #expect(!subject.hasObservers)
            _ = owner
        }
        #expect(log.events == [.next("vm1"), .completed])
        #expect(tracker.live == 0)
    }
}
