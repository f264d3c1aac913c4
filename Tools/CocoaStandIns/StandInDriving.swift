// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
import Foundation

// What tests use to play the user, and what the bindings' target helper adopts on Linux: none of
// this is UIKit or AppKit API, and none of it appears in the symbol list.

/// An object the stand-in controls can send an action to, in place of the Objective-C runtime's
/// message send (a target-action helper adopts it on Linux only).
@MainActor public protocol StandInActionReceiving: AnyObject {
    /// Performs the action named `action`, sent by `sender`, if the object has that action
    /// method; true if it had.
    func standInPerform(_ action: Selector, sender: Any?) -> Bool
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

extension UIRefreshControl {
    /// Pulls to refresh as the user would: starts refreshing and sends the value-changed event.
    public func standInPull() {
        standInRefreshing = true
        sendActions(for: .valueChanged)
    }
}

extension UISegmentedControl {
    /// Selects the segment at `index` as the user would: sets it and sends the value-changed event.
    public func standInSelect(_ index: Int) {
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }
}

extension UISlider {
    /// Drags the slider to `value` as the user would: sets it and sends the value-changed event.
    public func standInSlide(to value: Float) {
        self.value = value
        sendActions(for: .valueChanged)
    }
}

extension UIStepper {
    /// Taps the plus (or, for a negative `steps`, the minus) button `steps` times as the user would:
    /// each tap steps the value and sends the value-changed event.
    public func standInStep(_ steps: Int) {
        for _ in 0..<abs(steps) {
            value += steps > 0 ? stepValue : -stepValue
            sendActions(for: .valueChanged)
        }
    }
}

extension UIDatePicker {
    /// Picks `date` as the user would: sets it and sends the value-changed event.
    public func standInPick(_ date: Date) {
        self.date = date
        sendActions(for: .valueChanged)
    }
}

extension UIBarButtonItem {
    /// Taps the item as the user would: an enabled item sends its action to its target (with no
    /// target, up the responder chain from the first responder, which the stand-ins do not have).
    public func standInTap() {
        guard isEnabled, let action, let receiver = target as? any StandInActionReceiving else { return }
        _ = receiver.standInPerform(action, sender: self)
    }
}

extension UITableView {
    /// The cells in each section, in order.
    public var standInRows: [[UITableViewCell]] { standInCells }
}
#endif
