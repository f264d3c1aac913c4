#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import Foundation
import IOViewModel

extension Reactive where Base: UITextView {
    /// The text view's text: its current text on subscription, then its text after each change
    /// the view posts `textDidChangeNotification` for (the user's edits); setting it sets the
    /// text, without emitting.
    @MainActor public var text: ControlProperty<String?> {
        value
    }

    /// The text view's text (RxCocoa's other name for ``text``).
    @MainActor public var value: ControlProperty<String?> {
        let values = ControlTarget.values(of: base, after: UITextView.textDidChangeNotification) { view -> String? in
            view.text
        }
        return ControlProperty(
            values: values,
            valueSink: Binder(base) { view, text in
                if view.text != text { view.text = text }
            })
    }
}
#endif
