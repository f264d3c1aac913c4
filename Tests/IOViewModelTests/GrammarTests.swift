import IOViewModel
import TestScheduler
import Testing

/// The event grammar on one thread: ordering, re-entrancy, terminal events, and subscribers that
/// misbehave. The multi-threaded guarantees are in `ConcurrencyStressTests`.
@Suite("Grammar")
struct GrammarTests {
    @Test func aReentrantSendReachesEveryObserverAfterTheCurrentEvent() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            let bag = DisposeBag()
            subject.subscribe(onNext: { value in
                log.append("A\(value)")
                if value == 1 { subject.onNext(2) }
                log.append("A\(value) returns")
            }).disposed(by: bag)
            subject.subscribe(onNext: { log.append("B\($0)") }).disposed(by: bag)
            subject.onNext(1)
            // RxSwift would nest the call and hand B the 2 before the 1.
            #expect(log == ["A1", "A1 returns", "B1", "A2", "A2 returns", "B2"])
        }
    }

    @Test func aSubscriberFeedingItsOwnSubjectGetsEverythingInOrder() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let subscription = subject.subscribe(onNext: { value in
                received.append(value)
                if value < 5 {
                    subject.onNext(value * 10)
                    subject.onNext(value + 1)
                }
            })
            subject.onNext(1)
            subscription.dispose()
            // Breadth-first: each event is queued behind those sent before it.
            #expect(received == [1, 10, 2, 20, 3, 30, 4, 40, 5])
        }
    }

    @Test func aReentrantTerminalEventFollowsTheCurrentEvent() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            let first = EventLog<Int>()
            let second = EventLog<Int>()
            _ = subject.subscribe(onNext: { value in
                first.on(.next(value))
                subject.onCompleted()
                subject.onNext(99)
            }, onCompleted: { first.on(.completed) })
            _ = subject.subscribe(second)
            subject.onNext(1)
            first.expect([.next(1), .completed])
            second.expect([.next(1), .completed])
        }
    }

    @Test func aSubscriberThatDisposesItselfLeavesTheSubjectWorkingForOthers() {
        expectNoLeaks { tracker in
            let subject = PublishSubject<Int>()
            var selfDisposing: [Int] = []
            var subscription: (any Disposable)?
            subscription = subject.subscribe(onNext: { value in
                selfDisposing.append(value)
                if value == 2 { subscription?.dispose() }
            })
            let other = EventLog<Int>()
            let otherSubscription = subject.subscribe(other)
            for value in 1...4 { subject.onNext(value) }
            #expect(selfDisposing == [1, 2])
            #expect(other.elements == [1, 2, 3, 4])
            #expect(tracker.live == 1)
            otherSubscription.dispose()
        }
    }

    @Test func anObserverDisposedDuringADeliveryMissesThatDelivery() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            var victim: (any Disposable)?
            let disposer = subject.subscribe(onNext: { value in
                log.append("disposer \(value)")
                victim?.dispose()
            })
            victim = subject.subscribe(onNext: { log.append("victim \($0)") })
            subject.onNext(1)
            disposer.dispose()
            // The victim's dispose returned before the event reached it: nothing after dispose.
            #expect(log == ["disposer 1"])
        }
    }

    @Test func aThrowingMapEndsOnlyItsOwnSubscription() {
        expectNoLeaks { tracker in
            let subject = PublishSubject<Int>()
            let failing = EventLog<Int>()
            _ = subject.map { value throws(TestError) -> Int in
                if value == 2 { throw TestError("2") }
                return value * 10
            }.subscribe(failing)
            let other = EventLog<Int>()
            let otherSubscription = subject.subscribe(other)
            #expect(tracker.live == 2)
            for value in 1...3 { subject.onNext(value) }
            failing.expect([.next(10), .error(TestError("2"))])
            other.expect([.next(1), .next(2), .next(3)])
            // The failed chain disposed its subject subscription.
            #expect(tracker.live == 1)
            otherSubscription.dispose()
            #expect(!subject.hasObservers)
        }
    }

    @Test func aThrowingFilterEndsOnlyItsOwnSubscription() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            let failing = EventLog<Int>()
            _ = subject.filter { value throws(TestError) -> Bool in
                if value == 3 { throw TestError("3") }
                return value.isMultiple(of: 2)
            }.subscribe(failing)
            let other = EventLog<Int>()
            let otherSubscription = subject.subscribe(other)
            for value in 1...4 { subject.onNext(value) }
            failing.expect([.next(2), .error(TestError("3"))])
            other.expect([.next(1), .next(2), .next(3), .next(4)])
            otherSubscription.dispose()
        }
    }

    @Test func aHandlerThatSubscribesMidDeliveryOnlySeesLaterEvents() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            let late = EventLog<Int>()
            // Not a bag: the handler would hold it, and the subject the handler.
            let subscriptions = CompositeDisposable()
            subscriptions.insert(subject.subscribe(onNext: { value in
                if value == 1 { subscriptions.insert(subject.subscribe(late)) }
            }))
            subject.onNext(1)
            subject.onNext(2)
            subscriptions.dispose()
            late.expect([.next(2)])
        }
    }

    @Test func aBehaviorSubjectSubscribedMidDeliveryReplaysAtOnceWithoutTheCurrentEventAgain() {
        expectNoLeaks { _ in
            let subject = BehaviorSubject(value: 0)
            var log: [String] = []
            let subscriptions = CompositeDisposable()
            subscriptions.insert(subject.subscribe(onNext: { value in
                log.append("A\(value)")
                if value == 1 {
                    subscriptions.insert(subject.subscribe(onNext: { log.append("B\($0)") }))
                    log.append("A subscribed B")
                }
            }))
            subject.onNext(1)
            subject.onNext(2)
            subscriptions.dispose()
            // As in RxSwift: B's replay comes at once, inside `subscribe`, and the event being
            // delivered does not reach B a second time.
            #expect(log == ["A0", "A1", "B1", "A subscribed B", "A2", "B2"])
        }
    }

    @Test func aSubscriptionMadeAndDisposedInsideAHandlerNeverReceives() {
        expectNoLeaks { tracker in
            let subject = PublishSubject<Int>()
            let brief = EventLog<Int>()
            var created = 0
            let subscription = subject.subscribe(onNext: { value in
                guard value == 1 else { return }
                // Queued behind the current delivery, then cancelled before it is processed.
                subject.subscribe(brief).dispose()
                created += 1
            })
            subject.onNext(1)
            subject.onNext(2)
            #expect(created == 1)
            brief.expect([])
            #expect(tracker.live == 1)
            subscription.dispose()
            #expect(!subject.hasObservers)
        }
    }

    @Test func subscribingInsideAHandlerToASubjectThatIsEndingGetsTheTerminalEvent() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            let late = EventLog<Int>()
            _ = subject.subscribe(onNext: { _ in
                // Sent and subscribed while this delivery runs: both wait their turn, in order.
                subject.onCompleted()
                _ = subject.subscribe(late)
            })
            subject.onNext(1)
            late.expect([.completed])
        }
    }

    @Test func aSubjectReleasesItsObserversWhenItGoesAway() {
        final class Captured {}
        weak var weakCaptured: Captured?
        weak var weakSubject: BehaviorSubject<Int>?
        do {
            let subject = BehaviorSubject(value: 0)
            weakSubject = subject
            let captured = Captured()
            weakCaptured = captured
            // Never disposed, and its disposable dropped: only the subject holds the handler.
            _ = subject.subscribe(onNext: { _ in _ = captured })
            #expect(weakCaptured != nil)
        }
        #expect(weakSubject == nil)
        #expect(weakCaptured == nil)
    }

    @Test func disposingReleasesTheHandlerAtOnce() {
        final class Captured {}
        weak var weakCaptured: Captured?
        let subject = PublishSubject<Int>()
        var subscription: (any Disposable)?
        do {
            let captured = Captured()
            weakCaptured = captured
            subscription = subject.subscribe(onNext: { _ in _ = captured })
        }
        #expect(weakCaptured != nil)
        subscription?.dispose()
        subscription = nil
        // No event needed to flush it: the subject let go of the handler when it was disposed.
        #expect(weakCaptured == nil)
    }

    @Test func nothingIsDeliveredAfterDisposeOnTheSameThread() {
        expectNoLeaks { _ in
            let behavior = BehaviorSubject(value: 0)
            let replay = ReplaySubject<Int>.createUnbounded()
            let logs = (0..<2).map { _ in EventLog<Int>() }
            behavior.subscribe(logs[0]).dispose()
            replay.subscribe(logs[1]).dispose()
            behavior.onNext(1)
            replay.onNext(1)
            behavior.onCompleted()
            replay.onCompleted()
            logs[0].expect([.next(0)])
            logs[1].expect([])
        }
    }

    @Test func theSameObserverSubscribedTwiceGetsEachEventTwice() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            let log = EventLog<Int>()
            let first = subject.subscribe(log)
            let second = subject.subscribe(log)
            subject.onNext(1)
            first.dispose()
            subject.onNext(2)
            second.dispose()
            #expect(log.elements == [1, 1, 2])
        }
    }
}

/// `map` and `filter`: the two operators the core ships.
@Suite("Map and filter")
struct MapFilterTests {
    @Test func mapTransformsElementsAndPassesTerminalEventsThrough() {
        expectNoLeaks { _ in
            let completed = EventLog<String>()
            _ = Observable.of(1, 2).map { "#\($0)" }.subscribe(completed)
            completed.expect([.next("#1"), .next("#2"), .completed])

            let failed = EventLog<Int>()
            _ = Observable<Int>.error(TestError("1")).map { $0 + 1 }.subscribe(failed)
            failed.expect([.error(TestError("1"))])
        }
    }

    @Test func filterKeepsMatchingElementsAndPassesTerminalEventsThrough() {
        expectNoLeaks { _ in
            let completed = EventLog<Int>()
            _ = Observable.from(1...6).filter { $0.isMultiple(of: 3) }.subscribe(completed)
            completed.expect([.next(3), .next(6), .completed])

            let failed = EventLog<Int>()
            _ = Observable<Int>.error(TestError("1")).filter { _ in true }.subscribe(failed)
            failed.expect([.error(TestError("1"))])
        }
    }

    @Test func aThrowingTransformStopsASynchronousSourceAndEmitsNothingMore() {
        expectNoLeaks { _ in
            var produced: [Int] = []
            let source = Observable<Int>.create { observer in
                for value in 1...5 {
                    produced.append(value)
                    observer.onNext(value)
                }
                observer.onCompleted()
                return Disposables.create()
            }
            let log = EventLog<Int>()
            _ = source.map { value throws(TestError) -> Int in
                if value == 2 { throw TestError("2") }
                return value
            }.subscribe(log)
            log.expect([.next(1), .error(TestError("2"))])
            // `create` keeps producing (it does not check), but nothing reaches the observer.
            #expect(produced == [1, 2, 3, 4, 5])
        }
    }

    @Test func throwingSelectorsThatDoNotThrowBehaveLikePlainOnes() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            let log = EventLog<Int>()
            let subscription = subject
                .map { value throws(TestError) -> Int in value + 1 }
                .filter { value throws(TestError) -> Bool in value > 1 }
                .subscribe(log)
            subject.onNext(0)
            subject.onNext(1)
            subject.onCompleted()
            log.expect([.next(2), .completed])
            subscription.dispose()
        }
    }

    @Test func chainedMapAndFilterOnASubject() {
        expectNoLeaks { tracker in
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let subscription = subject.map { $0 * 2 }.filter { $0 > 2 }.subscribe(onNext: { received.append($0) })
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            #expect(tracker.live == 1)
            subscription.dispose()
            #expect(tracker.live == 0)
            subject.onNext(4)
            #expect(received == [4, 6])
        }
    }

    @Test func disposingAThrowingChainDisposesItsSource() {
        expectNoLeaks { tracker in
            let subject = PublishSubject<Int>()
            let log = EventLog<Int>()
            let subscription = subject.map { value throws(TestError) -> Int in value }.subscribe(log)
            subject.onNext(1)
            subscription.dispose()
            #expect(tracker.live == 0)
            #expect(!subject.hasObservers)
            subject.onNext(2)
            log.expect([.next(1)])
        }
    }
}
