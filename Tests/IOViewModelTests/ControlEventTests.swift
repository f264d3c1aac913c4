import Foundation
import IOViewModel
import TestScheduler
import Testing

/// On the main actor: a control event or property subscribes to its sequence on
/// `ConcurrentMainScheduler`, at once from the main thread (so a test scheduler sees the
/// subscription at its virtual time), else from the main queue.
@MainActor
@Suite("ControlEvent and ControlProperty")
struct ControlEventTests {
    @Test func aControlEventOrPropertySubscribedOffTheMainThreadSubscribesItsSequenceOnTheMainQueue() async {
        let subscribedOnMain = await withCheckedContinuation { (continuation: CheckedContinuation<[Bool], Never>) in
            DispatchQueue.global().async {
                let seen = Locked<[Bool]>([])
                let source = Observable<Int>.deferred {
                    let count = seen.withLock { $0.append(MainScheduler.isMainThread); return $0.count }
                    if count == 2 { continuation.resume(returning: seen.value) }
                    return .never()
                }
                #expect(!MainScheduler.isMainThread)
                _ = ControlEvent(events: source).subscribe { _ in }
                _ = ControlProperty(values: source, valueSink: AnyObserver<Int> { _ in }).subscribe { _ in }
            }
        }
        #expect(subscribedOnMain == [true, true])
    }

    @Test func aControlEventSubscribedOnTheMainThreadSubscribesItsSequenceAtOnce() {
        var subscribed = false
        let event = ControlEvent(events: Observable<Int>.deferred {
            subscribed = true
            return .never()
        })
        let subscription = event.subscribe { _ in }
        #expect(subscribed)
        subscription.dispose()
    }

    @Test func aControlEventForwardsItsEventsAndItsEnd() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.start { ControlEvent(events: taps).asControlEvent() }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(300)])
        #expect(taps.subscriptions == [Subscription(200, 300)])
    }

    @Test func asSignalDeliversOnTheMainSchedulerWithoutReplay() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .completed(300)])
        let late = scheduler.createObserver(String.self)
        var lateSubscription: (any Disposable)?
        let observer = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start {
                let signal = ControlEvent(events: taps).asSignal()
                _ = scheduler.scheduleAt(220) { lateSubscription = signal.emit(to: late) }
                return signal
            }
        }
        #expect(observer.events == [.next(210, "a"), .next(230, "b"), .completed(300)])
        #expect(late.events == [.next(230, "b"), .completed(300)], "a signal replays nothing")
        #expect(taps.subscriptions == [Subscription(200, 300)], "one subscription, shared")
        lateSubscription?.dispose()
    }

    @Test func asDriverReplaysTheLatestEvent() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .completed(300)])
        let late = scheduler.createObserver(String.self)
        var lateSubscription: (any Disposable)?
        let observer = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start {
                let driver = ControlEvent(events: taps).asDriver()
                _ = scheduler.scheduleAt(220) { lateSubscription = driver.drive(late) }
                return driver
            }
        }
        #expect(observer.events == [.next(210, "a"), .next(230, "b"), .completed(300)])
        #expect(late.events == [.next(220, "a"), .next(230, "b"), .completed(300)])
        lateSubscription?.dispose()
    }

    @Test func anErrorBreakingTheContractIsReportedAndEndsTheTrait() {
        let reported = Locked(0)
        expectNoLeaks {
            let scheduler = TestScheduler()
            let driverLog = EventLog<Int>()
            let signalLog = EventLog<Int>()
            let infallibleLog = EventLog<Int>()
            Hooks.withUnhandledErrorHandler({ _ in reported.withLock { $0 += 1 } }) {
                let event = ControlEvent(events: Observable<Int>.error(Boom()))
                let subscriptions = MainScheduler.withMainScheduler(scheduler) {
                    [
                        event.asDriver().drive(driverLog),
                        event.asSignal().emit(to: signalLog),
                        event.asInfallible().asObservable().subscribe(infallibleLog),
                    ]
                }
                scheduler.start()
                for subscription in subscriptions { subscription.dispose() }
            }
            driverLog.expect([.completed])
            signalLog.expect([.completed])
            infallibleLog.expect([.completed])
        }
        #expect(reported.value == 3)
    }

    @Test func changedSkipsTheCurrentValue() {
        let scheduler = TestScheduler()
        let values = scheduler.createColdObservable([.next(0, "now"), .next(10, "typed"), .next(20, "typed")])
        let property = ControlProperty(values: values, valueSink: AnyObserver<String> { _ in })
        let observer = scheduler.start { property.changed }
        #expect(observer.events == [.next(210, "typed"), .next(220, "typed")], "equal values are kept")
        #expect(values.subscriptions == [Subscription(200, 1000)])
    }

    @Test func aPropertyAsADriverStartsWithTheCurrentValue() {
        let scheduler = TestScheduler()
        let values = scheduler.createColdObservable([.next(0, "now"), .next(10, "typed")])
        let observer = MainScheduler.withMainScheduler(scheduler) {
            scheduler.start {
                ControlProperty(values: values, valueSink: AnyObserver<String> { _ in }).asDriver()
            }
        }
        #expect(observer.events == [.next(200, "now"), .next(210, "typed")])
    }

    @Test func orEmptyReadsNilAsEmptyAndWritesThrough() {
        expectNoLeaks {
            let scheduler = TestScheduler()
            let field = TextField(text: nil)
            let text = MainScheduler.withMainScheduler(scheduler) { field.rx.text.orEmpty }
            let log = EventLog<String>()
            let subscription = text.subscribe(log)
            field.userTypes("a")
            text.onNext("b")
            #expect(field.text == "a", "the sink sets the field on the main scheduler")
            scheduler.start()
            #expect(field.text == "b")
            log.expect([.next(""), .next("a"), .next("b")])
            subscription.dispose()
        }
    }
}
