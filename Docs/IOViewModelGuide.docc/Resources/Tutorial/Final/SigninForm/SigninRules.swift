import SigninFeature

/// The sign-in form's rules and messages.
public enum SigninRules {
    /// Shown under the email field when the email is not valid.
    public static let emailNotValidMessage = "Entered email is not valid."
    /// Shown under the password field when the password is not valid.
    public static let passwordNotValidMessage =
        "Password has to be from 6 to 20 characters long."

    /// The status of an email field holding `email`: valid when the whole text matches
    /// the source article's pattern, as the package's one email rule judges it.
    public static func emailStatus(_ email: String) -> TextFieldStatus {
        SigninFeature.SigninRules.isValidEmail(email) ? .valid : .notValid
    }

    /// The status of a password field holding `password`: valid from 6 to 20
    /// characters.
    public static func passwordStatus(_ password: String) -> TextFieldStatus {
        (6...20).contains(password.count) ? .valid : .notValid
    }
}
