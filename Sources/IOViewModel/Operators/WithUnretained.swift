extension ObservableType {
    /// Pairs each element with `object`, held weakly, through `resultSelector`; completes once
    /// `object` is gone.
    ///
    /// - Emits: `resultSelector(object, element)` for each element while `object` is alive.
    /// - Completes: when this sequence completes, or at the first element after `object` has been
    ///   deallocated (the source is then disposed).
    /// - Errors: when this sequence fails.
    @inlinable
    public func withUnretained<Object: AnyObject, Result>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Result
    ) -> Observable<Result> {
        // Held weakly from the start: the observable itself must not keep `object` alive either.
        weak let object = object
        // The object going away stops the source early: subscribe inside a trampoline.
        return stoppableElementSink(trampolined: true) { sink, element in
            guard let object else { return sink.finish(.completed) }
            sink.observer.on(.next(resultSelector(object, element)))
        }
    }

    /// Pairs each element with `object`, held weakly: replaces the `[weak self]` dance in `flatMap`
    /// and friends.
    ///
    /// - Emits: `(object, element)` for each element while `object` is alive.
    /// - Completes: when this sequence completes, or at the first element that finds `object` gone.
    /// - Errors: when this sequence fails.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}
