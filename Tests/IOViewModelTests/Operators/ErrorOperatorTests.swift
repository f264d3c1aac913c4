import IOViewModel
import Testing

/// A cold source that fails on its first `failures` subscriptions (after emitting the attempt
/// number), then emits the attempt number and completes.
private final class FlakySource {
    private(set) var attempts = 0
    let failures: Int

    init(failures: Int) {
        self.failures = failures
    }

    var observable: Observable<Int> {
        Observable.create { observer in
            self.attempts += 1
            observer.onNext(self.attempts)
            if self.attempts <= self.failures {
                observer.onError(Boom(tag: self.attempts))
            } else {
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }
}

@Suite struct CatchTests {
    @Test func continuesWithTheHandlersSequence() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        var caught: [Boom] = []
        tracker.track {
            let source = PublishSubject<Int>()
            let fallback = PublishSubject<Int>()
            _ = source.catch { error in
                caught.append(error as! Boom)
                return fallback.asObservable()
            }.subscribe(log)
            source.onNext(1)
            #expect(!fallback.hasObservers)
            source.onError(Boom(tag: 1))
            #expect(fallback.hasObservers)
            fallback.onNext(2)
            fallback.onError(Boom(tag: 2))
        }
        #expect(caught == [Boom(tag: 1)])
        #expect(log.events == [.next(1), .next(2), .error(Boom(tag: 2))])
        #expect(tracker.live == 0)
    }

    @Test func anErrorThrownByTheHandlerIsEmitted() {
        expectNoLeaks {
            let log = EventLog<Int>()
            _ = Observable<Int>.error(Boom(tag: 1)).catch { (_: any Error) throws(Boom) -> Observable<Int> in
                throw Boom(tag: 2)
            }.subscribe(log)
            #expect(log.events == [.error(Boom(tag: 2))])
        }
    }

    @Test func completionPassesThrough() {
        expectNoLeaks {
            let log = EventLog<Int>()
            _ = Observable.of(1, 2).catch { _ in .just(9) }.subscribe(log)
            #expect(log.events == [.next(1), .next(2), .completed])
        }
    }

    @Test func catchAndReturnEmitsTheElementThenCompletes() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let source = PublishSubject<Int>()
            _ = source.catchAndReturn(0).subscribe(log)
            source.onNext(1)
            source.onError(Boom())
            source.onNext(2)
        }
        #expect(log.events == [.next(1), .next(0), .completed])
        #expect(tracker.live == 0)
    }
}

@Suite struct RetryTests {
    @Test func retryResubscribesUntilAnAttemptCompletes() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        let flaky = FlakySource(failures: 3)
        tracker.track {
            _ = flaky.observable.retry().subscribe(log)
        }
        #expect(log.events == [.next(1), .next(2), .next(3), .next(4), .completed])
        #expect(flaky.attempts == 4)
        #expect(tracker.live == 0)
    }

    @Test func retryCountIsTheNumberOfAttempts() {
        let tracker = ResourceTracker()
        let enough = EventLog<Int>()
        let tooFew = EventLog<Int>()
        let none = EventLog<Int>()
        let enoughSource = FlakySource(failures: 2)
        let tooFewSource = FlakySource(failures: 5)
        tracker.track {
            _ = enoughSource.observable.retry(3).subscribe(enough)
            _ = tooFewSource.observable.retry(3).subscribe(tooFew)
            _ = FlakySource(failures: 1).observable.retry(0).subscribe(none)
        }
        #expect(enough.events == [.next(1), .next(2), .next(3), .completed])
        #expect(tooFew.events == [.next(1), .next(2), .next(3), .error(Boom(tag: 3))])
        #expect(tooFewSource.attempts == 3)
        #expect(none.events == [.completed])
        #expect(tracker.live == 0)
    }

    @Test func retryingASynchronousFailureManyTimesDoesNotGrowTheStack() {
        expectNoLeaks {
            let flaky = FlakySource(failures: 50_000)
            var last = 0
            _ = flaky.observable.retry().subscribe(onNext: { last = $0 })
            #expect(last == 50_001)
        }
    }

    @Test func disposingStopsRetrying() {
        let tracker = ResourceTracker()
        let log = EventLog<Int>()
        tracker.track {
            let source = PublishSubject<Int>()
            let subscription = source.retry().subscribe(log)
            source.onNext(1)
            subscription.dispose()
            #expect(!source.hasObservers)
        }
        #expect(log.events == [.next(1)])
        #expect(tracker.live == 0)
    }
}

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
