import IOViewModel
import TestScheduler
import Testing

/// Behaviours RxSwift's own test suite checks that are easy to get wrong, each pinned here: as
/// RxSwift does it, or as a deliberate difference listed in the guide's "Coming from RxSwift"
/// table (the test names are the table's).
@Suite("RxSwift parity")
struct RxSwiftParityTests {
    // MARK: do(onDispose:) runs after the source's dispose

    enum DoOnEvent: Equatable {
        case sourceSubscribe, sourceDispose, doOnNext, doOnCompleted, doOnError
        case doOnSubscribe, doOnSubscribed, doOnDispose
    }

    /// A source that logs its subscription and disposal; `body` runs when it is subscribed.
    private func loggingSource(
        _ log: @escaping (DoOnEvent) -> Void, body: @escaping (AnyObserver<Int>) -> Void
    ) -> Observable<Int> {
        Observable<Int>.create { observer in
            log(.sourceSubscribe)
            body(observer)
            return Disposables.create { log(.sourceDispose) }
        }
    }

    private func loggingDo(_ source: Observable<Int>, _ log: @escaping (DoOnEvent) -> Void) -> Observable<Int> {
        source.do(
            onNext: { _ in log(.doOnNext) },
            onError: { _ in log(.doOnError) },
            onCompleted: { log(.doOnCompleted) },
            onSubscribe: { log(.doOnSubscribe) },
            onSubscribed: { log(.doOnSubscribed) },
            onDispose: { log(.doOnDispose) })
    }

    @Test func doOnDisposeRunsAfterTheSourcesDisposeWhenItCompletesLater() {
        let scheduler = TestScheduler()
        var events: [DoOnEvent] = []
        _ = scheduler.start {
            self.loggingDo(
                self.loggingSource({ events.append($0) }) { observer in
                    scheduler.scheduleAt(300) {
                        observer.on(.next(0))
                        observer.on(.completed)
                    }
                }, { events.append($0) })
        }
        #expect(
            events == [
                .doOnSubscribe, .sourceSubscribe, .doOnSubscribed, .doOnNext, .doOnCompleted, .sourceDispose,
                .doOnDispose,
            ])
    }

    @Test func doOnDisposeRunsAfterTheSourcesDisposeWhenItCompletesWhileSubscribing() {
        let scheduler = TestScheduler()
        var events: [DoOnEvent] = []
        _ = scheduler.start {
            self.loggingDo(
                self.loggingSource({ events.append($0) }) { observer in
                    observer.on(.next(0))
                    observer.on(.completed)
                }, { events.append($0) })
        }
        #expect(
            events == [
                .doOnSubscribe, .sourceSubscribe, .doOnNext, .doOnCompleted, .sourceDispose, .doOnSubscribed,
                .doOnDispose,
            ])
    }

    @Test func doOnDisposeRunsAfterTheSourcesDisposeWhenItFailsWhileSubscribing() {
        var events: [DoOnEvent] = []
        expectNoLeaks {
            _ = self.loggingDo(
                self.loggingSource({ events.append($0) }) { observer in
                    observer.on(.next(0))
                    observer.on(.error(TestError("boom")))
                }, { events.append($0) }
            ).subscribe { _ in }
        }
        #expect(
            events == [
                .doOnSubscribe, .sourceSubscribe, .doOnNext, .doOnError, .sourceDispose, .doOnSubscribed, .doOnDispose,
            ])
    }

    @Test func doOnDisposeRunsAfterTheSourcesDisposeWhenDisposed() {
        var events: [DoOnEvent] = []
        expectNoLeaks {
            self.loggingDo(
                self.loggingSource({ events.append($0) }) { observer in observer.on(.next(0)) }, { events.append($0) }
            ).subscribe { _ in }.dispose()
        }
        #expect(
            events == [.doOnSubscribe, .sourceSubscribe, .doOnNext, .doOnSubscribed, .sourceDispose, .doOnDispose])
    }

    @Test func doOnDisposeRunsOnceAfterTheSourcesDisposeInsideATrampoline() {
        let scheduler = TestScheduler()
        var events: [DoOnEvent] = []
        // Subscribed from inside a trampolined subscription: `do` subscribes its source later.
        _ = scheduler.start {
            Observable.just(1).flatMap { _ in
                self.loggingDo(
                    self.loggingSource({ events.append($0) }) { observer in observer.on(.completed) },
                    { events.append($0) })
            }
        }
        #expect(events.filter { $0 == .doOnDispose }.count == 1)
        #expect(events.firstIndex(of: .sourceDispose)! < events.firstIndex(of: .doOnDispose)!)
    }

    // MARK: replay(n) and replayAll() start a fresh buffer for each connection

    @Test func replayStartsAFreshBufferForEachConnection() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([
            .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22), .next(60, 23), .next(70, 24),
            .next(80, 25), .error(130, TestError("boom")),
        ])
        var replayed: ConnectableObservable<Int>!
        var subscription: (any Disposable)!
        var late: (any Disposable)!
        var connection: (any Disposable)!
        let res = scheduler.createObserver(Int.self)
        let lateRes = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { replayed = xs.replay(3) }
        scheduler.scheduleAt(450) { subscription = replayed.subscribe(res) }
        scheduler.scheduleAt(400) { connection = replayed.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }
        scheduler.scheduleAt(650) { connection = replayed.connect() }
        scheduler.scheduleAt(665) { late = replayed.subscribe(lateRes) }
        scheduler.scheduleAt(700) { connection.dispose() }
        scheduler.scheduleAt(1000) {
            subscription.dispose()
            late.dispose()
        }
        scheduler.start()
        // The first subscriber stays with the first connection's subject: the second connection
        // feeds a fresh one, which replays only its own elements.
        #expect(
            res.events == [
                .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24),
                .next(480, 25),
            ])
        #expect(lateRes.events == [.next(665, 5), .next(670, 9), .next(680, 11), .next(690, 20)])
        #expect(xs.subscriptions == [Subscription(400, 520), Subscription(650, 700)])
        scheduler.assertNoLeaks()
    }

    @Test func replayAllStartsAFreshBufferForEachConnection() {
        let scheduler = TestScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        var replayed: ConnectableObservable<Int>!
        var connection: (any Disposable)!
        var late: (any Disposable)!
        let lateRes = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { replayed = xs.replayAll() }
        scheduler.scheduleAt(200) { connection = replayed.connect() }
        scheduler.scheduleAt(300) { connection.dispose() }
        scheduler.scheduleAt(400) { connection = replayed.connect() }
        scheduler.scheduleAt(415) { late = replayed.subscribe(lateRes) }
        scheduler.scheduleAt(500) {
            connection.dispose()
            late.dispose()
        }
        scheduler.start()
        #expect(lateRes.events == [.next(415, 1), .next(420, 2)])
        #expect(xs.subscriptions == [Subscription(200, 300), Subscription(400, 500)])
    }

    // MARK: Driver.deferred is shared

    @Test func driverDeferredCallsItsFactoryOnceForTwoSubscribers() {
        let scheduler = TestScheduler()
        var calls = 0
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        MainScheduler.withMainScheduler(scheduler) {
            let driver = Driver<Int>.deferred {
                calls += 1
                return Driver.just(calls)
            }
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(driver.drive(first))
                subscriptions.append(driver.drive(second))
            }
            scheduler.start()
            for subscription in subscriptions { subscription.dispose() }
        }
        #expect(calls == 1)
        #expect(first.events == [.next(200, 1), .completed(200)])
        #expect(second.events == [.next(200, 1), .completed(200)])
        scheduler.assertNoLeaks()
    }

    @Test func signalDeferredCallsItsFactoryOnceForTwoSubscribers() {
        let scheduler = TestScheduler()
        var calls = 0
        MainScheduler.withMainScheduler(scheduler) {
            let signal = Signal<Int>.deferred {
                calls += 1
                return Signal.just(calls)
            }
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(signal.emit(onNext: { _ in }))
                subscriptions.append(signal.emit(onNext: { _ in }))
            }
            scheduler.start()
            for subscription in subscriptions { subscription.dispose() }
        }
        #expect(calls == 1)
    }

    @Test func infallibleDeferredCallsItsFactoryForEachSubscriber() {
        var calls = 0
        let infallible = Infallible<Int>.deferred {
            calls += 1
            return Infallible.just(calls)
        }
        expectNoLeaks {
            _ = infallible.subscribe(onNext: { _ in })
            _ = infallible.subscribe(onNext: { _ in })
        }
        #expect(calls == 2)
    }

    // MARK: just(_:scheduler:)

    @Test func justOnASchedulerCompletesOneScheduledStepAfterItsElement() {
        let scheduler = TestScheduler(simulateProcessingDelay: true)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        #expect(res.events == [.next(201, 42), .completed(202)])
    }

    @Test func justOnASchedulerSendsNothingAfterItsObserverDisposedInOnNext() {
        let scheduler = TestScheduler()
        var events: [Event<Int>] = []
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = Observable.just(1, scheduler: scheduler).subscribe { event in
                events.append(event)
                subscription?.dispose()
            }
        }
        scheduler.start()
        #expect(events == [.next(1)])
        #expect(scheduler.pendingCount == 0)
        scheduler.assertNoLeaks()
    }

    @Test func justOnTheCurrentThreadSchedulerSendsNothingAfterDisposeInOnNext() {
        var events: [Event<Int>] = []
        expectNoLeaks {
            // Inside a running trampoline, so the subscription is returned before the element.
            _ = CurrentThreadScheduler.instance.schedule {
                let subscription = SingleAssignmentDisposable()
                subscription.setDisposable(
                    Observable.just(1, scheduler: CurrentThreadScheduler.instance).subscribe { event in
                        events.append(event)
                        subscription.dispose()
                    })
            }
        }
        #expect(events == [.next(1)])
    }

    // MARK: combineLatest of an empty collection

    @Test func combineLatestOfNoSourcesEmitsAnEmptyArrayThenCompletes() {
        let scheduler = TestScheduler()
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) }
        #expect(res.events == [.next(200, []), .completed(200)])
        let summed = TestScheduler().start { Observable.combineLatest([Observable<Int>]()) { $0.reduce(0, +) } }
        #expect(summed.events == [.next(200, 0), .completed(200)])
    }

    @Test func combineLatestOfNoSourcesFailsWhenItsSelectorThrows() {
        let scheduler = TestScheduler()
        let res = scheduler.start {
            Observable.combineLatest([Observable<Int>]()) { (_: [Int]) throws(TestError) -> Int in
                throw TestError("boom")
            }
        }
        #expect(res.events == [.error(200, TestError("boom"))])
    }

    // MARK: share(scope: .forever) and multicast with re-entrant subscribers

    @Test func shareForeverResubscribedFromATerminalHandlerGetsTheTerminalEventWithoutANewSourceSubscription() {
        for replay in 0..<3 {
            let scheduler = TestScheduler()
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
                .completed(330), .next(340, -1), .next(550, 7),
            ])
            var subscription1: (any Disposable)!
            var subscription2: (any Disposable)!
            var subscription3: (any Disposable)!
            let res1 = scheduler.createObserver(Int.self)
            let res2 = scheduler.createObserver(Int.self)
            let res1Again = scheduler.createObserver(Int.self)
            let res2Again = scheduler.createObserver(Int.self)
            let res3 = scheduler.createObserver(Int.self)
            let ys = xs.share(replay: replay, scope: .forever)
            scheduler.scheduleAt(200) {
                subscription1 = ys.subscribe { event in
                    res1.on(event)
                    if event.isStopEvent { subscription1 = ys.subscribe(res1Again) }
                }
            }
            scheduler.scheduleAt(300) {
                subscription2 = ys.subscribe { event in
                    res2.on(event)
                    if event.isStopEvent { subscription2 = ys.subscribe(res2Again) }
                }
            }
            scheduler.scheduleAt(350) { subscription1.dispose() }
            scheduler.scheduleAt(400) { subscription2.dispose() }
            scheduler.scheduleAt(500) { subscription3 = ys.subscribe(res3) }
            scheduler.scheduleAt(600) { subscription3.dispose() }
            scheduler.start()

            #expect(
                res1.events == [
                    .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
                    .completed(330),
                ])
            let replayedAtEnd = (0..<replay).map { Recorded.next(330, 7 - replay + $0) }
            #expect(res1Again.events == replayedAtEnd + [.completed(330)])
            #expect(res2Again.events == replayedAtEnd + [.completed(330)])
            let replayedAt300 = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
            #expect(res2.events == replayedAt300 + [.next(320, 6), .completed(330)])
            let replayedAt500 = (0..<replay).map { Recorded.next(500, 7 - replay + $0) }
            #expect(res3.events == replayedAt500 + [.completed(500)])
            #expect(xs.subscriptions == [Subscription(200, 330)])
            scheduler.assertNoLeaks()
        }
    }

    @Test func multicastResubscribedFromACompletionHandlerConnectsAnew() {
        let scheduler = TestScheduler()
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let xs3 = scheduler.createColdObservable([.next(10, 3), .completed(40)])
        var attempts = 0
        let xs = Observable.deferred { () -> Observable<Int> in
            defer { attempts += 1 }
            switch attempts {
            case 0: return xs1.asObservable()
            case 1: return xs2.asObservable()
            default: return xs3.asObservable()
            }
        }
        let res = xs.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(215) {
            _ = res.subscribe { event in
                o1.on(event)
                if event.isCompleted { _ = res.subscribe(o1) }
            }
        }
        scheduler.scheduleAt(220) {
            _ = res.subscribe { event in
                o2.on(event)
                if event.isCompleted { _ = res.subscribe(o2) }
            }
        }
        scheduler.scheduleAt(400) { _ = res.subscribe(o3) }
        scheduler.start()
        #expect(o1.events == [.next(225, 1), .completed(235), .next(245, 2), .completed(265)])
        #expect(o2.events == [.next(225, 1), .completed(235), .next(245, 2), .completed(265)])
        #expect(o3.events == [.next(410, 3), .completed(440)])
        #expect(xs1.subscriptions == [Subscription(215, 235)])
        #expect(xs2.subscriptions == [Subscription(235, 265)])
        #expect(xs3.subscriptions == [Subscription(400, 440)])
    }

    /// A subject or relay of `kind` (or `share(replay: 1)`), as a script uses it: the observable,
    /// a way to send an element, a way to complete it (a relay never completes).
    private static func liveSubject(
        _ kind: String
    ) -> (observable: Observable<Int>, send: (Int) -> Void, end: () -> Void) {
        switch kind {
        case "PublishSubject":
            let subject = PublishSubject<Int>()
            return (subject.asObservable(), { subject.onNext($0) }, { subject.onCompleted() })
        case "BehaviorSubject":
            let subject = BehaviorSubject(value: 0)
            return (subject.asObservable(), { subject.onNext($0) }, { subject.onCompleted() })
        case "ReplaySubject":
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            return (subject.asObservable(), { subject.onNext($0) }, { subject.onCompleted() })
        case "PublishRelay":
            let relay = PublishRelay<Int>()
            return (relay.asObservable(), { relay.accept($0) }, {})
        case "BehaviorRelay":
            let relay = BehaviorRelay(value: 0)
            return (relay.asObservable(), { relay.accept($0) }, {})
        case "ReplayRelay":
            let relay = ReplayRelay<Int>.create(bufferSize: 1)
            return (relay.asObservable(), { relay.accept($0) }, {})
        default:
            // Fed straight from `create`, so that what a handler sends reaches the shared subject
            // at once, to be queued there.
            final class Feed { var observer: AnyObserver<Int>? }
            let feed = Feed()
            let shared = Observable<Int>.create { observer in
                feed.observer = observer
                return Disposables.create()
            }.share(replay: 1)
            return (shared, { feed.observer?.onNext($0) }, { feed.observer?.onCompleted() })
        }
    }

    @Test(arguments: [
        "PublishSubject", "BehaviorSubject", "ReplaySubject", "PublishRelay", "BehaviorRelay", "ReplayRelay",
        "share(replay: 1)",
    ])
    func aSubscriptionToALiveSubjectFromInsideItsDeliveryGetsItsReplayAtOnce(kind: String) {
        let (subject, send, _) = Self.liveSubject(kind)
        var log: [String] = []
        var late: (any Disposable)?
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            if value == 1 {
                late = subject.subscribe(onNext: { log.append("late \($0)") })
                log.append("subscribed")
            }
        })
        let second = subject.subscribe(onNext: { log.append("second \($0)") })
        send(1)
        send(2)
        // As in RxSwift: the replay comes at once, inside `subscribe`; the event being delivered
        // does not reach the late subscriber a second time; the next one reaches it once.
        let initial = kind.hasPrefix("Behavior") ? ["first 0", "second 0"] : []
        let replay = kind.hasPrefix("Publish") ? [] : ["late 1"]
        #expect(
            log == initial + ["first 1"] + replay + ["subscribed", "second 1", "first 2", "second 2", "late 2"])
        for subscription in [first, second, late].compactMap({ $0 }) { subscription.dispose() }
    }

    @Test func aSubscriptionFromInsideADeliveryReplaysTheElementsQueuedBeforeItAndGetsEachOnce() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        var log: [String] = []
        var late: (any Disposable)?
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            guard value == 1 else { return }
            // Queued behind the delivery of 1, so sent before the subscription: in the replay.
            subject.onNext(2)
            late = subject.subscribe(onNext: { log.append("late \($0)") })
            // Sent after the subscription: delivered to the late subscriber as an event, once.
            subject.onNext(3)
        })
        subject.onNext(1)
        subject.onNext(4)
        #expect(
            log == [
                "first 1", "late 1", "late 2", "first 2", "first 3", "late 3", "first 4", "late 4",
            ])
        for subscription in [first, late].compactMap({ $0 }) { subscription.dispose() }
    }

    @Test(arguments: ["BehaviorSubject", "ReplaySubject", "BehaviorRelay", "ReplayRelay", "share(replay: 1)"])
    func aSubscriptionFromInsideADeliveryReplaysTheLatestQueuedElement(kind: String) {
        let (subject, send, _) = Self.liveSubject(kind)
        var log: [String] = []
        var late: (any Disposable)?
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            guard value == 1 else { return }
            send(2)
            late = subject.subscribe(onNext: { log.append("late \($0)") })
            send(3)
        })
        send(1)
        let initial = kind.hasPrefix("Behavior") ? ["first 0"] : []
        #expect(log == initial + ["first 1", "late 2", "first 2", "first 3", "late 3"])
        for subscription in [first, late].compactMap({ $0 }) { subscription.dispose() }
    }

    @Test(arguments: ["PublishSubject", "BehaviorSubject", "ReplaySubject"])
    func aSubscriptionFromInsideADeliveryAfterAQueuedTerminalEventGetsItAtOnce(kind: String) {
        let (subject, send, end) = Self.liveSubject(kind)
        var log: [String] = []
        var late: (any Disposable)?
        let first = subject.subscribe { event in
            log.append("first \(event)")
            guard event.element == 1 else { return }
            end()
            late = subject.subscribe { log.append("late \($0)") }
            log.append("subscribed")
        }
        send(1)
        let initial = kind == "BehaviorSubject" ? ["first next(0)"] : []
        // The subject has ended for the new subscriber: its replay ends with the terminal event.
        let replay = kind == "ReplaySubject" ? ["late next(1)"] : []
        #expect(
            log == initial + ["first next(1)"] + replay + ["late completed", "subscribed", "first completed"])
        for subscription in [first, late].compactMap({ $0 }) { subscription.dispose() }
    }

    @Test func aSubscriptionFromInsideADeliveryDisposedBeforeItJoinsGetsNothingMore() {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        var late: (any Disposable)?
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            guard value == 1 else { return }
            var replayed = false
            let subscription = subject.subscribe(onNext: { value in
                log.append("late \(value)")
                replayed = true
            })
            // Its replay has come; it joins the subject's list once this delivery is over.
            if replayed { subscription.dispose() }
            late = subscription
        })
        subject.onNext(1)
        subject.onNext(2)
        #expect(log == ["first 0", "first 1", "late 1", "first 2"])
        #expect(subject.hasObservers)
        first.dispose()
        late?.dispose()
        #expect(!subject.hasObservers)
    }

    @Test func aSubscriptionToAnEndedSubjectGetsItsReplayAtOnceEvenDuringADelivery() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5), .next(370, 6),
            .next(390, 7), .next(410, 13), .next(430, 2), .completed(435), .next(450, 9), .next(520, 11),
            .next(560, 20), .next(570, 21), .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26),
            .next(620, 27), .next(630, 28), .error(800, TestError("boom")),
        ])
        var ys: ConnectableObservable<Int>!
        var subscription: (any Disposable)!
        var connection: (any Disposable)!
        var innerConnection: (any Disposable)!
        var lastConnection: (any Disposable)!
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(ReplaySubject.create(bufferSize: 1)) }
        scheduler.scheduleAt(405) {
            subscription = ys.do(onCompleted: {
                // Subscribed while the subject is delivering its completion: the subject has
                // ended, so the replay (2, completed) is delivered at once, inside this handler,
                // before `do` forwards the completion it is reacting to, as in RxSwift.
                subscription = ys.subscribe(res)
                _ = ys.connect()
            }).subscribe(res)
        }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.scheduleAt(300) { connection = ys.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }
        scheduler.scheduleAt(420) { connection = ys.connect() }
        scheduler.scheduleAt(440) { innerConnection = ys.connect() }
        scheduler.scheduleAt(530) { innerConnection.dispose() }
        scheduler.scheduleAt(575) { lastConnection = ys.connect() }
        scheduler.scheduleAt(590) { connection.dispose() }
        scheduler.scheduleAt(621) { lastConnection.dispose() }
        scheduler.start()
        #expect(res.events == [.next(405, 7), .next(430, 2), .next(435, 2), .completed(435), .completed(435)])
        #expect(
            xs.subscriptions == [
                Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621),
            ])
    }

    // MARK: Test observables' subscription logs

    @Test func subscribeOnDisposesItsTestObservableSourceAScheduledStepAfterItsTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.completed(300)])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    @Test func aClosureSubscribersTestObservableSubscriptionEndsAtTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let cold = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let events = scheduler.createHotObservable([.next(210, 1), .error(300, TestError("boom"))])
        let bound = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let relay = PublishRelay<Int>()
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(hot.subscribe(onNext: { _ in }))
            subscriptions.append(cold.subscribe(onNext: { _ in }))
            subscriptions.append(events.subscribe { _ in })
            subscriptions.append(bound.bind(to: relay))
        }
        scheduler.scheduleAt(400) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()
        // As in RxTest: a closure subscriber subscribes through `asObservable()`, whose sink
        // disposes its source once it has forwarded the terminal event.
        #expect(hot.subscriptions == [Subscription(200, 300)])
        #expect(cold.subscriptions == [Subscription(200, 300)])
        #expect(events.subscriptions == [Subscription(200, 300)])
        #expect(bound.subscriptions == [Subscription(200, 300)])
    }

    @Test func observeOnsTestObservableSubscriptionEndsAtTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        // As in RxTest: the terminal event is delivered a step later, but `observe(on:)`
        // subscribes through `asObservable()`, whose sink disposes the source at the event.
        #expect(res.events == [.completed(301)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }
}
