extension ObservableType {
    /// Emits no elements: only the source's completion or error.
    ///
    /// As in RxSwift 6, this returns an `Observable<Never>`; ``ObservableType/asCompletable()``
    /// makes it a ``Completable``.
    ///
    /// - Emits: nothing.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func ignoreElements() -> Observable<Never> {
        terminalEvents(as: Never.self)
    }
}

extension ObservableType {
    /// This sequence's completion or error only, as a sequence of any element type: `Never` for
    /// `ignoreElements()`, another type for a completable (whose `Never` elements cannot occur)
    /// to be followed by elements.
    @inlinable
    func terminalEvents<Result>(name: StaticString = #function, as _: Result.Type) -> Observable<Result> {
        forwardingElements(name: name) { (_: Element) -> Result? in nil }
    }
}
