#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel
import IOViewModelCocoa
import SigninFeature

extension Reactive where Base: UITextField {
    /// The field's border colour from its status: light grey when valid, red when not.
    public var borderStatus: Binder<TextFieldStatus> {
        Binder(base) { field, status in field.layer.borderColor = UIColor(status.borderColor).cgColor }
    }
}
#endif
