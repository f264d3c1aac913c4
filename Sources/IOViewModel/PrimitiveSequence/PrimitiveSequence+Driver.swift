extension PrimitiveSequence {
    /// The outcome as a ``Driver``, for a view to bind; an error becomes `onErrorJustReturn`.
    ///
    /// - Emits: the element, or `onErrorJustReturn` in place of an error, on the main scheduler
    ///   (as read now). New observers first get the latest element.
    /// - Completes: right after that element; or empty, when a ``Maybe`` is.
    /// - Errors: never.
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asObservable().asDriver(onErrorJustReturn: onErrorJustReturn)
    }

    /// The outcome as a ``Signal``; an error becomes `onErrorJustReturn`.
    ///
    /// - Emits: the element, or `onErrorJustReturn` in place of an error, on the main scheduler
    ///   (as read now). Nothing is replayed to new observers.
    /// - Completes: right after that element; or empty, when a ``Maybe`` is.
    /// - Errors: never.
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asObservable().asSignal(onErrorJustReturn: onErrorJustReturn)
    }
}
