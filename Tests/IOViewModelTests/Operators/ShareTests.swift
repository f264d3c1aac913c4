import IOViewModel
import TestScheduler
import Synchronization
import Testing

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
            "a next(1)", "late next(1)", "a next(2)", "inner next(2)", "late next(2)",
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

/// As in RxSwift, a shared source's terminal event reaches the subscribers before the source's
/// subscription is disposed: the source's own sink forwards the event, then disposes itself.
@Suite struct ShareTerminalOrderTests {
    /// The order in which a subscriber of `share(makeShared)` sees `ending`, and the source sees
    /// its dispose.
    private func order(_ ending: Event<Int>, _ makeShared: (Observable<Int>) -> Observable<Int>) -> [String] {
        var log: [String] = []
        let tracker = ResourceTracker()
        tracker.track {
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.on(ending)
                return Disposables.create { log.append("source disposed") }
            }
            _ = makeShared(source).subscribe(
                onNext: { log.append("next \($0)") },
                onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") })
        }
        #expect(tracker.live == 0)
        return log
    }

    static let shares: [(String, @Sendable (Observable<Int>) -> Observable<Int>)] = [
        ("share()", { $0.share() }),
        ("share(replay: 1)", { $0.share(replay: 1) }),
        ("share(replay: 2)", { $0.share(replay: 2) }),
        ("share(scope: .forever)", { $0.share(scope: .forever) }),
        ("share(replay: 1, scope: .forever)", { $0.share(replay: 1, scope: .forever) }),
        ("publish().refCount()", { $0.publish().refCount() }),
        ("replay(1).refCount()", { $0.replay(1).refCount() }),
    ]

    @Test(arguments: 0..<shares.count)
    func aCompletionReachesTheSubscriberBeforeTheSourceIsDisposed(index: Int) {
        let (name, share) = Self.shares[index]
        #expect(order(.completed, share) == ["next 1", "completed", "source disposed"], "\(name)")
    }

    @Test(arguments: 0..<shares.count)
    func anErrorReachesTheSubscriberBeforeTheSourceIsDisposed(index: Int) {
        let (name, share) = Self.shares[index]
        #expect(order(.error(Boom()), share) == ["next 1", "error", "source disposed"], "\(name)")
    }

    @Test func aDriverOperatorsCompletionReachesTheSubscriberBeforeItsSourceIsDisposed() {
        // Every Driver operator shares its result: the share after `map` delivers the completion,
        // then disposes `do`'s stage.
        let scheduler = TestScheduler()
        var log: [String] = []
        MainScheduler.withMainScheduler(scheduler) {
            let driver = Observable.of(1).asDriver(onErrorJustReturn: 0)
                .do(onDispose: { log.append("source disposed") })
                .map { $0 + 1 }
            _ = driver.drive(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
            scheduler.start()
        }
        #expect(log == ["next 2", "completed", "source disposed"])
    }
}
