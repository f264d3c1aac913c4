import IOViewModel

/// What the sign-in screen tells its view model.
public protocol SigninViewModelInputs {
    /// Call when the email field's text changes (every change, even to the same text).
    func didChange(email: String)
    /// Call when the password field's text changes (every change, even to the same text).
    func didChange(password: String)
}

/// What the sign-in screen shows: read-only streams, so a view cannot push into them.
///
/// Every output is a driver: it never fails, delivers on the main scheduler, is shared and
/// replays its latest element. However many views observe it, each keystroke runs the rules
/// once, and a view that subscribes late sees the current state. The outputs one keystroke
/// changes arrive in the order they are listed here.
public protocol SigninViewModelOutputs {
    /// Emits the email field's status on every email change.
    var isEmailValid: Driver<TextFieldStatus> { get }
    /// Emits, with every email change, the message to show under the email field ("" when valid).
    var emailNotValidErr: Driver<String> { get }
    /// Emits the password field's status on every password change.
    var isPasswordValid: Driver<TextFieldStatus> { get }
    /// Emits, with every password change, the message to show under the password field ("" when valid).
    var passwordNotValidErr: Driver<String> { get }
    /// Emits whether both fields are valid, so the sign-in button can be enabled: `false` at
    /// once, then only when the answer changes.
    var isSigninEnabled: Driver<Bool> { get }
}

/// The two faces of the sign-in view model; a view holds this, never the class.
public protocol SigninViewModelType {
    /// What the view calls.
    var inputs: any SigninViewModelInputs { get }
    /// What the view observes.
    var outputs: any SigninViewModelOutputs { get }
}

/// Validates the sign-in form as the user types, with the rules and messages of ``SigninRules``.
///
/// The outputs keep the sign-in article's names (`isEmailValid`, `emailNotValidErr`,
/// `isPasswordValid`, `passwordNotValidErr`, `isSigninEnabled`), so that the view model reads
/// side by side with the article; `isEmailValid` and `isPasswordValid` carry the field's status,
/// as the article's do.
///
/// No stream holds a reference to the view model, so it is released as soon as its owner lets
/// go, and its outputs' shared computations stop with it.
public final class SigninViewModel: SigninViewModelType, SigninViewModelInputs, SigninViewModelOutputs {
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

    /// A view model for an empty form that judges the fields with `emailStatus` and
    /// `passwordStatus` (the sign-in article's rules unless a test counts or replaces them).
    public init(
        emailStatus emailRule: @escaping (String) -> TextFieldStatus = SigninRules.emailStatus,
        passwordStatus passwordRule: @escaping (String) -> TextFieldStatus = SigninRules.passwordStatus
    ) {
        // Each rule runs once per keystroke, and its status reaches the main scheduler once:
        // every output below reads these two shared drivers, never another output (an output
        // built on another would be notified before the view is).
        let emailStatus = emailChanged.map(emailRule).asDriver(onErrorDriveWith: .empty())
        let passwordStatus = passwordChanged.map(passwordRule).asDriver(onErrorDriveWith: .empty())

        // Connected in this order, so for one keystroke the outputs emit in this order.
        isEmailValid = emailStatus.hot(keptBy: disposeBag)
        emailNotValidErr =
            emailStatus
            .map { $0 == .valid ? "" : SigninRules.emailNotValidMessage }
            .hot(keptBy: disposeBag)
        isPasswordValid = passwordStatus.hot(keptBy: disposeBag)
        passwordNotValidErr =
            passwordStatus
            .map { $0 == .valid ? "" : SigninRules.passwordNotValidMessage }
            .hot(keptBy: disposeBag)
        isSigninEnabled =
            Driver
            .combineLatest(emailStatus.startWith(.notValid), passwordStatus.startWith(.notValid)) {
                $0 == .valid && $1 == .valid
            }
            .distinctUntilChanged()
            .hot(keptBy: disposeBag)
    }
}
