extension Infallible {
    /// Sends every event, with elements wrapped in an optional, to each of `observers`: RxCocoa's
    /// form for binding to an observer of optionals.
    ///
    /// - Emits: each element, as an optional, to every observer in turn.
    /// - Completes: forwards the completion to every observer; the binding ends.
    /// - Errors: never: an ``Infallible`` cannot fail, so no observer is sent an error.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        subscribe(allOptional: observers)
    }

    /// Accepts every element, as an optional, into each of `relays`.
    ///
    /// - Emits: each element, as an optional, accepted into every relay in turn.
    /// - Completes: the binding ends; the relays are untouched (a relay cannot complete).
    /// - Errors: never: an ``Infallible`` cannot fail.
    public func bind(to relays: RelayBase<Element?>...) -> any Disposable {
        accept(into: relays) { $0.accept($1) }
    }

}
