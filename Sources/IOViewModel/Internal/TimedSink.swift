/// The machinery every timed operator (`debounce`, `throttle`, `delay`, `timeout`, `buffer`)
/// shares: its serial output, its scheduler, its upstream subscription and its one timer.
///
/// A subclass adds its own state (which element waits, which timer generation is current) to
/// `State` and decides what to emit; the source and the timer may call it on different threads,
/// and ``LockedOutput`` keeps the output serial. A timer that fires after being superseded finds a
/// different generation in the state and does nothing; ``dispose()`` stops the output first, so
/// nothing is delivered once it returns.
@usableFromInline
class TimedSink<State: TimedSinkState, Scheduler: SchedulerType>: Disposable, @unchecked Sendable {
    // Mutable state is in `output`; the disposables are thread-safe.
    @usableFromInline let output: LockedOutput<State>
    @usableFromInline let scheduler: Scheduler
    /// The operator's interval: `debounce`'s quiet time, `buffer`'s time span...
    @usableFromInline let dueTime: RxTimeInterval
    /// The source subscription (for `timeout`, the source's, then the fallback's).
    @usableFromInline let upstream = SerialDisposable()
    @usableFromInline let timer = SerialDisposable()

    @inlinable
    init(observer: AnyObserver<State.Output>, dueTime: RxTimeInterval, scheduler: Scheduler) {
        output = LockedOutput(State(), observer: observer)
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    /// Replaces the running timer (disposing it) with one that runs `action` after `dueTime`.
    @inlinable
    final func startTimer(after dueTime: RxTimeInterval, _ action: @escaping () -> Void) {
        timer.disposable = scheduler.schedule(after: dueTime, action)
    }

    /// Ends the upstream subscription and the timer: after a terminal event.
    @inlinable
    final func disposeResources() {
        upstream.dispose()
        timer.dispose()
    }

    @inlinable
    final func dispose() {
        output.stop()
        disposeResources()
    }
}

/// A timed operator's lock-guarded state: each subscription starts from `init()`.
@usableFromInline
protocol TimedSinkState: SerialOutputState {
    init()
}

/// What ``ObservableType/subscribeTimed(_:)`` feeds: a timed operator's sink.
@usableFromInline
protocol TimedOperatorSink: Disposable {
    associatedtype Source
    var upstream: SerialDisposable { get }
    /// Takes one event of the source.
    func on(_ event: Event<Source>)
}

extension ObservableType {
    /// The subscription every timed operator fed by one source shares: a sink per subscription,
    /// made by `makeSink`, that receives this sequence's events.
    @inlinable
    func subscribeTimed<Output, Sink: TimedOperatorSink>(
        _ makeSink: @escaping (AnyObserver<Output>) -> Sink
    ) -> Observable<Output> where Sink.Source == Element {
        Observable { observer in
            let sink = makeSink(observer)
            sink.upstream.disposable = self.subscribe(AnyObserver { event in sink.on(event) })
            return sink
        }
    }
}
