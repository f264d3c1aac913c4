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
        public static let touchUpInside: UIControl.Event = Event(rawValue: 1 << 6)
        /// The user manipulated the control, causing it to emit a series of different values.
        public static let valueChanged: UIControl.Event = Event(rawValue: 1 << 12)
        /// A touch initiating an editing session in a text field.
        public static let editingDidBegin: UIControl.Event = Event(rawValue: 1 << 16)
        /// The user made an editing change in a text field.
        public static let editingChanged: UIControl.Event = Event(rawValue: 1 << 17)
        /// A touch ending an editing session in a text field.
        public static let editingDidEnd: UIControl.Event = Event(rawValue: 1 << 18)
        /// All editing events of a text field.
        public static let allEditingEvents: UIControl.Event = Event(rawValue: 0x000F_0000)
    }

    /// UIKit's `UIControl.State`.
    public struct State: OptionSet, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal, or default, state of a control.
        public static let normal: UIControl.State = State([])
    }

    /// Whether the control is enabled.
    open var isEnabled: Bool = true

    /// Associates a target object and action method with the control.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        standInTargets.append(StandInTarget(target: target as AnyObject?, action: action, events: controlEvents))
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
            (entry.target as? any StandInActionReceiving)?.standInPerform(entry.action, sender: self)
        }
    }

    /// The number of target-action pairs registered (the stand-in's own, for tests).
    public var standInTargetCount: Int { standInTargets.count }

    private struct StandInTarget {
        weak var target: AnyObject?
        let action: Selector
        let events: UIControl.Event
    }
    private var standInTargets: [StandInTarget] = []
}

/// UIKit's `UIButton`.
@MainActor open class UIButton: UIControl {
    /// Sets the title to use for the specified state.
    open func setTitle(_ title: String?, for state: UIControl.State) { standInTitle = title }
    /// The current title that displays on the button.
    open var currentTitle: String? { standInTitle }
    private var standInTitle: String?
}

/// UIKit's `UITextField`.
@MainActor open class UITextField: UIControl {
    /// The text that the text field displays.
    open var text: String? = ""
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
