/// The `rx` namespace of a type: where its reactive extensions live, apart from its own members.
///
/// Extend it constrained on the base type, as RxSwift code does, and reach it through `rx`
/// (see ``ReactiveCompatible``):
///
/// ```swift
/// extension Reactive where Base: LoginStatusView {
///     var isBusy: Binder<Bool> {
///         Binder(base) { view, busy in view.isBusy = busy }
///     }
/// }
/// ```
///
/// For a class, every writable property is also available as a ``Binder`` without writing an
/// extension: `statusView.rx.message` binds to `statusView.message` (a member written in an
/// extension takes precedence over this).
///
/// Swift 6: `Reactive` is not isolated to the main actor, since not every base is a view (RxSwift
/// extends `URLSession` and `NotificationCenter` the same way). An extension that only builds a
/// ``Binder`` needs no isolation either: the default ``Binder`` takes a `@MainActor` closure, so
/// the closure may touch a main-actor view while the property itself can be read anywhere. An
/// extension member that reads the view's state directly must be marked `@MainActor`, as the
/// view's own members are.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The object being extended.
    public let base: Base

    /// The reactive extensions of `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A ``Binder`` that sets the property at `keyPath` of the base, on the main actor: what
    /// RxSwift synthesizes for every writable property of a class.
    ///
    /// The base is held weakly: the binding does not keep the view alive, and elements that
    /// arrive after it is gone are dropped.
    public subscript<Property>(
        dynamicMember keyPath: any ReferenceWritableKeyPath<Base, Property> & Sendable
    ) -> Binder<Property> where Base: AnyObject {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

extension Reactive: Sendable where Base: Sendable {}
