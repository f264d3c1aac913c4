#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UIView {
    /// Whether the view is hidden.
    public var isHidden: Binder<Bool> {
        Binder(base) { view, hidden in view.isHidden = hidden }
    }

    /// The view's alpha value.
    public var alpha: Binder<CGFloat> {
        Binder(base) { view, alpha in view.alpha = alpha }
    }

    /// The colour of the view's layer border (`nil` for none); not in RxCocoa.
    public var borderColor: Binder<UIColor?> {
        Binder(base) { view, color in view.layer.borderColor = color?.cgColor }
    }
}
#endif
