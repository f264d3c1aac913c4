// The flattening operators of Driver and Signal for an inner sequence of the other trait, as in
// RxCocoa: `tap.flatMapLatest { _ in request.asDriver(onErrorJustReturn: x) }`, a signal mapped
// to drivers, is a driver. The result takes the inner sequences' trait, since they are what it
// emits; both traits deliver on the main scheduler, so only the sharing changes.

extension SharedSequence {
    /// Emits the elements of every sequence `selector` returns, as they arrive, as a sequence of
    /// their trait.
    ///
    /// - Emits: each inner sequence's elements when it emits them.
    /// - Completes: when this sequence and every inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func flatMap<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        .shared(source.flatMap { selector($0).asObservable() })
    }

    /// Emits the elements of the sequence `selector` returns for the latest element only, as a
    /// sequence of its trait.
    ///
    /// - Emits: the latest inner sequence's elements; an element disposes the previous inner one.
    /// - Completes: when this sequence and the latest inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func flatMapLatest<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        .shared(source.flatMapLatest { selector($0).asObservable() })
    }

    /// Emits the elements of the sequences `selector` returns, ignoring elements that arrive
    /// while one is running, as a sequence of their trait.
    ///
    /// - Emits: the running inner sequence's elements.
    /// - Completes: when this sequence and the running inner sequence have completed.
    /// - Errors: never.
    @inlinable
    public func flatMapFirst<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        .shared(source.flatMapFirst { selector($0).asObservable() })
    }
}
