extension ObservableType {
    /// Forwards every event to each of `observers`.
    ///
    /// Errors and completion are forwarded too, as in RxSwift; bind only sequences that do not
    /// fail, or a `Binder` will report the error through ``Hooks``.
    ///
    /// - Emits: each element, to every observer in turn.
    /// - Completes: forwards the completion to every observer; the binding ends.
    /// - Errors: forwards the error to every observer; the binding ends.
    public func bind<Observer: ObserverType>(
        to observers: Observer..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable
    where Observer.Element == Element {
        SubscriptionTrace.tracing("bind(to:)", fileID: fileID, line: line) {
            subscribe(all: observers)
        }
    }

    /// Forwards every event, as an optional, to each of `observers`.
    ///
    /// - Emits: each element, wrapped in an optional, to every observer in turn.
    /// - Completes: forwards the completion to every observer; the binding ends.
    /// - Errors: forwards the error to every observer; the binding ends.
    public func bind<Observer: ObserverType>(
        to observers: Observer..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable
    where Observer.Element == Element? {
        SubscriptionTrace.tracing("bind(to:)", fileID: fileID, line: line) {
            subscribe(allOptional: observers)
        }
    }

    /// Accepts every element into each of `relays`.
    ///
    /// - Emits: each element, accepted into every relay in turn.
    /// - Completes: the binding ends; the relays are untouched (a relay cannot complete).
    /// - Errors: reported through ``Hooks`` (a relay cannot carry it); the binding ends.
    public func bind(
        to relays: PublishRelay<Element>..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("bind(to:)", fileID: fileID, line: line) {
            bind(onNext: { element in for relay in relays { relay.accept(element) } })
        }
    }

    /// Accepts every element, as an optional, into each of `relays`.
    ///
    /// - Emits: each element, wrapped in an optional, accepted into every relay in turn.
    /// - Completes: the binding ends; the relays are untouched (a relay cannot complete).
    /// - Errors: reported through ``Hooks`` (a relay cannot carry it); the binding ends.
    public func bind(
        to relays: PublishRelay<Element?>..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("bind(to:)", fileID: fileID, line: line) {
            bind(onNext: { element in for relay in relays { relay.accept(element) } })
        }
    }

    /// Makes every element the value of each of `relays`.
    ///
    /// - Emits: each element, made the value of every relay in turn.
    /// - Completes: the binding ends; the relays keep their values.
    /// - Errors: reported through ``Hooks`` (a relay cannot carry it); the binding ends.
    public func bind(
        to relays: BehaviorRelay<Element>..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("bind(to:)", fileID: fileID, line: line) {
            bind(onNext: { element in for relay in relays { relay.accept(element) } })
        }
    }

    /// Makes every element, as an optional, the value of each of `relays`.
    ///
    /// - Emits: each element, wrapped in an optional, made the value of every relay in turn.
    /// - Completes: the binding ends; the relays keep their values.
    /// - Errors: reported through ``Hooks`` (a relay cannot carry it); the binding ends.
    public func bind(
        to relays: BehaviorRelay<Element?>..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("bind(to:)", fileID: fileID, line: line) {
            bind(onNext: { element in for relay in relays { relay.accept(element) } })
        }
    }

    /// Accepts every element into each of `relays`.
    ///
    /// - Emits: each element, accepted into every relay in turn.
    /// - Completes: the binding ends; the relays are untouched (a relay cannot complete).
    /// - Errors: reported through ``Hooks`` (a relay cannot carry it); the binding ends.
    public func bind(
        to relays: ReplayRelay<Element>..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("bind(to:)", fileID: fileID, line: line) {
            bind(onNext: { element in for relay in relays { relay.accept(element) } })
        }
    }

    /// Accepts every element, as an optional, into each of `relays`.
    ///
    /// - Emits: each element, wrapped in an optional, accepted into every relay in turn.
    /// - Completes: the binding ends; the relays are untouched (a relay cannot complete).
    /// - Errors: reported through ``Hooks`` (a relay cannot carry it); the binding ends.
    public func bind(
        to relays: ReplayRelay<Element?>..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("bind(to:)", fileID: fileID, line: line) {
            bind(onNext: { element in for relay in relays { relay.accept(element) } })
        }
    }

    /// Calls `onNext` with every element.
    ///
    /// - Emits: each element, to `onNext`.
    /// - Completes: the binding ends.
    /// - Errors: reported through ``Hooks``; the binding ends.
    public func bind(
        onNext: @escaping (Element) -> Void, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("bind(onNext:)", fileID: fileID, line: line) {
            subscribe(onNext: onNext, onError: { error in Hooks.reportUnhandled(error) })
        }
    }

    /// Passes this sequence to `binder` and returns its result: `bind(to: someFunction)`.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Curried form: `bind(to: someFunction)(argument)`.
    public func bind<Argument, Result>(
        to binder: (Self) -> (Argument) -> Result, curriedArgument: Argument
    ) -> Result {
        binder(self)(curriedArgument)
    }
}

extension ObservableType {
    /// Subscribes each of `observers` through one subscription: what every `bind(to:)`, `drive`
    /// and `emit(to:)` to observers does.
    func subscribe<Observer: ObserverType>(all observers: [Observer]) -> any Disposable
    where Observer.Element == Element {
        subscribe(
            AnyObserver { event in
                for observer in observers { observer.on(event) }
            })
    }

    /// Subscribes each of `observers`, which take optionals, through one subscription.
    func subscribe<Observer: ObserverType>(allOptional observers: [Observer]) -> any Disposable
    where Observer.Element == Element? {
        subscribe(
            AnyObserver { event in
                let optional = event.map { Optional($0) }
                for observer in observers { observer.on(optional) }
            })
    }
}
