// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
import Foundation

/// AppKit's `NSView`.
@MainActor open class NSView: UIResponder {
    /// Whether the view is hidden.
    open var isHidden: Bool = false
    /// The opacity of the view.
    open var alphaValue: CGFloat = 1
}

/// AppKit's `NSControl`: one target and one action, sent when the control is used.
@MainActor open class NSControl: NSView {
    /// Posted when the text of a control (a text field) changes.
    public static let textDidChangeNotification: NSNotification.Name = NSNotification.Name(
        "NSControlTextDidChangeNotification")
    /// The control's target object.
    weak open var target: AnyObject?
    /// The default action-message selector associated with the control.
    open var action: Selector?
    /// Whether the control reacts to mouse events.
    open var isEnabled: Bool = true
    /// The value of the receiver's cell as a string.
    open var stringValue: String = ""

    /// Causes the specified action to be sent to the target.
    open func sendAction(_ action: Selector?, to target: Any?) -> Bool {
        guard let action, let receiver = target as? any StandInActionReceiving else { return false }
        receiver.standInPerform(action, sender: self)
        return true
    }
}

/// AppKit's `NSButton`.
@MainActor open class NSButton: NSControl {}

/// AppKit's `NSTextField`.
@MainActor open class NSTextField: NSControl {}

extension NSButton {
    /// Clicks the button as the user would (the stand-in's own).
    public func standInClick() { _ = sendAction(action, to: target) }
}

extension NSTextField {
    /// Types `text` as the user would (the stand-in's own): sets it and posts the notification.
    public func standInType(_ text: String) {
        stringValue = text
        NotificationCenter.default.post(name: NSControl.textDidChangeNotification, object: self)
    }
}
#endif
