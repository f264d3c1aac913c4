// A control's sequences never fail, so the conversions to the UI traits have nothing to
// recover: an error that breaks the contract is reported, and the trait completes at once, from
// where the error was delivered (already the trait's scheduler) rather than through a new
// `empty()`, which would read the main scheduler when the error comes, not when converting.

extension ControlEvent {
    /// The control's events as a ``Driver``; an error, which the contract rules out, is reported
    /// through ``Hooks/reportUnhandled(_:)`` and ends the driver (RxCocoa stops a debug build
    /// instead).
    ///
    /// - Emits: each occurrence of the event, on the main scheduler (as read now). New observers
    ///   first get the latest one.
    /// - Completes: when the control is deallocated.
    /// - Errors: never.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { error in
            Hooks.reportUnhandled(error)
            return .init(unchecked: .empty())
        })
    }

    /// The control's events as a ``Signal``, the trait for one-off events such as a tap; an
    /// error, which the contract rules out, is reported through ``Hooks/reportUnhandled(_:)`` and
    /// ends the signal (RxCocoa stops a debug build instead).
    ///
    /// - Emits: each occurrence of the event, on the main scheduler (as read now). Nothing is
    ///   replayed to new observers.
    /// - Completes: when the control is deallocated.
    /// - Errors: never.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: { error in
            Hooks.reportUnhandled(error)
            return .init(unchecked: .empty())
        })
    }
}
