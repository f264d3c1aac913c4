/// The state an operator needs when it can end a subscription itself (a throwing selector, a
/// `take` that has enough): its downstream observer, a stopped flag, and the upstream
/// subscription to dispose when it stops.
///
/// The flag is a plain `Bool`: events reach one sink one at a time (the grammar), and `dispose()`
/// only touches the upstream holder, which has its own lock.
@usableFromInline
final class StoppableSink<Element>: Disposable {
    @usableFromInline
    let observer: AnyObserver<Element>
    @usableFromInline
    let upstream = SingleAssignmentDisposable()
    @usableFromInline
    var isStopped = false

    @inlinable
    init(_ observer: AnyObserver<Element>) {
        self.observer = observer
    }

    /// Forwards `event`, unless stopped.
    @inlinable
    func forward(_ event: Event<Element>) {
        guard !isStopped else { return }
        observer.on(event)
    }

    /// Forwards a terminal event and disposes upstream.
    @inlinable
    func finish(_ event: Event<Element>) {
        guard !isStopped else { return }
        isStopped = true
        observer.on(event)
        upstream.dispose()
    }

    /// Emits `error` and disposes upstream.
    @inlinable
    func fail(_ error: any Error) {
        finish(.error(error))
    }

    @inlinable
    func dispose() {
        upstream.dispose()
    }
}

extension ObservableType {
    /// The subscription every single-source operator that can end early shares: a
    /// ``StoppableSink`` per subscription that passes each event to the handler `makeHandler`
    /// returns for it, until the sink stops.
    ///
    /// With `trampolined`, the source is subscribed through the current-thread trampoline, so the
    /// operator can stop even an endless synchronous source between elements.
    @inlinable
    func stoppableSink<Result>(
        name: StaticString = #function,
        trampolined: Bool = false,
        makeHandler: @escaping () -> (StoppableSink<Result>, Event<Element>) -> Void
    ) -> Observable<Result> {
        Observable(name: name) { observer in
            let sink = StoppableSink(observer)
            let handle = makeHandler()
            let upstream = AnyObserver<Element> { event in
                guard !sink.isStopped else { return }
                handle(sink, event)
            }
            if trampolined {
                self.subscribeTrampolined(upstream, into: sink.upstream)
            } else {
                sink.upstream.setDisposable(self.subscribe(upstream))
            }
            return sink
        }
    }

    /// ``stoppableSink(trampolined:makeHandler:)`` with a state of its own per subscription,
    /// starting at `initialState`, that `handle` may change.
    @inlinable
    func stoppableSink<Result, State>(
        name: StaticString = #function,
        state initialState: State,
        trampolined: Bool = false,
        _ handle: @escaping (StoppableSink<Result>, inout State, Event<Element>) -> Void
    ) -> Observable<Result> {
        stoppableSink(name: name, trampolined: trampolined) {
            var state = initialState
            return { sink, event in handle(sink, &state, event) }
        }
    }

    /// ``stoppableSink(trampolined:makeHandler:)`` without state.
    @inlinable
    func stoppableSink<Result>(
        name: StaticString = #function,
        trampolined: Bool = false,
        _ handle: @escaping (StoppableSink<Result>, Event<Element>) -> Void
    ) -> Observable<Result> {
        stoppableSink(name: name, trampolined: trampolined) { handle }
    }

    /// ``stoppableSink(state:trampolined:_:)`` for an operator that acts only on elements: the
    /// source's error or completion ends the output as it is.
    @inlinable
    func stoppableElementSink<Result, State>(
        name: StaticString = #function,
        state initialState: State,
        trampolined: Bool = false,
        _ onNext: @escaping (StoppableSink<Result>, inout State, Element) -> Void
    ) -> Observable<Result> {
        stoppableSink(name: name, state: initialState, trampolined: trampolined) { sink, state, event in
            switch event {
            case .next(let element): onNext(sink, &state, element)
            case .error(let error): sink.fail(error)
            case .completed: sink.finish(.completed)
            }
        }
    }

    /// ``stoppableElementSink(state:trampolined:_:)`` without state.
    @inlinable
    func stoppableElementSink<Result>(
        name: StaticString = #function,
        trampolined: Bool = false,
        _ onNext: @escaping (StoppableSink<Result>, Element) -> Void
    ) -> Observable<Result> {
        stoppableSink(name: name, trampolined: trampolined) { (sink: StoppableSink<Result>, event: Event<Element>) in
            switch event {
            case .next(let element): onNext(sink, element)
            case .error(let error): sink.fail(error)
            case .completed: sink.finish(.completed)
            }
        }
    }
}
