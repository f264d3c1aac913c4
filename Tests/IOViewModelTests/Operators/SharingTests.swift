import IOViewModel
import Synchronization
import Testing

/// A cold source that records its subscriptions and disposals, fed by hand through `send`.
private final class ColdSource {
    private(set) var subscriptions = 0
    private(set) var disposals = 0
    private var observers: [Int: AnyObserver<Int>] = [:]
    /// Elements each new subscription emits synchronously.
    var onSubscribe: [Event<Int>] = []

    var observable: Observable<Int> {
        Observable.create { observer in
            self.subscriptions += 1
            let id = self.subscriptions
            self.observers[id] = observer
            for event in self.onSubscribe { observer.on(event) }
            return Disposables.create {
                self.disposals += 1
                self.observers[id] = nil
            }
        }
    }

    var activeCount: Int { observers.count }

    func send(_ event: Event<Int>) {
        for observer in observers.values { observer.on(event) }
    }
}

@Suite struct ShareTests {
    @Test func whileConnectedSharesOneSubscriptionAndStartsOverAfterTheLastLeaves() {
        let tracker = ResourceTracker()
        let first = EventLog<Int>()
        let second = EventLog<Int>()
        let third = EventLog<Int>()
        let source = ColdSource()
        tracker.track {
            let shared = source.observable.share(replay: 1)
            let a = shared.subscribe(first)
            source.send(.next(1))
            let b = shared.subscribe(second)
            source.send(.next(2))
            #expect(source.subscriptions == 1)
            a.dispose()
            #expect(source.disposals == 0)
            b.dispose()
            #expect(source.disposals == 1)
            _ = shared.subscribe(third)
            #expect(source.subscriptions == 2)
            source.send(.next(3))
            source.send(.completed)
        }
        #expect(first.events == [.next(1), .next(2)])
        #expect(second.events == [.next(1), .next(2)])
        #expect(third.events == [.next(3), .completed])
        #expect(tracker.live == 0)
    }

    @Test func foreverReplaysStaleElementsThenResubscribes() {
        let tracker = ResourceTracker()
        let late = EventLog<Int>()
        let source = ColdSource()
        tracker.track {
            let shared = source.observable.share(replay: 1, scope: .forever)
            let a = shared.subscribe(onNext: { _ in })
            source.send(.next(1))
            source.send(.next(2))
            a.dispose()
            #expect(source.disposals == 1)
            let b = shared.subscribe(late)
            #expect(late.events == [.next(2)])
            #expect(source.subscriptions == 2)
            source.send(.next(3))
            b.dispose()
        }
        #expect(late.events == [.next(2), .next(3)])
        #expect(tracker.live == 0)
    }

    @Test func afterTheSourceCompletesWhileConnectedResubscribesButForeverReplaysTheEnd() {
        let tracker = ResourceTracker()
        let whileConnected = EventLog<Int>()
        let forever = EventLog<Int>()
        let connectedSource = ColdSource()
        let foreverSource = ColdSource()
        tracker.track {
            let shared = connectedSource.observable.share(replay: 1)
            _ = shared.subscribe(onNext: { _ in })
            connectedSource.send(.next(1))
            connectedSource.send(.completed)
            _ = shared.subscribe(whileConnected)
            #expect(connectedSource.subscriptions == 2)
            connectedSource.send(.next(5))
            connectedSource.send(.completed)

            let sharedForever = foreverSource.observable.share(replay: 1, scope: .forever)
            _ = sharedForever.subscribe(onNext: { _ in })
            foreverSource.send(.next(1))
            foreverSource.send(.completed)
            _ = sharedForever.subscribe(forever)
            #expect(foreverSource.subscriptions == 1)
        }
        #expect(whileConnected.events == [.next(5), .completed])
        #expect(forever.events == [.next(1), .completed])
        #expect(tracker.live == 0)
    }

    @Test func replayCountAndNoReplayByDefault() {
        let tracker = ResourceTracker()
        let replayed = EventLog<Int>()
        let plain = EventLog<Int>()
        let subject = PublishSubject<Int>()
        tracker.track {
            let keep = subject.share(replay: 2).subscribe(onNext: { _ in })
            let keepPlain = subject.share().subscribe(onNext: { _ in })
            let sharedTwo = subject.share(replay: 2)
            let sharedNone = subject.share()
            let a = sharedTwo.subscribe(onNext: { _ in })
            let b = sharedNone.subscribe(onNext: { _ in })
            for value in 1...3 { subject.onNext(value) }
            let c = sharedTwo.subscribe(replayed)
            let d = sharedNone.subscribe(plain)
            subject.onNext(4)
            for subscription in [keep, keepPlain, a, b, c, d] { subscription.dispose() }
        }
        #expect(replayed.events == [.next(2), .next(3), .next(4)])
        #expect(plain.events == [.next(4)])
        #expect(tracker.live == 0)
    }

    @Test func theFirstSubscriberSeesSynchronousElements() {
        expectNoLeaks {
            let log = EventLog<Int>()
            let shared = Observable.of(1, 2).share()
            _ = shared.subscribe(log)
            #expect(log.events == [.next(1), .next(2), .completed])
        }
    }

    @Test func aTerminalEventEndsTheConnectionBeforeItIsForwarded() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        let source = ColdSource()
        source.onSubscribe = [.next(1), .error(Boom())]
        tracker.track {
            let shared = source.observable.share()
            _ = shared.do(onError: { _ in source.onSubscribe = [.next(2), .completed] }).retry(2).subscribe(log)
        }
        #expect(source.subscriptions == 2)
        #expect(log.events == [.next(1), .next(2), .completed])
        #expect(tracker.live == 0)
    }
}

/// `share(replay: 1)` runs on its own subject kind (the latest element kept by the drain role, not
/// under the lock); these scripts check it against `multicast` over a `ReplaySubject` of one, which
/// is what RxSwift's `share(replay: 1)` is, event for event, re-entrant subscriptions included.
@Suite struct ShareReplayOneTests {
    /// Feeds `shared` from `source` through a script touching every path of the replay: a late
    /// subscriber, one subscribing from inside a handler, one unsubscribing there, a re-entrant
    /// send, a terminal event, and subscribers after it. Returns every delivery, labelled.
    private func script(_ makeShared: (Observable<Int>) -> Observable<Int>, ending: Event<Int>) -> [String] {
        var log: [String] = []
        let source = PublishSubject<Int>()
        let tracker = ResourceTracker()
        tracker.track {
            let shared = makeShared(source.asObservable())
            var inner: (any Disposable)?
            var late: (any Disposable)?
            let a = shared.subscribe { event in
                log.append("a \(event)")
                if event.element == 2, inner == nil {
                    inner = shared.subscribe { log.append("inner \($0)") }
                    source.onNext(3)
                }
                if event.element == 4 { late?.dispose() }
            }
            source.onNext(1)
            late = shared.subscribe { log.append("late \($0)") }
            source.onNext(2)
            source.onNext(4)
            source.on(ending)
            let after = shared.subscribe { log.append("after \($0)") }
            source.onNext(5)
            for subscription in [a, after, inner, late] { subscription?.dispose() }
        }
        #expect(tracker.live == 0)
        return log
    }

    @Test(arguments: [Event<Int>.completed, .error(Boom())])
    func whileConnectedMatchesAReplaySubjectOfOne(ending: Event<Int>) {
        let shared = script({ $0.share(replay: 1) }, ending: ending)
        let reference = script(
            { $0.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) }).refCount() }, ending: ending)
        #expect(shared == reference)
        #expect(shared.prefix(9) == [
            "a next(1)", "late next(1)", "a next(2)", "late next(2)", "inner next(2)",
            "a next(3)", "late next(3)", "inner next(3)", "a next(4)",
        ])
    }

    @Test(arguments: [Event<Int>.completed, .error(Boom())])
    func foreverMatchesAReplaySubjectOfOne(ending: Event<Int>) {
        let shared = script({ $0.share(replay: 1, scope: .forever) }, ending: ending)
        let reference = script({ $0.multicast(ReplaySubject<Int>.create(bufferSize: 1)).refCount() }, ending: ending)
        #expect(shared == reference)
        // After the end, the one subject replays its latest element and its terminal event.
        #expect(shared.suffix(2) == ["after next(4)", "after \(ending)"])
    }
}

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
