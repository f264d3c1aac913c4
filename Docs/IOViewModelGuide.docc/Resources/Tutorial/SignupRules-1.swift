/// The sign-up form's fields at one moment.
public struct SignupFields: Equatable, Sendable {
    /// The login ID field's text.
    public var loginID: String
    /// The password field's text.
    public var password: String
    /// The password confirmation field's text.
    public var passwordConfirmation: String

    /// Fields with the given contents.
    public init(loginID: String, password: String, passwordConfirmation: String) {
        self.loginID = loginID
        self.password = password
        self.passwordConfirmation = passwordConfirmation
    }
}

/// The sign-up form's rules and messages.
public enum SignupRules {
    /// Shown when the password and its confirmation differ.
    public static let passwordMismatchMessage = "Password and confirmation do not match."

    /// Whether `fields` can be sent: every text filled in, the password confirmed.
    public static func canSignUp(_ fields: SignupFields) -> Bool {
        !hasEmptyText(fields) && fields.password == fields.passwordConfirmation
    }

    /// The warning under the form: none while a text is empty (the user is still typing), else
    /// the first rule `fields` breaks.
    public static func warning(for fields: SignupFields) -> String {
        if hasEmptyText(fields) { return "" }
        if fields.password != fields.passwordConfirmation { return passwordMismatchMessage }
        return ""
    }

    private static func hasEmptyText(_ fields: SignupFields) -> Bool {
        fields.loginID.isEmpty || fields.password.isEmpty || fields.passwordConfirmation.isEmpty
    }
}
