import Synchronization

extension ObservableType where Element: FixedWidthInteger {
    /// Emits `0` after `dueTime`, then, if `period` is given, `1`, `2`, ... every `period`.
    ///
    /// Each subscription runs its own timer on `scheduler`, counted as a live resource until it
    /// completes or is disposed.
    ///
    /// - Emits: `0` at `dueTime` after subscription; with a `period`, the next integer every
    ///   `period` after that.
    /// - Completes: right after `0` when there is no `period`; never otherwise.
    /// - Errors: never.
    @inlinable
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: some SchedulerType
    ) -> Observable<Element> {
        // The sink names the source (`timer`): the observable adds no step of its own.
        Observable(name: "") { observer in
            let sink = TimerSink<Element>(observer: observer)
            if let period {
                sink.timer.setDisposable(
                    scheduler.schedulePeriodic(startAfter: dueTime, period: period) {
                        sink.tick()
                    })
            } else {
                sink.timer.setDisposable(scheduler.schedule(after: dueTime) { sink.fireOnce() })
            }
            return sink
        }
    }

    /// Emits `0`, `1`, `2`, ... every `period`, the first one `period` after subscription.
    ///
    /// - Emits: the *n*-th integer (from `0`) at `(n + 1) × period` after subscription.
    /// - Completes: never; dispose the subscription (or use `take`) to stop it.
    /// - Errors: never.
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}

/// One subscription to a `timer` or `interval`.
@usableFromInline
final class TimerSink<Element: FixedWidthInteger>: Disposable, @unchecked Sendable {
    // `count` is only touched by the scheduled actions, which run one after another; `ended` is
    // atomic and `timer` thread-safe.
    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline let timer = SingleAssignmentDisposable()
    @usableFromInline let ended = EndFlag()
    @usableFromInline let token = ResourceToken(source: .named("timer"))
    @usableFromInline var count: Element = 0

    @inlinable
    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    @inlinable
    func tick() {
        guard !ended.isSet else { return }
        observer.on(.next(count))
        count &+= 1
    }

    @inlinable
    func fireOnce() {
        guard !ended.isSet else { return }
        observer.on(.next(0))
        guard end() else { return }
        observer.on(.completed)
    }

    @inlinable
    func end() -> Bool {
        let won = ended.set()
        if won { token.release() }
        return won
    }

    @inlinable
    func dispose() {
        if end() { timer.dispose() }
    }
}
