extension ObservableType where Element: Equatable {
    /// Keeps a property of `owner` equal to this sequence's latest element, writing on the main
    /// actor: the bridge from a view model's output to an `@Observable` screen state that a
    /// SwiftUI view reads.
    ///
    /// ```swift
    /// outputs.isSigninEnabled.assign(to: \.isSigninEnabled, on: self).disposed(by: bindings)
    /// ```
    ///
    /// An element equal to the property's current value is not written, so an output that repeats
    /// itself invalidates no view: only a new value reaches the observers that read that
    /// property, and no other. `owner` is held weakly (unlike Combine's `assign(to:on:)`, which
    /// keeps its object alive), so a state that stores the returned subscription in its own bag
    /// forms no cycle, and its subscriptions end when it is released.
    ///
    /// - Emits: nothing itself: each element is written on the main scheduler (inline when it
    ///   arrives on the main thread; in a test, the scheduler installed with
    ///   ``MainScheduler/withMainScheduler(_:operation:)`` when this is called).
    /// - Completes: the subscription ends with this sequence; the property keeps its last value.
    /// - Errors: an error ends the subscription and is reported through ``Hooks``.
    public func assign<Owner: AnyObject>(
        to keyPath: ReferenceWritableKeyPath<Owner, Element>,
        on owner: Owner
    ) -> any Disposable {
        // A key path is an immutable value, safe to read from the main actor; Swift 6 does not
        // mark it `Sendable` because its type is not known to be.
        let path = Transfer(keyPath)
        return subscribe(
            Binder(owner) { owner, value in
                if owner[keyPath: path.value] != value {
                    owner[keyPath: path.value] = value
                }
            })
    }
}
