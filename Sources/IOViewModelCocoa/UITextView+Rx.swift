#if canImport(UIKit) || canImport(CocoaStandIns)
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
        let values = ControlTarget.events { [weak view = base] (observer: AnyObserver<String?>) in
            guard let view else {
                observer.on(.completed)
                return nil
            }
            observer.on(.next(view.text))
            return ControlTarget({ [weak view] in
                if let view { observer.on(.next(view.text)) }
            }) { target in
                let changes = NotificationCenter.default.addObserver(
                    forName: UITextView.textDidChangeNotification, object: view, queue: nil
                ) { [weak target] _ in
                    MainActor.assumeIsolated { target?.handle(nil) }
                }
                return { _ in NotificationCenter.default.removeObserver(changes) }
            }
        }
        return ControlProperty(
            values: values,
            valueSink: Binder(base) { view, text in
                if view.text != text { view.text = text }
            })
    }
}
#endif
