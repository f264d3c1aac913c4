/// An event of an ``Infallible`` sequence: an element or completion, never an error.
@frozen
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence finished.
    case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}

/// An observable sequence that never fails: no scheduler and no sharing implied (unlike
/// ``Driver`` and ``Signal``), only the promise that no error is emitted.
///
/// Create one with ``ObservableType/asInfallible(onErrorJustReturn:)`` and its siblings, or with
/// ``create(subscribe:)``; subscribe with closures that have no error case.
public struct Infallible<Element> {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps `source`, which must never fail.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as a plain ``Observable`` (which never fails).
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns `self`.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        self
    }
}

extension Infallible {
    /// A sequence whose subscriptions each run `subscribe` with a closure to feed events to;
    /// events after `.completed` or after disposal are dropped, as for ``Observable/create(_:)``.
    public static func create(
        subscribe: @escaping (_ observer: @escaping (InfallibleEvent<Element>) -> Void) -> any Disposable
    ) -> Infallible<Element> {
        Infallible(
            Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .next(let element): observer.onNext(element)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }

    /// Emits `element`, then completes.
    @inlinable
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// Completes at once.
    @inlinable
    public static func empty() -> Infallible<Element> {
        Infallible(.empty())
    }

    /// Never emits nor completes.
    @inlinable
    public static func never() -> Infallible<Element> {
        Infallible(.never())
    }

    /// Emits the arguments in order, then completes.
    public static func of(_ elements: Element...) -> Infallible<Element> {
        Infallible(.from(elements))
    }

    /// Emits the elements of `sequence` in order, then completes.
    public static func from<Source: Sequence>(_ sequence: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(.from(sequence))
    }
}

extension ObservableType {
    /// This sequence as an ``Infallible``, replacing an error with `element` (then completing).
    @inlinable
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(catchAndReturn(element))
    }

    /// This sequence as an ``Infallible``, continuing with `infallible` after an error.
    @inlinable
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        let fallback = infallible.asObservable()
        return Infallible(self.catch { _ in fallback })
    }

    /// This sequence as an ``Infallible``, continuing with the sequence `onErrorRecover` returns
    /// for the error.
    @inlinable
    public func asInfallible(onErrorRecover: @escaping (any Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(self.catch { error in onErrorRecover(error).asObservable() })
    }
}

extension SharedSequence {
    /// This driver or signal as an ``Infallible`` (keeping its scheduler and sharing).
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(source)
    }
}

extension PublishRelay {
    /// The relay as an ``Infallible``.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension BehaviorRelay {
    /// The relay as an ``Infallible``: its current value, then every accepted value.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension Infallible {
    /// Subscribes with a closure per kind of event; `onDisposed` runs once when the subscription
    /// ends.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// `subscribe(onNext:onCompleted:onDisposed:)` with `object` held weakly and passed to each
    /// closure; events are ignored once it is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with one closure that receives every event.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> any Disposable {
        source.subscribe(
            AnyObserver { event in
                switch event {
                case .next(let element): on(.next(element))
                case .completed: on(.completed)
                case .error: break
                }
            })
    }

    /// Sends every event to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        source.subscribe(
            AnyObserver { event in
                for observer in observers { observer.on(event) }
            })
    }

    /// Accepts every element into each of `relays`.
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Makes every element the value of each of `relays`.
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Calls `onNext` with every element.
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext)
    }
}

extension Infallible {
    /// Emits `transform(element)` for each element.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(source.map(transform))
    }

    /// Emits the elements for which `predicate` returns `true`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(source.filter(predicate))
    }

    /// Emits the non-`nil` results of `transform`.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(source.compactMap(transform))
    }

    /// Emits the elements of the sequence `selector` returns for the latest element only.
    @inlinable
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(source.flatMapLatest { selector($0).asObservable() })
    }

    /// Emits the running accumulation of the elements, starting from `seed`.
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
    ) -> Infallible<Accumulate> {
        Infallible<Accumulate>(
            source.scan(into: seed) { accumulated, element in
                accumulated = accumulator(accumulated, element)
            })
    }

    /// Combines each element with the latest element of `second`, once it has one.
    @inlinable
    public func withLatestFrom<Second, Result>(
        _ second: Infallible<Second>, resultSelector: @escaping (Element, Second) -> Result
    ) -> Infallible<Result> {
        Infallible<Result>(source.withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Runs side effects for each element, completion, and the subscription's life.
    @inlinable
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(source.do(onNext: onNext, onCompleted: onCompleted, onSubscribe: onSubscribe, onDispose: onDispose))
    }

    /// Delivers every event on `scheduler`.
    @inlinable
    public func observe(on scheduler: some ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(source.observe(on: scheduler))
    }

    /// Emits an element once `dueTime` has passed without another.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Infallible<Element> {
        Infallible(source.debounce(dueTime, scheduler: scheduler))
    }

    /// Emits at most one element per `dueTime`.
    @inlinable
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: some SchedulerType
    ) -> Infallible<Element> {
        Infallible(source.throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Shares one subscription among all subscribers; see ``ObservableType/share(replay:scope:)``.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(source.share(replay: replay, scope: scope))
    }

    /// Emits the latest element of each source once all have emitted.
    @inlinable
    public static func combineLatest<First, Second>(
        _ first: Infallible<First>, _ second: Infallible<Second>,
        resultSelector: @escaping (First, Second) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(first.asObservable(), second.asObservable(), resultSelector: resultSelector))
    }

    /// Emits the elements of every argument as they arrive.
    @inlinable
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension Infallible where Element: Equatable {
    /// Emits an element only if it differs from the previous one.
    @inlinable
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(source.distinctUntilChanged())
    }
}
