// Operators on Driver and Signal. Each one applies the Observable operator of the same name to
// the shared sequence and shares the result again the trait's way, so a chain of them stays a
// Driver (or a Signal). Closures cannot throw: the trait never fails. Time-based operators run
// their timers on the trait's scheduler, as read when the operator is applied.

extension SharedSequence {
    /// Emits `transform(element)` for each element.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.map(transform))
    }

    /// Emits the elements for which `predicate` returns `true`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.filter(predicate))
    }

    /// Emits the non-`nil` results of `transform`.
    @inlinable
    public func compactMap<Result>(
        _ transform: @escaping (Element) -> Result?
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.compactMap(transform))
    }

    /// Emits the elements of the sequence `selector` returns for the latest element only.
    @inlinable
    public func flatMapLatest<Result>(
        _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.flatMapLatest { selector($0).asObservable() })
    }

    /// Emits the elements of the sequences `selector` returns, ignoring elements that arrive
    /// while one is running.
    @inlinable
    public func flatMapFirst<Result>(
        _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.flatMapFirst { selector($0).asObservable() })
    }

    /// Emits the running accumulation of the elements, starting from `seed`.
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
    ) -> SharedSequence<SharingStrategy, Accumulate> {
        SharedSequence<SharingStrategy, Accumulate>(
            source.scan(into: seed) { accumulated, element in
                accumulated = accumulator(accumulated, element)
            })
    }

    /// Emits `elements`, then this sequence's elements.
    @inlinable
    public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        let source = self.source
        return SharedSequence(
            Observable { observer in
                for element in elements { observer.on(.next(element)) }
                return source.subscribe(observer)
            })
    }

    /// Combines each element with the latest element of `second`, once it has one; completes
    /// with this sequence.
    @inlinable
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(
            source.withLatestFrom(second.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` each time this sequence emits, once `second` has emitted.
    @inlinable
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(
        _ second: Second
    ) -> SharedSequence<SharingStrategy, Second.Element> {
        SharedSequence<SharingStrategy, Second.Element>(source.withLatestFrom(second.asSharedSequence().asObservable()))
    }

    /// Runs side effects for each event and for the subscription's life; see
    /// ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``.
    @inlinable
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            source.do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Prints every event; see ``ObservableType/debug(_:trimOutput:file:line:function:)``.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Emits an element once `dueTime` has passed without another, on the trait's scheduler.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Emits at most one element per `dueTime`, on the trait's scheduler.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts every element later by `dueTime`, on the trait's scheduler.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Emits the elements of every sequence of `sources` as they arrive.
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Emits the elements of every argument as they arrive.
    @inlinable
    public static func merge(
        _ sources: SharedSequence<SharingStrategy, Element>...
    ) -> SharedSequence<SharingStrategy, Element> {
        merge(sources)
    }

    /// Combines the latest elements of the sequences of `collection` with `resultSelector`, once
    /// each has emitted.
    @inlinable
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element: SharedSequenceConvertibleType, Sources.Element.SharingStrategy == SharingStrategy {
        SharedSequence(
            Observable.combineLatest(
                collection.map { $0.asSharedSequence().asObservable() },
                resultSelector: resultSelector))
    }

    /// Arrays of the latest elements of the sequences of `collection`, once each has emitted.
    @inlinable
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources
    ) -> SharedSequence<SharingStrategy, [Element]>
    where
        Sources.Element: SharedSequenceConvertibleType, Sources.Element.SharingStrategy == SharingStrategy,
        Sources.Element.Element == Element
    {
        SharedSequence<SharingStrategy, [Element]>(
            Observable.combineLatest(collection.map { $0.asSharedSequence().asObservable() }))
    }
}

extension SharedSequence where Element: Equatable {
    /// Emits an element only if it differs from the previous one.
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.distinctUntilChanged())
    }
}
