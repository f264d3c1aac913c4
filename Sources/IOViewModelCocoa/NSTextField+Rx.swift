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
    /// the text (`nil` as ""), without emitting. It completes when the field is deallocated.
    @MainActor public var text: ControlProperty<String?> {
        ControlTarget.property(
            of: base,
            after: NSControl.textDidChangeNotification,
            get: { field -> String? in field.stringValue },
            set: { field, text in field.stringValue = text ?? "" })
    }
}
#endif
