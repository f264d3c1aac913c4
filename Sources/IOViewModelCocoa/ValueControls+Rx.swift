#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

// The value controls: each one's value as a `ControlProperty` (RxCocoa's names, including its
// second name `value` where RxCocoa has one), all on `controlProperty(editingEvents:getter:setter:)`.

extension Reactive where Base: UIControl {
    /// A value the user edits, read after each editing or value-changed event, as RxCocoa's value
    /// controls are: `controlProperty(editingEvents:getter:setter:)` with those events.
    @MainActor fileprivate func editedValue<T>(
        getter: @escaping @MainActor (Base) -> T,
        setter: @escaping @MainActor (Base, T) -> Void
    ) -> ControlProperty<T> {
        controlProperty(editingEvents: [.allEditingEvents, .valueChanged], getter: getter, setter: setter)
    }
}

extension Reactive where Base: UISegmentedControl {
    /// The index of the selected segment: its index on subscription, then after each selection by
    /// the user; setting it selects the segment, without emitting. It completes when the control
    /// is deallocated.
    @MainActor public var selectedSegmentIndex: ControlProperty<Int> { value }

    /// The index of the selected segment (RxCocoa's other name for `selectedSegmentIndex`).
    @MainActor public var value: ControlProperty<Int> {
        editedValue(getter: { $0.selectedSegmentIndex }, setter: { $0.selectedSegmentIndex = $1 })
    }
}

extension Reactive where Base: UITextField {
    /// The field's text: its current text on subscription, then its text after each edit (and
    /// at the end of editing); setting it sets the text, without emitting, as in UIKit. It
    /// completes when the field is deallocated.
    @MainActor public var text: ControlProperty<String?> { value }

    /// The field's text (RxCocoa's other name for `text`).
    @MainActor public var value: ControlProperty<String?> {
        editedValue(getter: { $0.text }, setter: { field, text in if field.text != text { field.text = text } })
    }
}

#if !os(tvOS)
extension Reactive where Base: UISlider {
    /// The slider's value: its value on subscription, then after each change by the user; setting
    /// it moves the slider (within its minimum and maximum), without emitting. It completes when
    /// the slider is deallocated.
    @MainActor public var value: ControlProperty<Float> {
        editedValue(getter: { $0.value }, setter: { $0.value = $1 })
    }
}

extension Reactive where Base: UIStepper {
    /// The stepper's value: its value on subscription, then after each step by the user; setting
    /// it sets the value (within its minimum and maximum), without emitting. It completes when the
    /// stepper is deallocated.
    @MainActor public var value: ControlProperty<Double> {
        editedValue(getter: { $0.value }, setter: { $0.value = $1 })
    }
}

extension Reactive where Base: UIDatePicker {
    /// The picker's date: its date on subscription, then after each change by the user; setting it
    /// shows the date, without emitting. It completes when the picker is deallocated.
    @MainActor public var date: ControlProperty<Date> { value }

    /// The picker's date (RxCocoa's other name for `date`).
    @MainActor public var value: ControlProperty<Date> {
        editedValue(getter: { $0.date }, setter: { $0.date = $1 })
    }
}

extension Reactive where Base: UISwitch {
    /// Whether the switch is on: its state on subscription, then after each flip by the user;
    /// setting it flips the switch with animation, without emitting. It completes when the switch
    /// is deallocated.
    @MainActor public var isOn: ControlProperty<Bool> { value }

    /// Whether the switch is on (RxCocoa's other name for `isOn`).
    @MainActor public var value: ControlProperty<Bool> {
        controlProperty(editingEvents: .valueChanged, getter: { $0.isOn }, setter: { $0.setOn($1, animated: true) })
    }
}
#endif
#endif
