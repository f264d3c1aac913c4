#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UISegmentedControl {
    /// The index of the selected segment: its index on subscription, then after each selection by
    /// the user; setting it selects the segment, without emitting. It completes when the control
    /// is deallocated.
    @MainActor public var selectedSegmentIndex: ControlProperty<Int> {
        value
    }

    /// The index of the selected segment (RxCocoa's other name for `selectedSegmentIndex`).
    @MainActor public var value: ControlProperty<Int> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { control in control.selectedSegmentIndex },
            setter: { control, index in control.selectedSegmentIndex = index })
    }
}
#endif
