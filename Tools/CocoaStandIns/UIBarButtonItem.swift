// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
import Foundation

/// UIKit's `UIBarItem`, the abstract superclass of bar items.
@MainActor open class UIBarItem: NSObject {
    /// The objects associated with this one (`objc_setAssociatedObject`), released with it.
    nonisolated let standInAssociations = StandInAssociations()
    /// Whether the item is enabled.
    open var isEnabled: Bool = true
    /// The title displayed on the item.
    open var title: String?
}

/// UIKit's `UIBarButtonItem`: not a control, it has one target and one action, sent when the user
/// taps it; a `nil` target sends the action up the responder chain from the first responder (the
/// stand-ins have none, so it is delivered to no one).
@MainActor open class UIBarButtonItem: UIBarItem {
    /// UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// A button style with plain text styling (the default).
        case plain = 0
    }

    /// Creates an item using the specified title, style, target, and action.
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// The style of the item.
    open var style: UIBarButtonItem.Style = .plain
    /// The object that receives an action when the user selects the item.
    weak open var target: AnyObject?
    /// The selector defining the action message to send to the target object when the user taps this item.
    open var action: Selector?
}

// The associated objects live on the object (see `ObjectiveC.swift`).
extension UIBarItem: StandInAssociating {}
#endif
