import IOViewModel
import Synchronization
import Testing

@Suite struct ConnectableTests {
    @Test func publishSubscribesToTheSourceOnlyOnConnect() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        let second = EventLog<Int>()
        let source = ColdSource()
        tracker.track {
            let published = source.observable.publish()
            let first = published.subscribe(log)
            #expect(source.subscriptions == 0)
            let connection = published.connect()
            let again = published.connect()
            #expect(source.subscriptions == 1)
            source.send(.next(1))
            again.dispose()
            #expect(source.activeCount == 0)
            source.send(.next(2))
            connection.dispose()
            // As in RxSwift, the ended connection took its subject along: a new subscriber and a
            // new connection share a fresh one, and the first subscriber hears nothing more.
            _ = published.subscribe(second)
            _ = published.connect()
            #expect(source.subscriptions == 2)
            source.send(.next(3))
            source.send(.completed)
            let late = EventLog<Int>()
            let lateSubscription = published.subscribe(late)
            #expect(late.events == [])
            first.dispose()
            lateSubscription.dispose()
        }
        #expect(log.events == [.next(1)])
        #expect(second.events == [.next(3), .completed])
        #expect(tracker.live == 0)
    }

    @Test func replayGivesLateSubscribersTheBuffer() {
        let tracker = ResourceTracker()
        let late = EventLog<Int>()
        let all = EventLog<Int>()
        tracker.track {
            let subject = PublishSubject<Int>()
            let replayed = subject.replay(2)
            let replayedAll = subject.replayAll()
            let connections = [replayed.connect(), replayedAll.connect()]
            for value in 1...3 { subject.onNext(value) }
            let a = replayed.subscribe(late)
            let b = replayedAll.subscribe(all)
            subject.onNext(4)
            for disposable in connections + [a, b] { disposable.dispose() }
        }
        #expect(late.events == [.next(2), .next(3), .next(4)])
        #expect(all.events == [.next(1), .next(2), .next(3), .next(4)])
        #expect(tracker.live == 0)
    }

    @Test func multicastMakeSubjectStartsAFreshSubjectPerConnection() {
        let tracker = ResourceTracker()
        let afterReconnect = EventLog<Int>()
        tracker.track {
            let subject = PublishSubject<Int>()
            let connectable = subject.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
            let connection = connectable.connect()
            subject.onNext(1)
            connection.dispose()
            let subscription = connectable.subscribe(afterReconnect)
            let reconnection = connectable.connect()
            subject.onNext(2)
            subscription.dispose()
            reconnection.dispose()
        }
        #expect(afterReconnect.events == [.next(2)])
        #expect(tracker.live == 0)
    }

    @Test func refCountConnectsForTheFirstAndDisconnectsAfterTheLast() {
        let tracker = ResourceTracker()
        let source = ColdSource()
        tracker.track {
            let counted = source.observable.publish().refCount()
            let a = counted.subscribe(onNext: { _ in })
            let b = counted.subscribe(onNext: { _ in })
            #expect(source.subscriptions == 1)
            a.dispose()
            a.dispose()
            #expect(source.activeCount == 1)
            b.dispose()
            #expect(source.activeCount == 0)
            let c = counted.subscribe(onNext: { _ in })
            #expect(source.subscriptions == 2)
            c.dispose()
        }
        #expect(tracker.live == 0)
    }
}
