/// A key the interactive demos understand.
public enum DemoKey: Equatable, Sendable {
    /// Text typed into the focused field (a space, on a switch or a button, presses it).
    case text(String)
    /// Delete the last character of the focused field.
    case backspace
    /// Move to the next field (Tab, down arrow).
    case nextField
    /// Move to the previous field (Shift-Tab, up arrow).
    case previousField
    /// Enter or Return: taps the focused button, otherwise moves to the next field.
    case enter
    /// Leave the demo (Ctrl-C, Ctrl-D).
    case quit
}

/// A screen the interactive demo runs: keys go in, text comes out, and the screen may change by
/// itself (a request finishing, an indicator spinning) between keys.
public protocol InteractiveDemo: AnyObject {
    /// Applies `key`; returns `false` when the demo should end.
    func handle(_ key: DemoKey) -> Bool
    /// The screen as text, `columns` wide, with ANSI colours.
    func render(columns: Int) -> String
    /// Called, on the thread the view model delivers on, when the screen changed without a key
    /// (the runner redraws). Key handling does not call it: the runner redraws after each key.
    var onChange: (() -> Void)? { get set }
}
