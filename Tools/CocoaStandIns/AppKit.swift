// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
import Foundation

/// AppKit's `NSResponder`.
@MainActor open class NSResponder: NSObject {
    /// The objects associated with this one (`objc_setAssociatedObject`), released with it.
    nonisolated let standInAssociations = StandInAssociations()
    /// The next responder after this one, or `nil` if it has none.
    unowned(unsafe) open var nextResponder: NSResponder?
}

/// AppKit's `NSView`.
@MainActor open class NSView: NSResponder {
    /// Whether the view is hidden.
    open var isHidden: Bool = false
    /// The opacity of the view.
    open var alphaValue: CGFloat = 1
}

/// AppKit's `NSControl`: one target and one action, sent when the control is used; a `nil` target
/// sends the action up the responder chain (here from the control itself, its window having no
/// other first responder).
open class NSControl: NSView {
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
    /// The value of the receiver's cell as a double-precision floating-point number.
    open var doubleValue: Double = 0

    /// Causes the specified action to be sent to the target.
    @discardableResult open func sendAction(_ action: Selector?, to target: Any?) -> Bool {
        guard let action else { return false }
        guard let target else {
            var responder: NSResponder? = self
            while let current = responder {
                if let receiver = current as? any StandInActionReceiving,
                    receiver.standInPerform(action, sender: self)
                {
                    return true
                }
                responder = current.nextResponder
            }
            return false
        }
        return (target as? any StandInActionReceiving)?.standInPerform(action, sender: self) ?? false
    }
}

/// AppKit's `NSButton`.
@MainActor open class NSButton: NSControl {}

/// AppKit's `NSTextField`.
open class NSTextField: NSControl {}

/// AppKit's `NSSlider`: its value is the control's `doubleValue`.
open class NSSlider: NSControl {
    /// The minimum value the slider can send to its target.
    open var minValue: Double = 0
    /// The maximum value the slider can send to its target.
    open var maxValue: Double = 1
}

extension NSButton {
    /// Clicks the button as the user would (the stand-in's own).
    public func standInClick() { sendAction(action, to: target) }
}

extension NSTextField {
    /// Types `text` as the user would (the stand-in's own): sets it and posts the notification.
    public func standInType(_ text: String) {
        stringValue = text
        NotificationCenter.default.post(name: NSControl.textDidChangeNotification, object: self)
    }
}

extension NSSlider {
    /// Drags the slider to `value` as the user would (the stand-in's own): sets it and sends the action.
    public func standInSlide(to value: Double) {
        doubleValue = value
        sendAction(action, to: target)
    }
}

// The associated objects live on the object (see `ObjectiveC.swift`).
extension NSResponder: StandInAssociating {}
#endif
