import IOViewModel

/// What the sign-in screen tells its view model.
public protocol SigninViewModelInputs {
    /// Call when the email field's text changes.
    func didChange(email: String)
    /// Call when the password field's text changes.
    func didChange(password: String)
}

/// What the sign-in screen shows: read-only streams.
public protocol SigninViewModelOutputs {
    /// Emits the email field's status on every email change.
    var isEmailValid: Observable<TextFieldStatus> { get }
    /// Emits the password field's status on every password change.
    var isPasswordValid: Observable<TextFieldStatus> { get }
    /// Emits the message under the email field on every email change ("" if valid).
    var emailNotValidErr: Observable<String> { get }
    /// Emits the message under the password field on every password change.
    var passwordNotValidErr: Observable<String> { get }
    /// Emits whether both fields are valid: on subscription, then when it changes.
    var isSigninEnabled: Observable<Bool> { get }
}

/// The two faces of the sign-in view model; a view holds this, never the class.
public protocol SigninViewModelTypes {
    /// What the view calls.
    var inputs: any SigninViewModelInputs { get }
    /// What the view observes.
    var outputs: any SigninViewModelOutputs { get }
}

/// Validates the sign-in form as the user types.
public final class SigninViewModel:
    SigninViewModelTypes, SigninViewModelInputs, SigninViewModelOutputs
{
    /// This view model, seen through its inputs.
    public var inputs: any SigninViewModelInputs { self }
    /// This view model, seen through its outputs.
    public var outputs: any SigninViewModelOutputs { self }

    // MARK: - Inputs

    private let emailChanged = PublishRelay<String>()
    /// Call when the email field's text changes.
    public func didChange(email: String) {
        emailChanged.accept(email)
    }

    private let passwordChanged = PublishRelay<String>()
    /// Call when the password field's text changes.
    public func didChange(password: String) {
        passwordChanged.accept(password)
    }

    // MARK: - Outputs

    /// Emits the email field's status on every email change.
    public let isEmailValid: Observable<TextFieldStatus>
    /// Emits the password field's status on every password change.
    public let isPasswordValid: Observable<TextFieldStatus>
    /// Emits the message under the email field on every email change.
    public let emailNotValidErr: Observable<String>
    /// Emits the message under the password field on every password change.
    public let passwordNotValidErr: Observable<String>
    /// Emits whether both fields are valid: on subscription, then when it changes.
    public let isSigninEnabled: Observable<Bool>

    /// A view model for an empty form.
    public init() {
        isEmailValid = emailChanged.map(SigninRules.emailStatus)
        emailNotValidErr = isEmailValid.map {
            $0 == .valid ? "" : SigninRules.emailNotValidMessage
        }
        isPasswordValid = .never()
        passwordNotValidErr = .never()
        isSigninEnabled = .never()
    }
}
