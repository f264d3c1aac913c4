/// What the traits' outcome types share: ``SingleEvent``, ``MaybeEvent`` and ``CompletableEvent``
/// each read as, and made from, a maybe's outcome, the widest of the three. The one piece of
/// machinery behind every trait's `create(subscribe:)` and `subscribe(_:)`, which only say which
/// outcome type they deliver.
@usableFromInline
protocol PrimitiveOutcome {
    associatedtype Element

    /// The outcome `outcome` is for this trait, or `nil` when it is none: a single's empty end,
    /// which it does not pass on.
    init?(_ outcome: MaybeEvent<Element>)

    /// This outcome as a maybe's.
    var maybeEvent: MaybeEvent<Element> { get }
}

extension Result: PrimitiveOutcome where Failure == any Error {
    @inlinable
    init?(_ outcome: MaybeEvent<Success>) {
        switch outcome {
        case .success(let element): self = .success(element)
        case .error(let error): self = .failure(error)
        case .completed: return nil
        }
    }

    @inlinable
    var maybeEvent: MaybeEvent<Success> {
        switch self {
        case .success(let element): .success(element)
        case .failure(let error): .error(error)
        }
    }
}

extension MaybeEvent: PrimitiveOutcome {
    @inlinable
    init?(_ outcome: MaybeEvent<Element>) {
        self = outcome
    }

    @inlinable
    var maybeEvent: MaybeEvent<Element> {
        self
    }
}

extension MaybeEvent {
    /// The outcome `event` is: an element is a success.
    @inlinable
    init(event: Event<Element>) {
        switch event {
        case .next(let element): self = .success(element)
        case .error(let error): self = .error(error)
        case .completed: self = .completed
        }
    }

    /// The event this outcome is, case for case: a success is its element.
    @inlinable
    var event: Event<Element> {
        switch self {
        case .success(let element): .next(element)
        case .error(let error): .error(error)
        case .completed: .completed
        }
    }
}

extension CompletableEvent: PrimitiveOutcome {
    @inlinable
    init?(_ outcome: MaybeEvent<Never>) {
        switch outcome {
        case .error(let error): self = .error(error)
        case .completed: self = .completed
        }
    }

    @inlinable
    var maybeEvent: MaybeEvent<Never> {
        switch self {
        case .error(let error): .error(error)
        case .completed: .completed
        }
    }
}

extension PrimitiveSequence {
    /// What each trait's `create(subscribe:)` returns: subscriptions each run `subscribe` with a
    /// closure that turns the outcome into events (a success into the element and the completion
    /// right behind it), the first outcome only.
    @inlinable
    init<Outcome: PrimitiveOutcome>(
        outcomes subscribe: @escaping (@escaping (Outcome) -> Void) -> any Disposable
    ) where Outcome.Element == Element {
        self.init(
            raw: Observable.create { observer in
                subscribe { outcome in
                    let maybeEvent = outcome.maybeEvent
                    observer.on(maybeEvent.event)
                    if case .success = maybeEvent { observer.onCompleted() }
                }
            })
    }

    /// What each trait's `subscribe(_:)` runs: `observer` is called once, with the first event that
    /// is an outcome of its trait; the completion that follows a success is not one.
    @inlinable
    func subscribe<Outcome: PrimitiveOutcome>(
        outcomes observer: @escaping (Outcome) -> Void
    ) -> any Disposable where Outcome.Element == Element {
        var stopped = false
        return source.subscribe { event in
            guard !stopped, let delivered = Outcome(MaybeEvent(event: event)) else { return }
            stopped = true
            observer(delivered)
        }
    }
}
