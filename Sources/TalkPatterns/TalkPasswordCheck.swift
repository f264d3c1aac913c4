/// What the talk's two password rules say about one password, each on its own, so that each rule
/// can show its own message and a password that breaks both shows both.
public struct TalkPasswordCheck: Hashable, Sendable {
    /// Whether the password has an accepted length (``TalkSignupRules/hasValidPasswordLength(_:)``).
    public var hasValidLength: Bool
    /// Whether the password is made only of allowed characters
    /// (``TalkSignupRules/hasOnlyAllowedPasswordCharacters(_:)``).
    public var hasOnlyAllowedCharacters: Bool

    /// Whether the password passes both rules.
    public var isValid: Bool { hasValidLength && hasOnlyAllowedCharacters }

    /// A check from the two verdicts.
    public init(hasValidLength: Bool, hasOnlyAllowedCharacters: Bool) {
        self.hasValidLength = hasValidLength
        self.hasOnlyAllowedCharacters = hasOnlyAllowedCharacters
    }
}
