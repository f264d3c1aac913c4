#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UITextField {
    /// The field's text: its current text on subscription, then its text after each edit (and
    /// at the end of editing); setting it sets the text, without emitting, as in UIKit. It
    /// completes when the field is deallocated.
    @MainActor public var text: ControlProperty<String?> {
        value
    }

    /// The field's text (RxCocoa's other name for `text`).
    @MainActor public var value: ControlProperty<String?> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { field in field.text },
            setter: { field, text in
                if field.text != text { field.text = text }
            })
    }
}
#endif
