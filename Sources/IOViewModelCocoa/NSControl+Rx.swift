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
                ControlTarget({ observer.on(.next(())) }) { target in
                    control.target = target
                    control.action = ControlTarget.action
                    return { [weak control] target in
                        guard let control, control.target === target else { return }
                        control.target = nil
                        control.action = nil
                    }
                }
            })
    }

    /// Whether the control is enabled.
    public var isEnabled: Binder<Bool> {
        Binder(base) { control, enabled in control.isEnabled = enabled }
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
