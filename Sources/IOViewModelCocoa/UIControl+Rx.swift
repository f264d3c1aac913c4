#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UIControl {
    /// The control's `controlEvents`, as RxCocoa's `controlEvent(_:)`: each one, on the main actor.
    ///
    /// - Emits: `()` each time the control sends one of `controlEvents`.
    /// - Completes: when the control is deallocated (at once if it is gone when subscribed).
    /// - Errors: never.
    @MainActor public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        ControlEvent(
            events: ControlTarget.events(of: base) { (control: Base, observer: AnyObserver<Void>) in
                ControlTarget({ observer.on(.next(())) }) { target in
                    control.addTarget(target, action: ControlTarget.action, for: controlEvents)
                    return { [weak control] target in
                        control?.removeTarget(target, action: ControlTarget.action, for: controlEvents)
                    }
                }
            })
    }

    /// A property of the control that the user changes through `editingEvents`, as RxCocoa's
    /// `controlProperty(editingEvents:getter:setter:)`: its current value on subscription, then
    /// its value after each of those events; setting it calls `setter` on the main actor. It
    /// completes when the control is deallocated.
    @MainActor public func controlProperty<T>(
        editingEvents: UIControl.Event,
        getter: @escaping @MainActor (Base) -> T,
        setter: @escaping @MainActor (Base, T) -> Void
    ) -> ControlProperty<T> {
        let values = ControlTarget.events(of: base) { (control: Base, observer: AnyObserver<T>) in
            observer.on(.next(getter(control)))
            return ControlTarget({ [weak control] in
                if let control { observer.on(.next(getter(control))) }
            }) { target in
                control.addTarget(target, action: ControlTarget.action, for: editingEvents)
                return { [weak control] target in
                    control?.removeTarget(target, action: ControlTarget.action, for: editingEvents)
                }
            }
        }
        return ControlProperty(values: values, valueSink: Binder(base) { control, value in setter(control, value) })
    }

    /// Whether the control is enabled.
    public var isEnabled: Binder<Bool> {
        Binder(base) { control, enabled in control.isEnabled = enabled }
    }
}
#endif
