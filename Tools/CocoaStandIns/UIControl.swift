// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
import Foundation

/// UIKit's `UIControl`.
@MainActor open class UIControl: UIView {
    /// UIKit's `UIControl.Event`, with UIKit's bit values.
    public struct Event: OptionSet, Sendable {
        /// The event's bits.
        public let rawValue: UInt
        /// An event from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch-up event in the control where the finger is inside its bounds.
        public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
        /// The user manipulated the control, causing it to emit a series of different values.
        public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
        /// A touch initiating an editing session in a text field.
        public static var editingDidBegin: UIControl.Event { Event(rawValue: 1 << 16) }
        /// The user made an editing change in a text field.
        public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
        /// A touch ending an editing session in a text field.
        public static var editingDidEnd: UIControl.Event { Event(rawValue: 1 << 18) }
        /// All editing events of a text field.
        public static var allEditingEvents: UIControl.Event { Event(rawValue: 0x000F_0000) }
    }

    /// UIKit's `UIControl.State`, with UIKit's bit values.
    public struct State: OptionSet, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal, or default, state of a control.
        public static var normal: UIControl.State { State([]) }
        /// Highlighted state of a control.
        public static var highlighted: UIControl.State { State(rawValue: 1 << 0) }
        /// Disabled state of a control.
        public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
        /// Selected state of a control.
        public static var selected: UIControl.State { State(rawValue: 1 << 2) }
    }

    /// Whether the control is enabled.
    open var isEnabled: Bool = true
    /// Whether the control is selected.
    open var isSelected: Bool = false
    /// Whether the control draws a highlight.
    open var isHighlighted: Bool = false
    /// The state of the control: its disabled, selected and highlighted flags.
    open var state: UIControl.State {
        var state: UIControl.State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Associates a target object and action method with the control. A `nil` target sends the
    /// action up the responder chain, from the control itself.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target as AnyObject?
        standInTargets.append(
            StandInTarget(target: object, sendsToResponderChain: object == nil, action: action, events: controlEvents))
    }

    /// Stops the delivery of events to the specified target object.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        standInTargets.removeAll { entry in
            entry.target === (target as AnyObject?) && (action == nil || entry.action == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// Calls the action methods associated with the specified events.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in standInTargets where !entry.events.isDisjoint(with: controlEvents) {
            if entry.sendsToResponderChain {
                standInSendUpTheResponderChain(entry.action, from: self, sender: self)
            } else {
                _ = (entry.target as? any StandInActionReceiving)?.standInPerform(entry.action, sender: self)
            }
        }
    }

    /// The number of target-action pairs registered (the stand-in's own, for tests).
    public var standInTargetCount: Int { standInTargets.count }

    private struct StandInTarget {
        weak var target: AnyObject?
        let sendsToResponderChain: Bool
        let action: Selector
        let events: UIControl.Event
    }
    private var standInTargets: [StandInTarget] = []
}

/// Sends `action` to the first responder from `first` up the chain that performs it, as UIKit
/// does for a `nil` target; true if one did.
@MainActor @discardableResult func standInSendUpTheResponderChain(
    _ action: Selector, from first: UIResponder?, sender: Any?
) -> Bool {
    var responder = first
    while let current = responder {
        if let receiver = current as? any StandInActionReceiving, receiver.standInPerform(action, sender: sender) {
            return true
        }
        responder = current.next
    }
    return false
}

/// UIKit's `UIButton`. A title set for a state is shown in that state; a state without one shows
/// the normal state's title, as UIKit documents.
@MainActor open class UIButton: UIControl {
    /// Sets the title to use for the specified state.
    open func setTitle(_ title: String?, for state: UIControl.State) { standInTitles[state.rawValue] = title }
    /// Returns the title associated with the specified state (the normal state's if it has none).
    @discardableResult open func title(for state: UIControl.State) -> String? {
        standInTitles[state.rawValue] ?? standInTitles[UIControl.State.normal.rawValue]
    }
    /// The current title that displays on the button.
    open var currentTitle: String? { title(for: state) }
    private var standInTitles: [UInt: String] = [:]
}

/// UIKit's `UITextField`.
@MainActor open class UITextField: UIControl {
    /// The text that the text field displays (`nil` by default).
    open var text: String?
    /// The string that displays when there is no other text in the text field.
    open var placeholder: String?
    /// Whether the text object disables text copying and, in some cases, hides the text that the user enters.
    open var isSecureTextEntry: Bool = false
}

/// UIKit's `UISwitch`.
@MainActor open class UISwitch: UIControl {
    /// A Boolean value that determines the off/on state of the switch.
    open var isOn: Bool = false
    /// Sets the state of the switch to the on or off position, optionally animating the transition.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
#endif
