#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UILabel {
    /// The label's text.
    public var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }
}
#endif
