extension ControlProperty {
    /// The control's values as a ``Driver``; an error, which a control property's contract rules
    /// out, is reported through ``Hooks/reportUnhandled(_:)`` and ends the driver (RxCocoa stops
    /// a debug build instead).
    ///
    /// As in RxCocoa there is no `asSignal()`: a property has a current value, which is what a
    /// ``Driver`` replays; ``changed`` is the property's events, and has one.
    ///
    /// - Emits: the control's current value, then each change, on the main scheduler (as read
    ///   now). New observers first get the latest value.
    /// - Completes: when the control is deallocated.
    /// - Errors: never.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { error in
            Hooks.reportUnhandled(error)
            return .init(unchecked: .empty())
        })
    }
}
