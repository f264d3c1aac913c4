/// Runs `subscribe` inside a current-thread trampoline, as RxSwift does for every operator.
///
/// If no trampoline is running on this thread, one is started for the duration of `subscribe`, so
/// synchronous sources subscribed inside it (`from`, `of`) queue their elements instead of
/// emitting them before `subscribe` returns. An operator that can stop early (a throwing selector,
/// a timeout, a source that errors) then gets its subscriptions back before those elements flow,
/// and several synchronous sources interleave rather than run one after the other. If a trampoline
/// is already running, `subscribe` runs at once (nested subscriptions are not deferred).
@inlinable
func trampolinedSubscription(_ subscribe: @escaping () -> any Disposable) -> any Disposable {
    guard CurrentThreadScheduler.isScheduleRequired else { return subscribe() }
    let subscription = SingleAssignmentDisposable()
    _ = CurrentThreadScheduler.instance.schedule { subscription.setDisposable(subscribe()) }
    return subscription
}
