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
    public func withLatestFrom<Source: ObservableConvertibleType, Result, Failure: Error>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws(Failure) -> Result
    ) -> Observable<Result> {
        let second = second.asObservable()
        return Observable { observer in
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
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

/// Lock-guarded: only touched inside `WithLatestFromSink.output`'s lock.
@usableFromInline
struct WithLatestFromState<Second, Result>: SerialOutputState, @unchecked Sendable {
    @usableFromInline var latest: Second?
    @usableFromInline var delivery = SerialDelivery<Result>()

    @inlinable
    init() {}
}

@usableFromInline
final class WithLatestFromSink<First, Second, Result, Failure: Error>: Disposable, @unchecked Sendable {
    // Mutable state is in `output`; the subscriptions are thread-safe; `selector` is called for
    // the first source's elements, one at a time by that source's grammar, outside the lock.
    @usableFromInline let output: LockedOutput<WithLatestFromState<Second, Result>>
    @usableFromInline let selector: (First, Second) throws(Failure) -> Result
    @usableFromInline let firstSubscription = SingleAssignmentDisposable()
    @usableFromInline let secondSubscription = SingleAssignmentDisposable()

    @inlinable
    init(observer: AnyObserver<Result>, selector: @escaping (First, Second) throws(Failure) -> Result) {
        output = LockedOutput(WithLatestFromState(), observer: observer)
        self.selector = selector
    }

    @inlinable
    func onFirst(_ event: Event<First>) {
        switch event {
        case .next(let element):
            guard let latest = output.withState({ $0.latest }) else { return }
            let result: Result
            do throws(Failure) {
                result = try selector(element, latest)
            } catch {
                terminate(.error(error))
                return
            }
            output.send(.next(result))
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
            output.withState { $0.latest = element }
        case .error(let error):
            terminate(.error(error))
        case .completed:
            secondSubscription.dispose()
        }
    }

    @inlinable
    func terminate(_ event: Event<Result>) {
        output.send(event)
        disposeSources()
    }

    @inlinable
    func disposeSources() {
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    @inlinable
    func dispose() {
        output.stop()
        disposeSources()
    }
}
