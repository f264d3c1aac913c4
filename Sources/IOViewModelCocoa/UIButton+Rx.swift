#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UIButton {
    /// The button's taps (touch up inside).
    ///
    /// - Emits: `()` for each tap, on the main actor.
    /// - Completes: when the button is deallocated (at once if it is gone when subscribed).
    /// - Errors: never.
    @MainActor public var tap: ControlEvent<Void> {
        controlEvent(.touchUpInside)
    }

    /// The button's title in `controlState`, as RxCocoa's `title(for:)`: each value is set with
    /// `setTitle(_:for:)` (the default, `[]`, is the normal state, whose title UIKit shows in
    /// every state without one of its own).
    public func title(for controlState: UIControl.State = []) -> Binder<String?> {
        Binder(base) { button, title in button.setTitle(title, for: controlState) }
    }
}
#endif
