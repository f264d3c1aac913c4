import IOViewModel
import TestScheduler
import Testing

@Suite("SharingScheduler")
struct SharingSchedulerTests {
    @Test func aDriverCreatedUnderTheMockDeliversOnIt() {
        let scheduler = TestScheduler()
        let relay = BehaviorRelay(value: 1)
        let observer = scheduler.createObserver(Int.self)
        let driver = SharingScheduler.mock(scheduler: scheduler) { relay.asDriver() }
        let subscription = scheduler.tracker.track { driver.drive(observer) }
        #expect(observer.events.isEmpty, "delivery waits for the test scheduler")
        scheduler.advanceTo(10)
        relay.accept(2)
        scheduler.advanceTo(20)
        #expect(observer.events == [.next(0, 1), .next(10, 2)])
        subscription.dispose()
        scheduler.assertNoLeaks()
    }

    @Test func theMockLastsForTheActionOnly() {
        let scheduler = TestScheduler()
        let inside = SharingScheduler.mock(scheduler: scheduler) { SharingScheduler.make() }
        #expect(inside as? TestScheduler === scheduler)
        #expect(SharingScheduler.make() is MainScheduler)
        #expect(MainScheduler.current is MainScheduler)
    }

    @Test func aFactoryIsCalledOnceAndNestedMocksRestoreTheOuterOne() throws {
        let outer = TestScheduler()
        let inner = TestScheduler()
        var calls = 0
        let seen: [any SchedulerType] = SharingScheduler.mock(makeScheduler: {
            calls += 1
            return outer
        }) {
            let first = SharingScheduler.make()
            let nested = SharingScheduler.mock(scheduler: inner) { SharingScheduler.make() }
            return [first, nested, SharingScheduler.make(), MainScheduler.current]
        }
        #expect(calls == 1)
        #expect(seen.map { $0 as? TestScheduler }.map { $0.map(ObjectIdentifier.init) } == [
            ObjectIdentifier(outer), ObjectIdentifier(inner), ObjectIdentifier(outer), ObjectIdentifier(outer),
        ])
    }

    @Test func anErrorThrownByTheActionPropagates() {
        #expect(throws: Boom.self) {
            try SharingScheduler.mock(scheduler: TestScheduler()) { throw Boom() }
        }
        #expect(SharingScheduler.make() is MainScheduler)
    }
}
