/// A demo screen with text fields and a timeline: what a keystroke in a field does to it is the
/// same on every screen, so it is written once here.
protocol TextEntryScreen {
    /// The marble timeline the keystroke is marked on.
    var timeline: Timeline { get set }
}

extension TextEntryScreen {
    /// A keystroke in the text field at `field`: opens a timeline frame, applies `change` to the
    /// field's text, marks the input on `row` and returns the new text, which the controller sends
    /// to the view model's input (whose outputs then land in the same frame).
    mutating func type(
        _ change: (inout String) -> Void, into field: WritableKeyPath<Self, String>, row: String
    ) -> String {
        timeline.advance()
        change(&self[keyPath: field])
        timeline.mark(row, "●")
        return self[keyPath: field]
    }
}
