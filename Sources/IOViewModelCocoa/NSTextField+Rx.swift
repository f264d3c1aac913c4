#if os(macOS) || canImport(CocoaStandIns)
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
        let values = ControlTarget.events { [weak field = base] (observer: AnyObserver<String?>) in
            guard let field else {
                observer.on(.completed)
                return nil
            }
            observer.on(.next(field.stringValue))
            return ControlTarget({ [weak field] in
                if let field { observer.on(.next(field.stringValue)) }
            }) { target in
                let changes = NotificationCenter.default.addObserver(
                    forName: NSControl.textDidChangeNotification, object: field, queue: nil
                ) { [weak target] _ in
                    MainActor.assumeIsolated { target?.handle(nil) }
                }
                return { _ in NotificationCenter.default.removeObserver(changes) }
            }
        }
        return ControlProperty(
            values: values,
            valueSink: Binder(base) { field, text in
                if field.stringValue != text ?? "" { field.stringValue = text ?? "" }
            })
    }
}
#endif
