// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
import Foundation

// What tests use to play the user, and what the bindings' target helper adopts on Linux: none of
// this is UIKit or AppKit API, and none of it appears in the symbol list.

/// An object the stand-in controls can send an action to, in place of the Objective-C runtime's
/// message send (a target-action helper adopts it on Linux only).
@MainActor public protocol StandInActionReceiving: AnyObject {
    /// Performs the action named `action`, sent by `sender`.
    func standInPerform(_ action: Selector, sender: Any?)
}

extension UITextField {
    /// Types `text` as the user would: sets it and sends the editing-changed event.
    public func standInType(_ text: String) {
        self.text = text
        sendActions(for: .editingChanged)
    }
}

extension UITextView {
    /// Types `text` as the user would: sets it and posts the text-did-change notification.
    public func standInType(_ text: String) {
        self.text = text
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}

extension UISwitch {
    /// Flips the switch as the user would: sets it and sends the value-changed event.
    public func standInFlip(to on: Bool) {
        isOn = on
        sendActions(for: .valueChanged)
    }
}

extension UIButton {
    /// Taps the button as the user would.
    public func standInTap() { sendActions(for: .touchUpInside) }
}

extension UITableView {
    /// The cells in each section, in order.
    public var standInRows: [[UITableViewCell]] { standInCells }
}
#endif
