#if os(macOS) || os(Linux)
#if os(macOS)
import AppKit
#else
import CocoaStandIns
#endif
import Foundation
import IOViewModel

extension Reactive where Base: NSTextField {
    /// The field's text: its current text on subscription, then its text after each change the
    /// field posts `NSControl.textDidChangeNotification` for (the user's typing); setting it sets
    /// the text, without emitting.
    @MainActor public var text: ControlProperty<String?> {
        let values = ControlTarget.values(of: base, after: NSControl.textDidChangeNotification) { field -> String? in
            field.stringValue
        }
        return ControlProperty(
            values: values,
            valueSink: Binder(base) { field, text in
                if field.stringValue != text ?? "" { field.stringValue = text ?? "" }
            })
    }
}
#endif
