#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UISwitch {
    /// Whether the switch is on: its state on subscription, then after each flip by the user;
    /// setting it flips the switch with animation, without emitting. It completes when the switch
    /// is deallocated.
    @MainActor public var isOn: ControlProperty<Bool> {
        value
    }

    /// Whether the switch is on (RxCocoa's other name for `isOn`).
    @MainActor public var value: ControlProperty<Bool> {
        controlProperty(
            editingEvents: .valueChanged,
            getter: { control in control.isOn },
            setter: { control, on in control.setOn(on, animated: true) })
    }
}
#endif
