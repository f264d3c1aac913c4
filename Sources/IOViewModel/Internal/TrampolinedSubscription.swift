/// Runs `body`, a subscription step, with a current-thread trampoline running.
///
/// If this thread runs no trampoline yet, `body` starts one: it runs at once, and every action a
/// synchronous source (`from`, `range`, `repeatElement`) schedules meanwhile waits in the queue,
/// so `body` returns (its subscriptions made, the code around them run) before the first element
/// is produced. Inside a running trampoline, `body` simply runs: the sources' actions queue up
/// behind the one running. This is RxSwift's rule for every subscription (`Producer.subscribe`).
/// It is applied where the order can be observed: where user code runs during the subscription
/// (`create`, `deferred`, `using`) and in operators that may stop their sources early.
///
/// `body` does not escape: the trampoline runs it, and everything it queued, before returning.
@inlinable
func withCurrentThreadTrampoline(_ body: () -> Void) {
    if CurrentThreadScheduler.isScheduleRequired {
        CurrentThreadScheduler.runTrampoline(body)
    } else {
        body()
    }
}

extension ObservableType {
    /// Subscribes `observer` inside ``withCurrentThreadTrampoline(_:)`` and stores the
    /// subscription in `upstream` (which disposes it on arrival if it was disposed meanwhile).
    @inlinable
    func subscribeTrampolined(_ observer: AnyObserver<Element>, into upstream: SingleAssignmentDisposable) {
        withCurrentThreadTrampoline {
            upstream.setDisposable(self.subscribe(observer))
        }
    }
}

/// ``withCurrentThreadTrampoline(_:)`` for an operator whose sink is its subscription: returns
/// what `subscribe` returns, or, when the subscription is deferred, a disposable that receives it.
@inlinable
func trampolinedSubscription(_ subscribe: () -> any Disposable) -> any Disposable {
    guard CurrentThreadScheduler.isScheduleRequired else { return subscribe() }
    let subscription = SingleAssignmentDisposable()
    withCurrentThreadTrampoline { subscription.setDisposable(subscribe()) }
    return subscription
}
