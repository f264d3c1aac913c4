import IOViewModel
import SigninFeature

/// The sign-in view model of the property tests article, with its bug: the button follows the
/// email field only, reading the password's status as it was at the last email change
/// (`withLatestFrom` where `combineLatest` belongs), so typing the password last leaves it
/// disabled. The article's property finds it, and the shrinking tests check the case it prints.
public final class ButtonFollowsEmailViewModel {
    private let emailChanged = PublishRelay<String>()
    private let passwordChanged = PublishRelay<String>()
    private let disposeBag = DisposeBag()

    /// Emits the email field's status on every email change.
    public let isEmailValid: Observable<TextFieldStatus>
    /// Emits the password field's status on every password change.
    public let isPasswordValid: Observable<TextFieldStatus>
    /// Emits whether the button is enabled: wrong when the password changes last.
    public let isSigninEnabled: Observable<Bool>

    /// Call when the email field's text changes.
    public func didChange(email: String) { emailChanged.accept(email) }
    /// Call when the password field's text changes.
    public func didChange(password: String) { passwordChanged.accept(password) }

    /// A view model for an empty form.
    public init() {
        let emailStatus = emailChanged.map(SigninRules.emailStatus).share(replay: 1)
        let passwordStatus = passwordChanged.map(SigninRules.passwordStatus).share(replay: 1)
        isEmailValid = emailStatus.hot(replay: 1, keptBy: disposeBag)
        isPasswordValid = passwordStatus.hot(replay: 1, keptBy: disposeBag)
        isSigninEnabled =
            emailStatus
            .withLatestFrom(passwordStatus.startWith(.notValid)) { $0 == .valid && $1 == .valid }
            .startWith(false)
            .distinctUntilChanged()
            .hot(replay: 1, keptBy: disposeBag)
    }
}
