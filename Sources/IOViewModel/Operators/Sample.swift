extension ObservableType {
    /// Emits the latest element of this sequence each time `sampler` emits, if there is a new one
    /// (or `defaultValue`, if given, when there is none).
    ///
    /// - Emits: at each `sampler` element, and when `sampler` completes, the latest element this
    ///   sequence produced since the previous sample; if none, `defaultValue` if given, else
    ///   nothing.
    /// - Completes: at the first sample (a `sampler` element or completion) after this sequence
    ///   has completed, right after emitting what was waiting. As in RxSwift, if `sampler`
    ///   completes before this sequence does, the result never completes.
    /// - Errors: when either sequence fails.
    @inlinable
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil) -> Observable<Element>
    {
        Observable { observer in
            let sink = SampleSink(observer: observer, defaultValue: defaultValue)
            return trampolinedSubscription {
                sink.source.setDisposable(self.subscribe(AnyObserver { event in sink.onSource(event) }))
                sink.sampler.setDisposable(sampler.subscribe(AnyObserver { event in sink.onSample(event) }))
                return sink
            }
        }
    }
}

/// Lock-guarded: only touched inside `SampleSink.output`'s lock.
@usableFromInline
struct SampleState<Element>: SerialOutputState, @unchecked Sendable {
    @usableFromInline var latest: Element?
    /// The source has completed.
    @usableFromInline var isAtEnd = false
    @usableFromInline var delivery = SerialDelivery<Element>()

    @inlinable
    init() {}
}

@usableFromInline
final class SampleSink<Element>: Disposable, @unchecked Sendable {
    // Mutable state is in `output`; the disposables are thread-safe.
    @usableFromInline let output: LockedOutput<SampleState<Element>>
    @usableFromInline let defaultValue: Element?
    @usableFromInline let source = SingleAssignmentDisposable()
    @usableFromInline let sampler = SingleAssignmentDisposable()

    @inlinable
    init(observer: AnyObserver<Element>, defaultValue: Element?) {
        output = LockedOutput(SampleState(), observer: observer)
        self.defaultValue = defaultValue
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            output.withState { $0.latest = element }
        case .error:
            output.send(event)
            disposeResources()
        case .completed:
            output.withState { $0.isAtEnd = true }
            source.dispose()
        }
    }

    @inlinable
    func onSample<Tick>(_ event: Event<Tick>) {
        if case .error(let error) = event {
            output.send(.error(error))
            disposeResources()
            return
        }
        var finished = false
        output.update { state in
            finished = state.isAtEnd
            defer { state.latest = nil }
            return state.delivery.enqueue(state.latest ?? defaultValue, completing: finished)
        }
        if finished { disposeResources() }
    }

    @inlinable
    func disposeResources() {
        source.dispose()
        sampler.dispose()
    }

    @inlinable
    func dispose() {
        output.stop()
        disposeResources()
    }
}
