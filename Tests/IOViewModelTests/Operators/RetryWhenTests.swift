import IOViewModel
import Testing
import TestScheduler

/// `retry(when:)`.
@Suite struct RetryWhenTests {
    @Test func retriesWhenTheTriggerEmitsAfterAFailure() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        let flaky = FlakySource(failures: 2)
        let retryTap = PublishSubject<Void>()
        var errorsSeen: [Boom] = []
        tracker.track {
            _ = flaky.observable.retry(when: { (errors: Observable<Boom>) in
                errors.flatMapLatestForTest { error in
                    errorsSeen.append(error)
                    return retryTap.asObservable()
                }
            }).subscribe(log)
            #expect(flaky.attempts == 1)
            retryTap.onNext(())
            #expect(flaky.attempts == 2)
            retryTap.onNext(())
        }
        #expect(flaky.attempts == 3)
        #expect(errorsSeen == [Boom(tag: 1), Boom(tag: 2)])
        #expect(log.events == [.next(1), .next(2), .next(3), .completed])
        #expect(tracker.live == 0)
    }

    @Test func triggerEventsWhileAnAttemptRunsAreIgnored() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        var attempts: [PublishSubject<Int>] = []
        tracker.track {
            let source = Observable<Int>.deferred {
                attempts.append(PublishSubject())
                return attempts[attempts.count - 1].asObservable()
            }
            let trigger = PublishSubject<Void>()
            _ = source.retry(when: { (_: Observable<any Error>) in trigger.asObservable() }).subscribe(log)
            trigger.onNext(())
            #expect(attempts.count == 1)
            attempts[0].onNext(1)
            attempts[0].onError(Boom())
            trigger.onNext(())
            #expect(attempts.count == 2)
            trigger.onNext(())
            #expect(attempts.count == 2)
            attempts[1].onNext(2)
            attempts[1].onCompleted()
            #expect(!trigger.hasObservers)
        }
        #expect(log.events == [.next(1), .next(2), .completed])
        #expect(tracker.live == 0)
    }

    @Test func aTriggerThatEndsAfterAFailureEndsTheSequence() {
        let tracker = ResourceTracker()
        let completed = EventLog<Int>()
        let failed = EventLog<Int>()
        tracker.track {
            let source = PublishSubject<Int>()
            let trigger = PublishSubject<Void>()
            _ = source.retry(when: { (_: Observable<any Error>) in trigger.asObservable() }).subscribe(completed)
            source.onError(Boom())
            trigger.onCompleted()

            let source2 = PublishSubject<Int>()
            let trigger2 = PublishSubject<Void>()
            _ = source2.retry(when: { (_: Observable<any Error>) in trigger2.asObservable() }).subscribe(failed)
            source2.onError(Boom(tag: 1))
            trigger2.onError(Boom(tag: 2))
        }
        #expect(completed.events == [.completed])
        #expect(failed.events == [.error(Boom(tag: 2))])
        #expect(tracker.live == 0)
    }

    @Test func aTriggerThatEndedEarlierTakesEffectAtTheNextFailure() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let source = PublishSubject<Int>()
            let trigger = PublishSubject<Void>()
            _ = source.retry(when: { (_: Observable<any Error>) in trigger.asObservable() }).subscribe(log)
            trigger.onCompleted()
            source.onNext(1)
            #expect(!log.isCompleted)
            source.onError(Boom())
        }
        #expect(log.events == [.next(1), .completed])
        #expect(tracker.live == 0)
    }

    @Test func anErrorOfAnotherTypeIsNotRetried() {
        expectNoLeaks {
            struct Other: Error, Equatable {}
            let log = EventLog<Int>()
            var handled = 0
            _ = Observable<Int>.error(Other()).retry(when: { (errors: Observable<Boom>) in
                errors.map { _ in handled += 1 }
            }).subscribe(log)
            #expect(log.events == [.error(Other())])
            #expect(handled == 0)
        }
    }

    @Test func aSynchronousTriggerRetriesInALoop() {
        expectNoLeaks {
            let flaky = FlakySource(failures: 10_000)
            let log = EventLog<Int>()
            _ = flaky.observable.retry(when: { (errors: Observable<any Error>) in errors.map { _ in () } }).subscribe(log)
            #expect(log.elements.count == 10_001)
            #expect(log.isCompleted)
        }
    }

    @Test func retryWhenWithADelayedTrigger() {
        let scheduler = TestScheduler()
        // One frame is ten seconds: the trigger is delayed three frames. The output is disposed
        // where its diagram ends, at 100 seconds, as the third attempt is due.
        scheduler.marbles(frame: 10) { test in
            let xs = test.cold(          "-1#", values: digits, error: Boom())
            let retried = xs.retry(when: { (errors: Observable<any Error>) in
                errors.delay(.seconds(30), scheduler: scheduler)
            })
            test.expect(retried,         "-1----1---", values: digits)
            test.expectSubscriptions(xs, "^-!", "-----^-!")
        }
    }
}

extension ObservableType {
    /// A minimal switch-to-latest, so that these tests do not depend on `flatMapLatest`: each element's
    /// inner sequence replaces the previous one.
    fileprivate func flatMapLatestForTest<Inner>(
        _ selector: @escaping (Element) -> Observable<Inner>
    ) -> Observable<Inner> {
        Observable { observer in
            let inner = SerialDisposable()
            let outer = self.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    inner.disposable = selector(element).subscribe(AnyObserver { innerEvent in
                        if case .next = innerEvent { observer.on(innerEvent) }
                    })
                case .error(let error): observer.on(.error(error))
                case .completed: break
                }
            })
            return Disposables.create(outer, inner)
        }
    }
}
