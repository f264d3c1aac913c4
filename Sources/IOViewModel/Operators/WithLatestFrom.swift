extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, using
    /// `resultSelector`.
    ///
    /// `second` is subscribed first, so a `BehaviorRelay` or `startWith` there provides a value for
    /// this sequence's very first element.
    ///
    /// - Emits: `resultSelector(element, latest)` for each element of this sequence, once `second`
    ///   has emitted; elements arriving before that are dropped. Elements of `second` alone emit
    ///   nothing.
    /// - Completes: when this sequence completes. `second` completing only stops updates: its
    ///   latest element stays in use.
    /// - Errors: when either sequence fails or `resultSelector` throws.
    @inlinable
    public func withLatestFrom<Source: ObservableType, Result, Failure: Error>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws(Failure) -> Result
    ) -> Observable<Result> {
        Observable { observer in
            let sink = WithLatestFromSink(observer: observer, selector: resultSelector)
            return trampolinedSubscription {
                sink.secondSubscription.setDisposable(
                    second.subscribe(
                        AnyObserver { event in
                            sink.onSecond(event)
                        }))
                sink.firstSubscription.setDisposable(
                    self.subscribe(
                        AnyObserver { event in
                            sink.onFirst(event)
                        }))
                return sink
            }
        }
    }

    /// Emits the latest element of `second` each time this sequence emits.
    ///
    /// - Emits: `second`'s latest element for each element of this sequence, once `second` has
    ///   emitted; elements arriving before that are dropped.
    /// - Completes: when this sequence completes. `second` completing only stops updates.
    /// - Errors: when either sequence fails.
    @inlinable
    public func withLatestFrom<Source: ObservableType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

/// Lock-guarded: only touched inside `WithLatestFromSink.state.withLock`.
@usableFromInline
struct WithLatestFromState<First, Second>: SerialOutputState, @unchecked Sendable {
    @usableFromInline var latest: Second?
    @usableFromInline var isDisposed = false
    @usableFromInline var delivery = SerialDelivery<(First, Second)>()

    @inlinable
    init() {}
}

@usableFromInline
final class WithLatestFromSink<First, Second, Result, Failure: Error>: Disposable, @unchecked Sendable {
    // `state` is behind its lock; the subscriptions are thread-safe; `observer` and `selector`
    // are called only by the single drainer.
    @usableFromInline let observer: AnyObserver<Result>
    @usableFromInline let selector: (First, Second) throws(Failure) -> Result
    @usableFromInline let state = Lock(WithLatestFromState<First, Second>())
    @usableFromInline let firstSubscription = SingleAssignmentDisposable()
    @usableFromInline let secondSubscription = SingleAssignmentDisposable()

    @inlinable
    init(observer: AnyObserver<Result>, selector: @escaping (First, Second) throws(Failure) -> Result) {
        self.observer = observer
        self.selector = selector
    }

    @inlinable
    func onFirst(_ event: Event<First>) {
        switch event {
        case .next(let element):
            let first = state.withLock { state -> Event<(First, Second)>? in
                guard let latest = state.latest else { return nil }
                return state.delivery.enqueue(.next((element, latest)))
            }
            if let first { drain(first) }
        case .error(let error):
            terminate(.error(error))
        case .completed:
            terminate(.completed)
        }
    }

    @inlinable
    func onSecond(_ event: Event<Second>) {
        switch event {
        case .next(let element):
            state.withLock { $0.latest = element }
        case .error(let error):
            terminate(.error(error))
        case .completed:
            secondSubscription.dispose()
        }
    }

    @inlinable
    func terminate(_ event: Event<(First, Second)>) {
        let first = state.withLock { $0.delivery.enqueue(event) }
        if let first { drain(first) }
        disposeSources()
    }

    @inlinable
    func drain(_ first: Event<(First, Second)>) {
        var event = first
        while true {
            switch event {
            case .next(let (element, latest)):
                let result: Result
                do throws(Failure) {
                    result = try selector(element, latest)
                } catch {
                    state.withLock { $0.delivery.abandon() }
                    observer.on(.error(error))
                    disposeSources()
                    return
                }
                observer.on(.next(result))
            case .error(let error):
                observer.on(.error(error))
            case .completed:
                observer.on(.completed)
            }
            let next = state.withLock { state -> Event<(First, Second)>? in
                if state.isDisposed {
                    state.delivery.abandon()
                    return nil
                }
                return state.delivery.next()
            }
            guard let next else { return }
            event = next
        }
    }

    @inlinable
    func disposeSources() {
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    @inlinable
    func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.delivery.isTerminated = true
        }
        disposeSources()
    }
}
