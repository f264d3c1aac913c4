extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// Runs `second` once this completable has completed: "save, then load".
    ///
    /// - Emits: `second`'s element; `second` is subscribed only after this one completes.
    /// - Completes: right after that element.
    /// - Errors: with this completable's error (`second` is then never subscribed) or `second`'s.
    @inlinable
    public func andThen<Result>(_ second: Single<Result>) -> Single<Result> {
        Single(raw: andThenSource(second.source))
    }

    /// Runs `second` once this completable has completed.
    ///
    /// - Emits: `second`'s element, if any; `second` is subscribed only after this one
    ///   completes.
    /// - Completes: right after `second`'s element; or empty, when `second` is.
    /// - Errors: with this completable's error (`second` is then never subscribed) or `second`'s.
    @inlinable
    public func andThen<Result>(_ second: Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: andThenSource(second.source))
    }

    /// Runs `second` once this completable has completed.
    ///
    /// - Emits: never; a completable has no elements.
    /// - Completes: when `second` completes; `second` is subscribed only after this one
    ///   completes.
    /// - Errors: with this completable's error (`second` is then never subscribed) or `second`'s.
    @inlinable
    public func andThen(_ second: Completable) -> Completable {
        concat(second)
    }

    /// Runs the observable `second` once this completable has completed.
    ///
    /// - Emits: `second`'s elements; `second` is subscribed only after this one completes.
    /// - Completes: when `second` completes.
    /// - Errors: with this completable's error (`second` is then never subscribed) or `second`'s.
    @inlinable
    public func andThen<Result>(_ second: Observable<Result>) -> Observable<Result> {
        andThenSource(second)
    }

    @inlinable
    func andThenSource<Result>(_ second: Observable<Result>) -> Observable<Result> {
        source.terminalEvents(as: Result.self).concat(second)
    }
}
