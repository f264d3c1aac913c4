/// The sign-in form's rules and messages.
public enum SigninRules {
    /// Shown under the email field when the email is not valid.
    public static let emailNotValidMessage = "Entered email is not valid."
    /// Shown under the password field when the password is not valid.
    public static let passwordNotValidMessage =
        "Password has to be from 6 to 20 characters long."

    /// The status of an email field holding `email`: valid when the whole text is an
    /// address.
    public static func emailStatus(_ email: String) -> TextFieldStatus {
        let address = /[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}/
        return email.wholeMatch(of: address) != nil ? .valid : .notValid
    }

    /// The status of a password field holding `password`: valid from 6 to 20
    /// characters.
    public static func passwordStatus(_ password: String) -> TextFieldStatus {
        (6...20).contains(password.count) ? .valid : .notValid
    }
}
