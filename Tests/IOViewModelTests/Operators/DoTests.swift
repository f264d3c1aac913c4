import IOViewModel
import Synchronization
import Testing

@Suite struct DoTests {
    @Test func callsEachHookInOrder() {
        let tracker = ResourceTracker()
        var calls: [String] = []
        tracker.track {
            let subject = PublishSubject<Int>()
            let observed = subject.do(
                onNext: { calls.append("onNext \($0)") },
                afterNext: { calls.append("afterNext \($0)") },
                onCompleted: { calls.append("onCompleted") },
                afterCompleted: { calls.append("afterCompleted") },
                onSubscribe: { calls.append("onSubscribe") },
                onSubscribed: { calls.append("onSubscribed") },
                onDispose: { calls.append("onDispose") }
            )
            let subscription = observed.subscribe(onNext: { calls.append("received \($0)") }, onCompleted: { calls.append("received completed") })
            subject.onNext(1)
            subject.onCompleted()
            subscription.dispose()
        }
        #expect(calls == [
            "onSubscribe", "onSubscribed",
            "onNext 1", "received 1", "afterNext 1",
            "onCompleted", "received completed", "afterCompleted", "onDispose",
        ])
        #expect(tracker.live == 0)
    }

    @Test func errorHooksAndDisposeBeforeAnyEvent() {
        expectNoLeaks {
            var calls: [String] = []
            let subject = PublishSubject<Int>()
            _ = subject.do(
                onError: { calls.append("onError \(($0 as! Boom).tag)") },
                afterError: { _ in calls.append("afterError") },
                onDispose: { calls.append("onDispose") }
            ).subscribe(onError: { _ in calls.append("received error") })
            subject.onError(Boom(tag: 1))
            let other = PublishSubject<Int>()
            let subscription = other.do(onDispose: { calls.append("disposed early") }).subscribe()
            subscription.dispose()
            subscription.dispose()
            #expect(calls == ["onError 1", "received error", "afterError", "onDispose", "disposed early"])
        }
    }

    @Test func aThrowingHookBecomesTheErrorAndStopsTheSource() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let subject = PublishSubject<Int>()
            _ = subject.do(onNext: { if $0 == 2 { throw Boom(tag: 2) } }).subscribe(log)
            subject.onNext(1)
            subject.onNext(2)
            #expect(!subject.hasObservers)
            subject.onNext(3)
        }
        #expect(log.events == [.next(1), .error(Boom(tag: 2))])
        #expect(tracker.live == 0)
    }

    @Test func aThrowingHookStopsALongSynchronousSource() {
        expectNoLeaks {
            let log = EventLog<Int>()
            _ = Observable.from(1...100_000).do(onNext: { if $0 == 3 { throw Boom(tag: 3) } }).subscribe(log)
            #expect(log.events == [.next(1), .next(2), .error(Boom(tag: 3))])
        }
    }

    @Test func anErrorThrownAfterCompletionIsReportedNotEmitted() {
        expectNoLeaks {
            let reported = Lock<[Int]>([])
            let log = EventLog<Int>()
            Hooks.withUnhandledErrorHandler({ error in reported.withLock { $0.append((error as! Boom).tag) } }) {
                _ = Observable.just(1).do(afterCompleted: { throw Boom(tag: 5) }).subscribe(log)
            }
            #expect(log.events == [.next(1), .completed])
            #expect(reported.withLock { $0 } == [5])
        }
    }
}
