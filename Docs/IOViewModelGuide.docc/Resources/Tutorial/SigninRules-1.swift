import SigninFeature

/// The sign-in form's rules and messages.
public enum SigninRules {
    /// Shown under the email field when the email is not valid.
    public static let emailNotValidMessage = "Entered email is not valid."

    /// The status of an email field holding `email`: valid when the whole text matches
    /// the source article's pattern, as the package's one email rule judges it.
    public static func emailStatus(_ email: String) -> TextFieldStatus {
        SigninFeature.SigninRules.isValidEmail(email) ? .valid : .notValid
    }
}
