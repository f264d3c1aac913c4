/// Where the sign-up request is.
public enum SignupRequestState: Hashable, Sendable {
    /// No request has been made yet.
    case none
    /// A request is in flight.
    case requesting
    /// The last request succeeded.
    case finished
    /// The last request failed, with the message to show.
    case failed(String)
}

/// What the form shows, derived from its five inputs and the request state.
public struct SignupScreenDecision: Hashable, Sendable {
    /// Whether the sign-up button can be tapped.
    public var isButtonEnabled: Bool
    /// The warning under the form ("" for none).
    public var warning: String

    /// The button's opacity: 1 when enabled, 0.5 when not.
    public var buttonAlpha: Double { isButtonEnabled ? 1.0 : 0.5 }

    /// The state for the given form contents and request, deciding in this order: while
    /// requesting, disabled and silent; any field empty, disabled and silent; password and
    /// confirmation differ, disabled with that warning; terms not accepted, disabled with that
    /// warning; otherwise enabled, showing a failed request's message if any.
    public init(form: SignupForm, request: SignupRequestState, messages: SignupMessages) {
        switch (request, form.firstProblem) {
        case (.requesting, _), (_, .emptyField):
            self.init(isButtonEnabled: false, warning: "")
        case (_, .passwordMismatch):
            self.init(isButtonEnabled: false, warning: messages.passwordMismatch)
        case (_, .termsNotAccepted):
            self.init(isButtonEnabled: false, warning: messages.termsNotAccepted)
        case (.failed(let message), nil):
            self.init(isButtonEnabled: true, warning: message)
        case (.none, nil), (.finished, nil):
            self.init(isButtonEnabled: true, warning: "")
        }
    }

    /// A state from its parts.
    public init(isButtonEnabled: Bool, warning: String) {
        self.isButtonEnabled = isButtonEnabled
        self.warning = warning
    }
}

/// The form's five values at one moment.
public struct SignupForm: Hashable, Sendable {
    /// The login ID field.
    public var loginID: String
    /// The password field.
    public var password: String
    /// The password confirmation field.
    public var passwordConfirmation: String
    /// The terms switch.
    public var termsAccepted: Bool

    /// A form with the given values (empty strings and `false` by default, as on a new screen).
    public init(
        loginID: String = "", password: String = "", passwordConfirmation: String = "", termsAccepted: Bool = false
    ) {
        self.loginID = loginID
        self.password = password
        self.passwordConfirmation = passwordConfirmation
        self.termsAccepted = termsAccepted
    }

    /// The first rule the form breaks, in the order the screen checks them; nil if it breaks none.
    var firstProblem: SignupFormProblem? {
        if loginID.isEmpty || password.isEmpty || passwordConfirmation.isEmpty { return .emptyField }
        if password != passwordConfirmation { return .passwordMismatch }
        if !termsAccepted { return .termsNotAccepted }
        return nil
    }
}

/// A rule of the sign-up form that its contents break.
enum SignupFormProblem {
    case emptyField
    case passwordMismatch
    case termsNotAccepted
}
