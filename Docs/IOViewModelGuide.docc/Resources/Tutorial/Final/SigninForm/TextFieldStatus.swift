/// Whether a text field's content passes its rule.
///
/// An enum rather than a `Bool`, so that it can say how the field looks.
public enum TextFieldStatus: Hashable, Sendable {
    /// The content passes the rule.
    case valid
    /// The content fails the rule.
    case notValid

    /// The colour of the field's border: light grey when valid, red when not.
    public var borderColorName: String {
        switch self {
        case .valid: return "light grey"
        case .notValid: return "red"
        }
    }
}
