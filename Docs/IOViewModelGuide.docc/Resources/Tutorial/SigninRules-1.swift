/// The sign-in form's rules and messages.
public enum SigninRules {
    /// Shown under the email field when the email is not valid.
    public static let emailNotValidMessage = "Entered email is not valid."

    /// The status of an email field holding `email`: valid when the whole text is an
    /// address.
    public static func emailStatus(_ email: String) -> TextFieldStatus {
        let address = /[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}/
        return email.wholeMatch(of: address) != nil ? .valid : .notValid
    }
}
