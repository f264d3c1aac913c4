/// A type with reactive extensions: it gains `rx`, a ``Reactive`` of itself, for instances and
/// for the type.
///
/// Conforming needs no code: `extension LoginStatusView: ReactiveCompatible {}`. On Apple
/// platforms every `NSObject` conforms already, as in RxSwift, so UIKit and AppKit classes and
/// their subclasses have `rx` out of the box.
///
/// For a class hierarchy, `rx` is typed by the static type of the instance it is read on: a
/// subclass instance gives `Reactive<Subclass>`, so extensions constrained on the subclass apply.
public protocol ReactiveCompatible {
    /// The type the reactive extensions are for: `Self`.
    associatedtype ReactiveBase

    /// The reactive extensions of the type, for static ones.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive extensions of the type, for static ones.
    ///
    /// The setter does nothing: it exists so that a `mutating` member of an extension can be
    /// called through `rx`, as in RxSwift.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        set {}
    }

    /// The reactive extensions of this value.
    ///
    /// The setter does nothing: it exists so that a `mutating` member of an extension can be
    /// called through `rx`, as in RxSwift.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}
