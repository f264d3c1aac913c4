import IOViewModel
import Testing

/// Races the harness found, each replayed deterministically on one thread: the other thread's
/// action is done from inside a callback, at the moment the race needs it.
@Suite("Race regressions")
struct RaceRegressionTests {
    /// `delaySubscription` subscribed the source straight to the observer when its timer fired;
    /// a `dispose()` returning while that subscription was being made could not stop it, so the
    /// source's next elements were delivered after dispose returned (harness: disposeMidway,
    /// "an element sent after dispose() returned was delivered").
    @Test func delaySubscriptionDeliversNothingOnceDisposeReturnedDuringTheDelayedSubscribe() {
        expectNoLeaks {
            let scheduler = ManualScheduler()
            let log = EventLog<Int>()
            let outer = Locked<SendableDisposable?>(nil)
            let source = Observable<Int>.create { observer in
                // The subscriber disposes on another thread right now; then the source sends.
                outer.value?.dispose()
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }
            let subscription = source.delaySubscription(.seconds(1), scheduler: scheduler).subscribe(log)
            outer.withLock { $0 = SendableDisposable(disposable: subscription) }
            scheduler.runAll()
            log.expect([])
        }
    }

    /// The same through `Single`, which shares the operator.
    @Test func singleDelaySubscriptionDeliversNothingOnceDisposeReturnedDuringTheDelayedSubscribe() {
        expectNoLeaks {
            let scheduler = ManualScheduler()
            let log = EventLog<Int>()
            let outer = Locked<SendableDisposable?>(nil)
            let source = Single<Int>.create { observer in
                outer.value?.dispose()
                observer(.success(1))
                return Disposables.create()
            }
            let subscription = source.delaySubscription(.seconds(1), scheduler: scheduler).asObservable().subscribe(log)
            outer.withLock { $0 = SendableDisposable(disposable: subscription) }
            scheduler.runAll()
            log.expect([])
        }
    }
}
