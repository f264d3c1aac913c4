#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UIBarButtonItem {
    /// The item's taps, as RxCocoa's `tap`: a bar button item is not a control and has one target,
    /// so every subscriber shares one target for as long as any of them is subscribed.
    ///
    /// - Emits: `()` for each tap, on the main actor.
    /// - Completes: when the item is deallocated (at once if it is gone when subscribed).
    /// - Errors: never.
    @MainActor public var tap: ControlEvent<Void> {
        ControlEvent(
            events: ControlTarget.shared(UIBarButtonItemTapKey.key, of: base) {
                ControlTarget.events(of: base) { (item: Base, observer: AnyObserver<Void>) in
                    ControlTarget.takingSoleTarget(of: item) { observer.on(.next(())) }
                }
            })
    }
}

extension UIBarButtonItem: SoleTargetOwner {}

/// The key the shared taps of a bar button item are associated under.
@MainActor private enum UIBarButtonItemTapKey {
    static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
#endif
