#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UIActivityIndicatorView {
    /// Whether the indicator animates: `true` starts it, `false` stops it.
    public var isAnimating: Binder<Bool> {
        Binder(base) { indicator, animating in
            if animating {
                indicator.startAnimating()
            } else {
                indicator.stopAnimating()
            }
        }
    }
}
#endif
