/// What the traits' outcome types share: ``SingleEvent``, ``MaybeEvent`` and ``CompletableEvent``
/// each read as, and made from, the events of the ``Observable`` a primitive sequence wraps, case
/// for case (a success is the element). The one piece of machinery behind every trait's
/// `create(subscribe:)`, `subscribe(_:)` and outcome equality, which only say which outcome type
/// they deliver.
@usableFromInline
protocol PrimitiveOutcome {
    associatedtype Element

    /// The outcome `event` is for this trait, or `nil` when it is none: a single's completion,
    /// which is not an outcome of its own.
    init?(_ event: Event<Element>)

    /// The event this outcome is: a success is its element.
    var event: Event<Element> { get }
}

extension Result: PrimitiveOutcome where Failure == any Error {
    @inlinable
    init?(_ event: Event<Success>) {
        switch event {
        case .next(let element): self = .success(element)
        case .error(let error): self = .failure(error)
        case .completed: return nil
        }
    }

    @inlinable
    var event: Event<Success> {
        switch self {
        case .success(let element): .next(element)
        case .failure(let error): .error(error)
        }
    }
}

extension MaybeEvent: PrimitiveOutcome {
    @inlinable
    init(_ event: Event<Element>) {
        switch event {
        case .next(let element): self = .success(element)
        case .error(let error): self = .error(error)
        case .completed: self = .completed
        }
    }

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
    // An `Event<Never>` is an error or the completion: nothing else to tell apart.
    @inlinable
    init(_ event: Event<Never>) {
        if case .error(let error) = event { self = .error(error) } else { self = .completed }
    }

    @inlinable
    var event: Event<Never> {
        if case .error(let error) = self { .error(error) } else { .completed }
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
                    let event = outcome.event
                    observer.on(event)
                    if case .next = event { observer.onCompleted() }
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
            guard !stopped, let delivered = Outcome(event) else { return }
            stopped = true
            observer(delivered)
        }
    }
}
