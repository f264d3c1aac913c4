import IOViewModel

/// What the sign-in screen tells its view model.
public protocol SigninViewModelInputs {
    /// Call when the email field's text changes (every change, even to the same text).
    func didChange(email: String)
    /// Call when the password field's text changes (every change, even to the same text).
    func didChange(password: String)
}

/// What the sign-in screen shows. Read-only streams: a view cannot push into them.
public protocol SigninViewModelOutputs {
    /// Emits the email field's status on every email change.
    var isEmailValid: Observable<TextFieldStatus> { get }
    /// Emits the password field's status on every password change.
    var isPasswordValid: Observable<TextFieldStatus> { get }
    /// Emits, with every email change, the message to show under the email field ("" when valid).
    var emailNotValidErr: Observable<String> { get }
    /// Emits, with every password change, the message to show under the password field ("" when valid).
    var passwordNotValidErr: Observable<String> { get }
    /// Emits whether both fields are valid, so the sign-in button can be enabled: the current
    /// answer on subscription (`false` before any input), then only when it changes.
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
///
/// It holds no reference to itself in any stream, so it is released as soon as its owner lets
/// go (the seed's `map(isValidEmail(_:))` captured `self` and leaked).
public final class SigninViewModel: SigninViewModelTypes, SigninViewModelInputs, SigninViewModelOutputs {
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
    /// Emits the email message with every email change: the rule's message, or "" when valid.
    public let emailNotValidErr: Observable<String>
    /// Emits the password message with every password change: the rule's message, or "" when valid.
    public let passwordNotValidErr: Observable<String>
    /// Emits whether both fields are valid: on subscription, then on every change of the answer.
    public let isSigninEnabled: Observable<Bool>

    private let emailStatus = BehaviorRelay(value: TextFieldStatus.notValid)
    private let passwordStatus = BehaviorRelay(value: TextFieldStatus.notValid)
    private let disposeBag = DisposeBag()

    /// A view model for an empty form.
    public init() {
        isEmailValid = emailChanged.map(SigninRules.emailStatus)
        isPasswordValid = passwordChanged.map(SigninRules.passwordStatus)
        emailNotValidErr = isEmailValid.map { $0 == .valid ? "" : SigninRules.emailNotValidMessage }
        passwordNotValidErr = isPasswordValid.map { $0 == .valid ? "" : SigninRules.passwordNotValidMessage }

        // The button state must be right for a view that subscribes late, so it is derived from
        // the latest statuses, kept in relays, rather than from the input events alone.
        isEmailValid.bind(to: emailStatus).disposed(by: disposeBag)
        isPasswordValid.bind(to: passwordStatus).disposed(by: disposeBag)
        isSigninEnabled =
            Observable
            .combineLatest(emailStatus, passwordStatus) { $0 == .valid && $1 == .valid }
            .distinctUntilChanged()
    }
}
