import IOViewModel
import TestScheduler
import Testing

@Suite("Subjects")
struct SubjectsTests {
    // MARK: PublishSubject

    @Test func publishSubjectDeliversOnlyEventsSentAfterSubscribing() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            subject.onNext(1)
            let early = EventLog<Int>()
            let earlySubscription = subject.subscribe(early)
            subject.onNext(2)
            let late = EventLog<Int>()
            let lateSubscription = subject.subscribe(late)
            subject.onNext(3)
            subject.onCompleted()
            early.expect([.next(2), .next(3), .completed])
            late.expect([.next(3), .completed])
            earlySubscription.dispose()
            lateSubscription.dispose()
        }
    }

    @Test func publishSubjectIgnoresEverythingAfterATerminalEvent() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            let log = EventLog<Int>()
            _ = subject.subscribe(log)
            subject.onNext(1)
            subject.onError(TestError("1"))
            subject.onNext(2)
            subject.onCompleted()
            subject.onError(TestError("2"))
            log.expect([.next(1), .error(TestError("1"))])
        }
    }

    @Test func publishSubjectGivesLateSubscribersTheTerminalEventAtOnce() {
        expectNoLeaks { _ in
            let completed = PublishSubject<Int>()
            completed.onNext(1)
            completed.onCompleted()
            let afterCompletion = EventLog<Int>()
            _ = completed.subscribe(afterCompletion)
            afterCompletion.expect([.completed])

            let failed = PublishSubject<Int>()
            failed.onNext(1)
            failed.onError(TestError("7"))
            let afterError = EventLog<Int>()
            _ = failed.subscribe(afterError)
            afterError.expect([.error(TestError("7"))])
        }
    }

    @Test func publishSubjectStopsDeliveringToADisposedSubscriber() {
        expectNoLeaks { tracker in
            let subject = PublishSubject<Int>()
            let kept = EventLog<Int>()
            let dropped = EventLog<Int>()
            let keptSubscription = subject.subscribe(kept)
            let droppedSubscription = subject.subscribe(dropped)
            #expect(tracker.live == 2)
            subject.onNext(1)
            droppedSubscription.dispose()
            droppedSubscription.dispose()
            #expect(tracker.live == 1)
            subject.onNext(2)
            kept.expect([.next(1), .next(2)])
            dropped.expect([.next(1)])
            keptSubscription.dispose()
        }
    }

    @Test func hasObserversFollowsSubscriptionsAndTermination() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            #expect(!subject.hasObservers)
            let first = subject.subscribe(EventLog<Int>())
            let second = subject.subscribe(EventLog<Int>())
            #expect(subject.hasObservers)
            first.dispose()
            #expect(subject.hasObservers)
            second.dispose()
            #expect(!subject.hasObservers)
            _ = subject.subscribe(EventLog<Int>())
            subject.onCompleted()
            #expect(!subject.hasObservers)
        }
    }

    @Test func disposingSubscribersOutOfOrderRemovesExactlyThoseSubscribers() {
        expectNoLeaks { _ in
            let subject = PublishSubject<Int>()
            let logs = (0..<6).map { _ in EventLog<Int>() }
            let subscriptions = logs.map { subject.subscribe($0) }
            for index in [3, 0, 5] { subscriptions[index].dispose() }
            subject.onNext(1)
            #expect(logs.map(\.elements) == [[], [1], [1], [], [1], []])
            for index in [1, 2, 4] { subscriptions[index].dispose() }
            #expect(!subject.hasObservers)
        }
    }

    @Test func subjectsAreObserversAndObservables() {
        expectNoLeaks { _ in
            let subject = PublishSubject<String>()
            let log = EventLog<String>()
            _ = subject.asObservable().subscribe(log)
            let observer: PublishSubject<String> = subject.asObserver()
            observer.onNext("a")
            AnyObserver(subject).onNext("b")
            subject.on(.completed)
            log.expect([.next("a"), .next("b"), .completed])
        }
    }

    // MARK: BehaviorSubject

    @Test func behaviorSubjectReplaysItsCurrentValueThenForwards() {
        expectNoLeaks { _ in
            let subject = BehaviorSubject(value: 0)
            let first = EventLog<Int>()
            let firstSubscription = subject.subscribe(first)
            subject.onNext(1)
            subject.onNext(2)
            let second = EventLog<Int>()
            let secondSubscription = subject.subscribe(second)
            subject.onNext(3)
            first.expect([.next(0), .next(1), .next(2), .next(3)])
            second.expect([.next(2), .next(3)])
            firstSubscription.dispose()
            secondSubscription.dispose()
        }
    }

    @Test func behaviorSubjectValueTracksTheLatestElement() throws {
        let subject = BehaviorSubject(value: "initial")
        #expect(try subject.value() == "initial")
        subject.onNext("next")
        #expect(try subject.value() == "next")
        subject.onCompleted()
        // As in RxSwift, completion keeps the last value readable.
        #expect(try subject.value() == "next")
        subject.onNext("ignored")
        #expect(try subject.value() == "next")
    }

    @Test func behaviorSubjectValueThrowsTheErrorItFailedWith() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError("42"))
        #expect(throws: TestError("42")) { try subject.value() }
    }

    @Test func behaviorSubjectGivesLateSubscribersOnlyTheTerminalEvent() {
        expectNoLeaks { _ in
            let completed = BehaviorSubject(value: 1)
            completed.onNext(2)
            completed.onCompleted()
            let afterCompletion = EventLog<Int>()
            _ = completed.subscribe(afterCompletion)
            afterCompletion.expect([.completed])

            let failed = BehaviorSubject(value: 1)
            failed.onError(TestError("3"))
            let afterError = EventLog<Int>()
            _ = failed.subscribe(afterError)
            afterError.expect([.error(TestError("3"))])
        }
    }

    // MARK: ReplaySubject

    @Test func replaySubjectReplaysUpToBufferSizeLatestElements() {
        expectNoLeaks { _ in
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            subject.onNext(1)
            let early = EventLog<Int>()
            let earlySubscription = subject.subscribe(early)
            subject.onNext(2)
            subject.onNext(3)
            subject.onNext(4)
            let late = EventLog<Int>()
            let lateSubscription = subject.subscribe(late)
            subject.onNext(5)
            early.expect([.next(1), .next(2), .next(3), .next(4), .next(5)])
            late.expect([.next(3), .next(4), .next(5)])
            earlySubscription.dispose()
            lateSubscription.dispose()
        }
    }

    @Test func replaySubjectBufferWrapsAroundInOrder() {
        expectNoLeaks { _ in
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            for element in 1...10 { subject.onNext(element) }
            let log = EventLog<Int>()
            subject.subscribe(log).dispose()
            #expect(log.elements == [8, 9, 10])
        }
    }

    @Test func replaySubjectReplaysBufferThenTerminalEventAfterCompletion() {
        expectNoLeaks { _ in
            let completed = ReplaySubject<Int>.create(bufferSize: 2)
            for element in 1...3 { completed.onNext(element) }
            completed.onCompleted()
            let afterCompletion = EventLog<Int>()
            _ = completed.subscribe(afterCompletion)
            afterCompletion.expect([.next(2), .next(3), .completed])

            let failed = ReplaySubject<Int>.create(bufferSize: 5)
            failed.onNext(1)
            failed.onError(TestError("9"))
            let afterError = EventLog<Int>()
            _ = failed.subscribe(afterError)
            afterError.expect([.next(1), .error(TestError("9"))])
        }
    }

    @Test func unboundedReplaySubjectReplaysEverything() {
        expectNoLeaks { _ in
            let subject = ReplaySubject<Int>.createUnbounded()
            for element in 0..<1_000 { subject.onNext(element) }
            let log = EventLog<Int>()
            subject.subscribe(log).dispose()
            #expect(log.elements == Array(0..<1_000))
        }
    }

    @Test func replaySubjectWithNoBufferReplaysOnlyTheTerminalEvent() {
        expectNoLeaks { _ in
            let subject = ReplaySubject<Int>.create(bufferSize: 0)
            subject.onNext(1)
            let live = EventLog<Int>()
            _ = subject.subscribe(live)
            subject.onNext(2)
            subject.onCompleted()
            let late = EventLog<Int>()
            _ = subject.subscribe(late)
            live.expect([.next(2), .completed])
            late.expect([.completed])
        }
    }

    // MARK: AsyncSubject

    @Test func asyncSubjectEmitsOnlyTheLastElementAndOnlyOnCompletion() {
        expectNoLeaks { _ in
            let subject = AsyncSubject<Int>()
            let log = EventLog<Int>()
            _ = subject.subscribe(log)
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            log.expect([])
            subject.onCompleted()
            log.expect([.next(3), .completed])

            let late = EventLog<Int>()
            _ = subject.subscribe(late)
            late.expect([.next(3), .completed])
        }
    }

    @Test func asyncSubjectEmitsOnlyTheErrorOnError() {
        expectNoLeaks { _ in
            let subject = AsyncSubject<Int>()
            let log = EventLog<Int>()
            _ = subject.subscribe(log)
            subject.onNext(1)
            subject.onError(TestError("5"))
            log.expect([.error(TestError("5"))])

            let late = EventLog<Int>()
            _ = subject.subscribe(late)
            late.expect([.error(TestError("5"))])
        }
    }

    @Test func asyncSubjectCompletingEmptyEmitsOnlyCompletion() {
        expectNoLeaks { _ in
            let subject = AsyncSubject<Int>()
            let log = EventLog<Int>()
            _ = subject.subscribe(log)
            subject.onCompleted()
            log.expect([.completed])
            let late = EventLog<Int>()
            _ = subject.subscribe(late)
            late.expect([.completed])
        }
    }

    @Test func asyncSubjectDisposedSubscriberGetsNothing() {
        expectNoLeaks { _ in
            let subject = AsyncSubject<Int>()
            let log = EventLog<Int>()
            let subscription = subject.subscribe(log)
            subject.onNext(1)
            subscription.dispose()
            subject.onCompleted()
            log.expect([])
        }
    }

    // MARK: Lifetime

    @Test func aSubjectNobodyHoldsIsReleasedEvenWithSubscriptionsHeld() {
        weak var weakSubject: PublishSubject<Int>?
        let subscription: any Disposable
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            subscription = subject.subscribe(EventLog<Int>())
        }
        #expect(weakSubject == nil)
        subscription.dispose()
    }
}
