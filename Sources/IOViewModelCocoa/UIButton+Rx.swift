#if canImport(UIKit) || os(Linux)
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
}
#endif
