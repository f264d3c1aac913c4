#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

// The controls that show work in progress: a `Binder<Bool>` that starts or ends it.

extension Reactive where Base: UIActivityIndicatorView {
    /// Whether the indicator animates: `true` starts it, `false` stops it.
    public var isAnimating: Binder<Bool> {
        Binder(base) { indicator, animating in animating ? indicator.startAnimating() : indicator.stopAnimating() }
    }
}

#if !os(tvOS)
extension Reactive where Base: UIRefreshControl {
    /// Whether the control shows a refresh in progress, as RxCocoa's `isRefreshing`: `true` calls
    /// `beginRefreshing()`, `false` calls `endRefreshing()`. The user's pull to refresh is the
    /// control's `controlEvent(.valueChanged)`.
    public var isRefreshing: Binder<Bool> {
        Binder(base) { control, refreshing in refreshing ? control.beginRefreshing() : control.endRefreshing() }
    }
}
#endif
#endif
