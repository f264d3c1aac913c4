#if canImport(ObjectiveC)
import Foundation

/// Every Objective-C object has reactive extensions, as in RxSwift: UIKit and AppKit views and
/// controls reach theirs through `rx` without declaring anything.
extension NSObject: ReactiveCompatible {}
#endif
