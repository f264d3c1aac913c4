#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UIStepper {
    /// The stepper's value: its value on subscription, then after each step by the user; setting
    /// it sets the value (within its minimum and maximum), without emitting. It completes when the
    /// stepper is deallocated.
    @MainActor public var value: ControlProperty<Double> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { stepper in stepper.value },
            setter: { stepper, value in stepper.value = value })
    }
}
#endif
