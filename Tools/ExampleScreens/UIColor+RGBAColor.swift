#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import SigninFeature

extension UIColor {
    /// The colour `color` as a UIKit colour.
    public convenience init(_ color: RGBAColor) {
        self.init(
            red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
            alpha: CGFloat(color.alpha))
    }
}
#endif
