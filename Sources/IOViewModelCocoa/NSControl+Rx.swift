#if os(macOS) || os(Linux)
#if os(macOS)
import AppKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: NSControl {
    /// The control's action, as RxCocoa's `controlEvent` on AppKit: each time the control sends
    /// it. An AppKit control has one target, so the binding takes it for as long as it lasts.
    ///
    /// - Emits: `()` each time the control sends its action.
    /// - Completes: when the control is deallocated (at once if it is gone when subscribed).
    /// - Errors: never.
    @MainActor public var controlEvent: ControlEvent<Void> {
        ControlEvent(
            events: ControlTarget.events(of: base) { (control: Base, observer: AnyObserver<Void>) in
                ControlTarget.takingSoleTarget(of: control) { observer.on(.next(())) }
            })
    }

    /// A property of the control that the user changes through its action, as RxCocoa's
    /// `controlProperty(getter:setter:)` on AppKit: its value on subscription, then its value each
    /// time the control sends its action; setting it calls `setter` on the main actor, without
    /// emitting. Like ``controlEvent``, it takes the control's one target while subscribed. It
    /// completes when the control is deallocated.
    @MainActor public func controlProperty<T>(
        getter: @escaping @MainActor (Base) -> T,
        setter: @escaping @MainActor (Base, T) -> Void
    ) -> ControlProperty<T> {
        let values = ControlTarget.events(of: base) { (control: Base, observer: AnyObserver<T>) in
            observer.on(.next(getter(control)))
            return ControlTarget.takingSoleTarget(of: control) { [weak control] in
                if let control { observer.on(.next(getter(control))) }
            }
        }
        return ControlProperty(values: values, valueSink: Binder(base) { control, value in setter(control, value) })
    }

    /// Whether the control is enabled.
    public var isEnabled: Binder<Bool> {
        Binder(base) { control, enabled in control.isEnabled = enabled }
    }
}

extension NSControl: SoleTargetOwner {}

extension Reactive where Base: NSSlider {
    /// The slider's value (`doubleValue`): its value on subscription, then each time the user
    /// moves it; setting it moves the slider, without emitting. It completes when the slider is
    /// deallocated.
    @MainActor public var value: ControlProperty<Double> {
        controlProperty(
            getter: { slider in slider.doubleValue },
            setter: { slider, value in slider.doubleValue = value })
    }
}

extension Reactive where Base: NSButton {
    /// The button's clicks.
    ///
    /// - Emits: `()` for each click, on the main actor.
    /// - Completes: when the button is deallocated (at once if it is gone when subscribed).
    /// - Errors: never.
    @MainActor public var tap: ControlEvent<Void> {
        controlEvent
    }
}

extension Reactive where Base: NSView {
    /// Whether the view is hidden.
    public var isHidden: Binder<Bool> {
        Binder(base) { view, hidden in view.isHidden = hidden }
    }

    /// The view's opacity (`alphaValue`).
    public var alpha: Binder<CGFloat> {
        Binder(base) { view, alpha in view.alphaValue = alpha }
    }
}
#endif
