#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UIDatePicker {
    /// The picker's date: its date on subscription, then after each change by the user; setting it
    /// shows the date, without emitting. It completes when the picker is deallocated.
    @MainActor public var date: ControlProperty<Date> {
        value
    }

    /// The picker's date (RxCocoa's other name for `date`).
    @MainActor public var value: ControlProperty<Date> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { picker in picker.date },
            setter: { picker, date in picker.date = date })
    }
}
#endif
