// How each trait is observed, in one place: a Driver is driven, a Signal emitted, an Infallible
// subscribed or bound (RxCocoa's names). Every form is a one-line forward, either to a fan-out
// helper (one subscription serving several observers, the one `bind(to:)` uses in Bind.swift, or
// several relays, at the top) or to the Observable's closure subscription; from trait to trait
// only the names differ.

extension TraitSequenceType {
    /// Hands every element to `accept` once per sink (a relay); completion is ignored, as a relay
    /// never ends.
    func accept<Sink>(into sinks: [Sink], _ accept: @escaping (Sink, Element) -> Void) -> any Disposable {
        asObservable().subscribe(onNext: { element in for sink in sinks { accept(sink, element) } })
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every element (and completion) to each of `observers`.
    ///
    /// RxSwift also requires the call to be made on the main thread; this library does not check.
    public func drive<Observer: ObserverType>(
        _ observers: Observer..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable
    where Observer.Element == Element {
        SubscriptionTrace.tracing("drive", fileID: fileID, line: line) {
            asObservable().subscribe(all: observers)
        }
    }

    /// Sends every element, as an optional, (and completion) to each of `observers`.
    public func drive<Observer: ObserverType>(
        _ observers: Observer..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable
    where Observer.Element == Element? {
        SubscriptionTrace.tracing("drive", fileID: fileID, line: line) {
            asObservable().subscribe(allOptional: observers)
        }
    }

    /// Accepts every element into each of `relays` (a ``BehaviorRelay``'s value becomes it);
    /// completion is ignored, as a relay never ends.
    public func drive(
        _ relays: RelayBase<Element>..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("drive", fileID: fileID, line: line) {
            asSharedSequence().accept(into: relays) { $0.accept($1) }
        }
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func drive(
        _ relays: RelayBase<Element?>..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("drive", fileID: fileID, line: line) {
            asSharedSequence().accept(into: relays) { $0.accept($1) }
        }
    }

    /// Calls the closures for each element and for completion; `onDisposed` runs once when the
    /// subscription ends.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("drive", fileID: fileID, line: line) {
            asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }

    /// `drive(onNext:onCompleted:onDisposed:)` with `object` held weakly and passed to each
    /// closure; events are ignored once it is gone.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("drive(with:)", fileID: fileID, line: line) {
            asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }

    /// Passes this driver's sequence to `transformation` and returns its result.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(asObservable())
    }

    /// Curried form: `drive(someFunction, curriedArgument: argument)`.
    public func drive<Argument, Result>(
        _ with: (Observable<Element>) -> (Argument) -> Result, curriedArgument: Argument
    ) -> Result {
        with(asObservable())(curriedArgument)
    }

    /// Subscribes for the side effects upstream alone, ignoring every element: the same as
    /// `drive(onNext: nil, onCompleted: nil, onDisposed: nil)`.
    ///
    /// Declared on its own (as RxCocoa does) because with no arguments the call would match both
    /// that form and the relay forms above, and Swift would reject it as ambiguous.
    public func drive() -> any Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil, fileID: "", line: 0)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every element (and completion) to each of `observers`.
    public func emit<Observer: ObserverType>(
        to observers: Observer..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable
    where Observer.Element == Element {
        SubscriptionTrace.tracing("emit(to:)", fileID: fileID, line: line) {
            asObservable().subscribe(all: observers)
        }
    }

    /// Sends every element, as an optional, (and completion) to each of `observers`.
    public func emit<Observer: ObserverType>(
        to observers: Observer..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable
    where Observer.Element == Element? {
        SubscriptionTrace.tracing("emit(to:)", fileID: fileID, line: line) {
            asObservable().subscribe(allOptional: observers)
        }
    }

    /// Accepts every element into each of `relays` (a ``BehaviorRelay``'s value becomes it);
    /// completion is ignored, as a relay never ends.
    public func emit(
        to relays: RelayBase<Element>..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("emit(to:)", fileID: fileID, line: line) {
            asSharedSequence().accept(into: relays) { $0.accept($1) }
        }
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func emit(
        to relays: RelayBase<Element?>..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("emit(to:)", fileID: fileID, line: line) {
            asSharedSequence().accept(into: relays) { $0.accept($1) }
        }
    }

    /// Calls the closures for each element and for completion; `onDisposed` runs once when the
    /// subscription ends.
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("emit", fileID: fileID, line: line) {
            asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }

    /// `emit(onNext:onCompleted:onDisposed:)` with `object` held weakly and passed to each
    /// closure; events are ignored once it is gone.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("emit(with:)", fileID: fileID, line: line) {
            asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }

    /// Subscribes for the side effects upstream alone, ignoring every element: the same as
    /// `emit(onNext: nil, onCompleted: nil, onDisposed: nil)`, declared on its own (as RxCocoa
    /// does) so that the call without arguments is not ambiguous with the relay forms above.
    public func emit() -> any Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil, fileID: "", line: 0)
    }
}

extension InfallibleType {
    /// Subscribes with a closure per kind of event; there is no `onError`, as no error can come.
    ///
    /// `onDisposed` runs once, after completion or when the subscription is disposed, whichever
    /// comes first.
    ///
    /// - Emits: each element, to `onNext`.
    /// - Completes: calls `onCompleted`, then `onDisposed`.
    /// - Errors: never: an ``Infallible`` cannot fail.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe", fileID: fileID, line: line) {
            asInfallible().asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }

    /// `subscribe(onNext:onCompleted:onDisposed:)` with `object` held weakly and passed to each
    /// closure; events are ignored once it is gone.
    ///
    /// - Emits: each element, with `object`, to `onNext`, while `object` is alive.
    /// - Completes: calls `onCompleted`, then `onDisposed`, with `object` if it is still alive.
    /// - Errors: never: an ``Infallible`` cannot fail.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe(with:)", fileID: fileID, line: line) {
            asInfallible().asObservable().subscribe(
                with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }

    /// Subscribes with one closure that receives every event.
    ///
    /// - Emits: each element, as `.next`, to `on`.
    /// - Completes: passes `.completed` to `on`.
    /// - Errors: never: an ``Infallible`` cannot fail, so ``InfallibleEvent`` has no error case.
    public func subscribe(
        _ on: @escaping (InfallibleEvent<Element>) -> Void, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("subscribe", fileID: fileID, line: line) {
            asInfallible().asObservable().subscribe(
                AnyObserver { event in
                    switch event {
                    case .next(let element): on(.next(element))
                    case .completed: on(.completed)
                    case .error: break
                    }
                })
        }
    }

    /// Sends every event to each of `observers`.
    ///
    /// - Emits: each element, to every observer in turn.
    /// - Completes: forwards the completion to every observer; the binding ends.
    /// - Errors: never: an ``Infallible`` cannot fail, so no observer is sent an error.
    public func bind<Observer: ObserverType>(
        to observers: Observer..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable
    where Observer.Element == Element {
        SubscriptionTrace.tracing("bind(to:)", fileID: fileID, line: line) {
            asInfallible().asObservable().subscribe(all: observers)
        }
    }

    /// Sends every event, with elements wrapped in an optional, to each of `observers`: RxCocoa's
    /// form for binding to an observer of optionals.
    ///
    /// - Emits: each element, as an optional, to every observer in turn.
    /// - Completes: forwards the completion to every observer; the binding ends.
    /// - Errors: never: an ``Infallible`` cannot fail, so no observer is sent an error.
    public func bind<Observer: ObserverType>(
        to observers: Observer..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable
    where Observer.Element == Element? {
        SubscriptionTrace.tracing("bind(to:)", fileID: fileID, line: line) {
            asInfallible().asObservable().subscribe(allOptional: observers)
        }
    }

    /// Accepts every element into each of `relays` (a ``BehaviorRelay``'s value becomes it).
    ///
    /// - Emits: each element, accepted into every relay in turn.
    /// - Completes: the binding ends; the relays are untouched (a relay cannot complete).
    /// - Errors: never: an ``Infallible`` cannot fail (a relay could not carry an error).
    public func bind(
        to relays: RelayBase<Element>..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("bind(to:)", fileID: fileID, line: line) {
            asInfallible().accept(into: relays) { $0.accept($1) }
        }
    }

    /// Accepts every element, as an optional, into each of `relays`.
    ///
    /// - Emits: each element, as an optional, accepted into every relay in turn.
    /// - Completes: the binding ends; the relays are untouched (a relay cannot complete).
    /// - Errors: never: an ``Infallible`` cannot fail.
    public func bind(
        to relays: RelayBase<Element?>..., fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("bind(to:)", fileID: fileID, line: line) {
            asInfallible().accept(into: relays) { $0.accept($1) }
        }
    }

    /// Calls `onNext` with every element.
    ///
    /// - Emits: each element, to `onNext`.
    /// - Completes: the binding ends.
    /// - Errors: never: an ``Infallible`` cannot fail.
    public func bind(
        onNext: @escaping (Element) -> Void, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("bind(onNext:)", fileID: fileID, line: line) {
            subscribe(onNext: onNext)
        }
    }
}
