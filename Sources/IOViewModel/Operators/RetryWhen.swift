extension ObservableType {
    /// Subscribes to this sequence again when the sequence built by `notificationHandler` emits,
    /// after a failure.
    ///
    /// `notificationHandler` receives, once per subscription, the sequence of this sequence's
    /// errors, and returns the *trigger*: for example `errors.delay(.seconds(1), scheduler: s)` to
    /// retry a second after each failure, or an `enumerated()` + `flatMap` that gives up after
    /// three.
    ///
    /// - Emits: the elements of every attempt.
    /// - Completes: when an attempt completes; or when the trigger completes after a failure (a
    ///   trigger that completed earlier takes effect at the next failure).
    /// - Errors: when the trigger fails after a failure (likewise deferred to the next failure if
    ///   it failed earlier); at once with an error that is not a `Failure`. A trigger element that
    ///   arrives while an attempt is running is ignored: only one retry per failure.
    @inlinable
    public func retry<Trigger: ObservableType, Failure: Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        retrying(when: notificationHandler)
    }

    /// Resubscribes after each failure when the trigger `notificationHandler` returns emits; as
    /// ``ObservableType/retry(when:)-((Observable<Error>)->Trigger)``, for a trigger that takes the errors as `any Error`.
    ///
    /// - Emits: the elements of every attempt.
    /// - Completes: when an attempt completes; or when the trigger completes after a failure.
    /// - Errors: when the trigger fails after a failure.
    @inlinable
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<any Error>) -> Trigger
    ) -> Observable<Element> {
        retrying(when: notificationHandler)
    }

    @inlinable
    func retrying<Trigger: ObservableType, Failure: Error>(
        name: StaticString = #function,
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable(name: name) { observer in
            let errors = PublishSubject<Failure>()
            let trigger = notificationHandler(errors.asObservable())
            let state = Lock(RetryWhenState())
            let triggerSubscription = SingleAssignmentDisposable()
            let output = AnyObserver<Element> { event in
                observer.on(event)
                if event.isStopEvent { triggerSubscription.dispose() }
            }
            let chain = SourceChain(observer: output) { event in
                guard case .error(let error) = event else { return .finish(event) }
                guard let failure = error as? Failure else { return .finish(event) }
                let deferred = state.withLock { state -> RetryWhenState.TriggerEnd? in
                    if let end = state.triggerEnd { return end }
                    state.isAwaitingTrigger = true
                    return nil
                }
                if let deferred { return .finish(deferred.event()) }
                errors.on(.next(failure))
                return .wait
            }
            triggerSubscription.setDisposable(
                trigger.subscribe(
                    AnyObserver { event in
                        let awaiting = state.withLock { state -> Bool in
                            defer { if !event.isStopEvent { state.isAwaitingTrigger = false } }
                            if !state.isAwaitingTrigger, case .error(let error) = event {
                                state.triggerEnd = .failed(Transfer(error))
                            } else if !state.isAwaitingTrigger, case .completed = event {
                                state.triggerEnd = .completed
                            }
                            return state.isAwaitingTrigger
                        }
                        guard awaiting else { return }
                        switch event {
                        case .next: chain.subscribe(to: source)
                        case .error(let error): chain.finish(.error(error))
                        case .completed: chain.finish(.completed)
                        }
                    }))
            let subscription = chain.start(source)
            return Disposables.create(subscription, triggerSubscription)
        }
    }
}

/// Lock-guarded: only touched inside the `retry(when:)` subscription's `state.withLock`.
@usableFromInline
struct RetryWhenState: Sendable {
    /// How the trigger ended while no attempt was waiting for it.
    @usableFromInline
    enum TriggerEnd: Sendable {
        case completed
        case failed(Transfer<any Error>)

        @inlinable
        func event<Element>() -> Event<Element> {
            switch self {
            case .completed: return .completed
            case .failed(let error): return .error(error.value)
            }
        }
    }

    /// An attempt failed and its error went to the trigger: the next trigger event decides.
    @usableFromInline var isAwaitingTrigger = false
    @usableFromInline var triggerEnd: TriggerEnd?

    @inlinable
    init() {}
}
