#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UIRefreshControl {
    /// Whether the control shows a refresh in progress, as RxCocoa's `isRefreshing`: `true` calls
    /// `beginRefreshing()`, `false` calls `endRefreshing()`. The user's pull to refresh is the
    /// control's `controlEvent(.valueChanged)`.
    public var isRefreshing: Binder<Bool> {
        Binder(base) { control, refreshing in
            if refreshing {
                control.beginRefreshing()
            } else {
                control.endRefreshing()
            }
        }
    }
}
#endif
