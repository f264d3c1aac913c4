#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UISlider {
    /// The slider's value: its value on subscription, then after each change by the user; setting
    /// it moves the slider (within its minimum and maximum), without emitting. It completes when
    /// the slider is deallocated.
    @MainActor public var value: ControlProperty<Float> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { slider in slider.value },
            setter: { slider, value in slider.value = value })
    }
}
#endif
