#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
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
    /// text, without emitting. It completes when the view is deallocated.
    @MainActor public var text: ControlProperty<String?> {
        value
    }

    /// The text view's text (RxCocoa's other name for `text`).
    @MainActor public var value: ControlProperty<String?> {
        ControlTarget.property(
            of: base,
            after: UITextView.textDidChangeNotification,
            get: { view -> String? in view.text },
            set: { view, text in view.text = text })
    }
}
#endif
