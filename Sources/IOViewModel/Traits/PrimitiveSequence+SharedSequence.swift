// The recovering conversions of Single, Maybe and Completable to Driver and Signal, which
// RxCocoa has for every observable-convertible type: a request's failure becomes what the
// screen shows instead. `asDriver(onErrorJustReturn:)` and `asSignal(onErrorJustReturn:)` are
// with the traits, in PrimitiveSequence+Driver.swift.

extension PrimitiveSequence {
    /// The outcome as a ``Driver``, continuing with `onErrorDriveWith` after an error.
    ///
    /// - Emits: the element, on the main scheduler (as read now); after an error,
    ///   `onErrorDriveWith`'s elements.
    /// - Completes: right after the element, or when `onErrorDriveWith` completes.
    /// - Errors: never.
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asObservable().asDriver(onErrorDriveWith: onErrorDriveWith)
    }

    /// The outcome as a ``Driver``, continuing with the driver `onErrorRecover` returns for the
    /// error.
    ///
    /// - Emits: the element, on the main scheduler (as read now); after an error, the recovery
    ///   driver's elements.
    /// - Completes: right after the element, or when the recovery driver completes.
    /// - Errors: never.
    @inlinable
    public func asDriver(onErrorRecover: @escaping (any Error) -> Driver<Element>) -> Driver<Element> {
        asObservable().asDriver(onErrorRecover: onErrorRecover)
    }

    /// The outcome as a ``Signal``, continuing with `onErrorSignalWith` after an error.
    ///
    /// - Emits: the element, on the main scheduler (as read now); after an error,
    ///   `onErrorSignalWith`'s elements.
    /// - Completes: right after the element, or when `onErrorSignalWith` completes.
    /// - Errors: never.
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asObservable().asSignal(onErrorSignalWith: onErrorSignalWith)
    }

    /// The outcome as a ``Signal``, continuing with the signal `onErrorRecover` returns for the
    /// error.
    ///
    /// - Emits: the element, on the main scheduler (as read now); after an error, the recovery
    ///   signal's elements.
    /// - Completes: right after the element, or when the recovery signal completes.
    /// - Errors: never.
    @inlinable
    public func asSignal(onErrorRecover: @escaping (any Error) -> Signal<Element>) -> Signal<Element> {
        asObservable().asSignal(onErrorRecover: onErrorRecover)
    }
}
