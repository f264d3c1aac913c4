/// The sign-up screen's warnings, in the user's language.
public struct SignupMessages: Equatable, Sendable {
    /// Shown when the password and its confirmation differ.
    public var passwordMismatch: String
    /// Shown when the terms have not been accepted.
    public var termsNotAccepted: String

    /// Messages with the given texts.
    public init(passwordMismatch: String, termsNotAccepted: String) {
        self.passwordMismatch = passwordMismatch
        self.termsNotAccepted = termsNotAccepted
    }

    /// English, the default.
    public static let english = SignupMessages(
        passwordMismatch: "Password and confirmation do not match.",
        termsNotAccepted: "Please agree to the terms.")

    /// Japanese, as in the sign-up tutorial.
    public static let japanese = SignupMessages(
        passwordMismatch: "パスワードと確認パスワードが一致していません",
        termsNotAccepted: "規約に同意してください")
}
