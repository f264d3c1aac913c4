import IOViewModel
import SigninFeature

/// What the talk's sign-up form tells its view model.
public protocol TalkSignupViewModelInputs {
    /// Call when the email field's text changes (every change, even to the same text).
    func didChange(email: String)
    /// Call when the password field's text changes (every change, even to the same text).
    func didChange(password: String)
}

/// What the talk's sign-up form shows.
///
/// Every output is a driver: it never fails, delivers on the main scheduler, is shared and
/// replays its latest element. However many views observe it, each keystroke runs its field's
/// rules once, and a view that subscribes late sees the current state.
/// The outputs one keystroke changes arrive in the order they are listed here.
///
/// Each password rule has its own message output, and each emits with every password change:
/// when both rules fail, both messages are shown, the length's first. A view with one label
/// under the field joins the two non-empty ones.
public protocol TalkSignupViewModelOutputs {
    /// Emits whether the email is valid on every email change.
    var isEmailValid: Driver<Bool> { get }
    /// Emits, with every email change, the message to show under the email field ("" when valid).
    var emailMessage: Driver<String> { get }
    /// Emits whether the password passes both rules on every password change.
    var isPasswordValid: Driver<Bool> { get }
    /// Emits, with every password change, the length rule's message ("" when the length is accepted).
    var passwordLengthMessage: Driver<String> { get }
    /// Emits, with every password change, the character rule's message ("" when every character is allowed).
    var passwordCharactersMessage: Driver<String> { get }
    /// Emits whether both fields are valid, so the sign-up button can be enabled: `false` at
    /// once, then only when the answer changes.
    var isSignupEnabled: Driver<Bool> { get }
}

/// The two faces of the talk's sign-up view model; a view holds this, never the class.
public protocol TalkSignupViewModelType {
    /// What the view calls.
    var inputs: any TalkSignupViewModelInputs { get }
    /// What the view observes.
    var outputs: any TalkSignupViewModelOutputs { get }
}

/// The talk's sign-up form: an email and a password validated as the user types, a message for
/// each rule the password breaks, and `combineLatest` enabling the button once both are valid.
///
/// The rules and messages are ``TalkSignupRules``'s. No stream holds a reference to the view
/// model, so it is released as soon as its owner lets go, and its outputs' shared computations
/// stop with it.
public final class TalkSignupViewModel: TalkSignupViewModelType, TalkSignupViewModelInputs,
    TalkSignupViewModelOutputs
{
    public var inputs: any TalkSignupViewModelInputs { self }
    public var outputs: any TalkSignupViewModelOutputs { self }

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

    public let isEmailValid: Driver<Bool>
    public let emailMessage: Driver<String>
    public let isPasswordValid: Driver<Bool>
    public let passwordLengthMessage: Driver<String>
    public let passwordCharactersMessage: Driver<String>
    public let isSignupEnabled: Driver<Bool>

    private let disposeBag = DisposeBag()

    /// A view model for an empty form that judges the fields with `emailRule` and `passwordRule`
    /// (the sign-in article's email rule and the talk's password rules unless a test counts or
    /// replaces them).
    public init(
        emailRule: @escaping (String) -> Bool = SigninRules.isValidEmail,
        passwordRule: @escaping (String) -> TalkPasswordCheck = TalkSignupRules.checkPassword
    ) {
        // Each field's rules run once per keystroke, and the verdict reaches the main scheduler
        // once: every output below reads these two shared drivers, never another output (an output built on another would be notified before the
        // view is).
        let emailVerdict = emailChanged.map(emailRule).asDriver(onErrorDriveWith: .empty())
        let passwordVerdict = passwordChanged.map(passwordRule).asDriver(onErrorDriveWith: .empty())

        // Connected in this order, so for one keystroke the outputs emit in this order.
        isEmailValid = emailVerdict.hot(keptBy: disposeBag)
        emailMessage =
            emailVerdict
            .map { $0 ? "" : TalkSignupRules.emailMessage }
            .hot(keptBy: disposeBag)
        isPasswordValid = passwordVerdict.map(\.isValid).hot(keptBy: disposeBag)
        passwordLengthMessage =
            passwordVerdict
            .map { $0.hasValidLength ? "" : TalkSignupRules.passwordLengthMessage }
            .hot(keptBy: disposeBag)
        passwordCharactersMessage =
            passwordVerdict
            .map { $0.hasOnlyAllowedCharacters ? "" : TalkSignupRules.passwordCharactersMessage }
            .hot(keptBy: disposeBag)
        isSignupEnabled =
            Driver
            .combineLatest(emailVerdict.startWith(false), passwordVerdict.map(\.isValid).startWith(false)) {
                $0 && $1
            }
            .distinctUntilChanged()
            .hot(keptBy: disposeBag)
    }
}
