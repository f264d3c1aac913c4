/// The sign-up form's fields at one moment.
public struct SignupFields: Equatable, Sendable {
    /// The login ID field's text.
    public var loginID: String
    /// The password field's text.
    public var password: String
    /// The password confirmation field's text.
    public var passwordConfirmation: String
    /// Whether the terms switch is on.
    public var termsAccepted: Bool

    /// Fields with the given contents.
    public init(loginID: String, password: String, passwordConfirmation: String, termsAccepted: Bool) {
        self.loginID = loginID
        self.password = password
        self.passwordConfirmation = passwordConfirmation
        self.termsAccepted = termsAccepted
    }
}

/// Where the sign-up request is.
public enum SignupRequestState: Equatable, Sendable {
    /// No request has been sent.
    case none
    /// The request is sent; the server has not answered.
    case requesting
    /// The server accepted these credentials.
    case finished(SignupCredentials)
    /// The server refused, with the message to show.
    case failed(String)
}

/// The sign-up form's rules and messages.
public enum SignupRules {
    /// Shown when the password and its confirmation differ.
    public static let passwordMismatchMessage = "Password and confirmation do not match."
    /// Shown when the fields are good but the terms are not accepted.
    public static let termsNotAcceptedMessage = "Please agree to the terms."

    /// Whether `fields` can be sent: every text filled in, the password confirmed, the terms
    /// accepted.
    public static func canSignUp(_ fields: SignupFields) -> Bool {
        !hasEmptyText(fields) && fields.password == fields.passwordConfirmation && fields.termsAccepted
    }

    /// The warning under the form: none while a text is empty (the user is still typing), else
    /// the first rule `fields` breaks, else the message of a refused `request`.
    public static func warning(for fields: SignupFields, after request: SignupRequestState) -> String {
        if hasEmptyText(fields) { return "" }
        if fields.password != fields.passwordConfirmation { return passwordMismatchMessage }
        if !fields.termsAccepted { return termsNotAcceptedMessage }
        if case .failed(let message) = request { return message }
        return ""
    }

    private static func hasEmptyText(_ fields: SignupFields) -> Bool {
        fields.loginID.isEmpty || fields.password.isEmpty || fields.passwordConfirmation.isEmpty
    }
}
