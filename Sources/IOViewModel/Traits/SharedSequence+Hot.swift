extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// This driver as a view model's state output: connected now and shared, replaying its latest
    /// element, the connection kept in `disposeBag` (the view model's own).
    ///
    /// The ``Driver`` form of ``ObservableType/hot(replay:keptBy:)``. A driver alone shares
    /// lazily: it connects when the first view drives it and starts over after the last one
    /// leaves, so the order in which outputs emit would follow the order in which the view
    /// subscribed. Made hot in `init`, the outputs are connected in the order they are declared,
    /// and one input event reaches them in that order. Nothing here moves to another scheduler:
    /// the driver already delivers on the main one, so a view model hops once, where its private
    /// stream becomes a driver, and every output is derived from that driver.
    ///
    /// - Emits: this driver's elements from now on, on the main scheduler; a new observer first
    ///   gets the latest one.
    /// - Completes: when this driver completes (a later observer gets the latest element, then
    ///   the completion).
    /// - Errors: never.
    public func hot(keptBy disposeBag: DisposeBag) -> Driver<Element> {
        Driver(unchecked: source.hot(replay: 1, keptBy: disposeBag))
    }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
    /// This signal as a view model's event output: connected now and shared, replaying nothing,
    /// the connection kept in `disposeBag` (the view model's own).
    ///
    /// The ``Signal`` form of ``ObservableType/hot(replay:keptBy:)`` with `replay: 0`: a view that
    /// subscribes late must not act on an old event. Connected in `init`, in the order the
    /// outputs are declared, like a driver made hot with `hot(keptBy:)`.
    ///
    /// - Emits: this signal's elements from now on, on the main scheduler, to whoever observes it
    ///   then.
    /// - Completes: when this signal completes (a later observer gets the completion).
    /// - Errors: never.
    public func hot(keptBy disposeBag: DisposeBag) -> Signal<Element> {
        Signal(unchecked: source.hot(replay: 0, keptBy: disposeBag))
    }
}
