/// Whether a text field's content passes its rule; the field's border shows it.
///
/// An enum rather than a `Bool` so that it can carry its presentation (``borderColor``), as in the
/// sign-in article.
public enum TextFieldStatus: Hashable, Sendable {
    /// The content passes the rule.
    case valid
    /// The content fails the rule.
    case notValid

    /// Light grey when valid, red when not.
    public var borderColor: RGBAColor {
        switch self {
        case .valid: return .lightGray
        case .notValid: return .red
        }
    }
}
