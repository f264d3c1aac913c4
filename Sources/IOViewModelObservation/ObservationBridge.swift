import IOViewModel

/// An `@Observable` screen state that shows a view model's outputs as properties: the bridge
/// from a view model to a SwiftUI view.
///
/// Conform a `@MainActor @Observable` class, declare one property per output the view reads and
/// one settable property (or method) per input, and connect each output with ``show(_:in:)``.
/// ``ScreenState`` is the shorter form: derive from it and each output is one computed property.
///
/// Each output is written on the main actor, and only when its value changes, so a new value
/// invalidates the views that read that property and no other (see
/// `ObservableType.assign(to:on:)`). The state is held weakly by its subscriptions, which live
/// in ``bindings``: releasing the state ends them, and no cycle forms between the state, its view
/// model and the subscriptions.
@MainActor
public protocol ObservationBridge: AnyObject {
    /// The subscriptions that keep the state's properties up to date; they end with the state.
    var bindings: DisposeBag { get }
}

extension ObservationBridge {
    /// Keeps the property at `keyPath` equal to the latest element of `output` (an `Observable`, a
    /// `Driver`, a `Signal`), written on the main actor and only when it differs; the
    /// subscription lives in ``bindings``.
    ///
    /// - Emits: nothing itself: each element is written on the main scheduler.
    /// - Completes: the subscription ends with `output`; the property keeps its last value.
    /// - Errors: an error ends the subscription and is reported through `Hooks`.
    public func show<Output: ObservableConvertibleType>(
        _ output: Output,
        in keyPath: ReferenceWritableKeyPath<Self, Output.Element>
    ) where Output.Element: Equatable {
        output.asObservable().assign(to: keyPath, on: self).disposed(by: bindings)
    }
}
