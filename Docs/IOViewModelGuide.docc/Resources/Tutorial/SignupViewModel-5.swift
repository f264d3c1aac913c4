import IOViewModel

/// What the sign-up screen tells its view model.
public protocol SignupViewModelInputs {
    /// Call when the login ID field's text changes.
    func didChange(loginID: String)
    /// Call when the password field's text changes.
    func didChange(password: String)
    /// Call when the password confirmation field's text changes.
    func didChange(passwordConfirmation: String)
    /// Call when the terms switch is turned on or off.
    func didChange(termsAccepted: Bool)
    /// Call when the sign-up button is tapped.
    func didTapSignupButton()
}

/// What the sign-up screen shows: read-only drivers and a signal, which never fail and deliver
/// on the main scheduler, each shared. The states emit at once,
/// replay their latest value to a view that subscribes late, then emit when they change;
/// `signupFinished` is an event, never replayed. One input's outputs arrive in the order
/// listed here.
public protocol SignupViewModelOutputs {
    /// Emits whether the sign-up button can be tapped.
    var isSignupEnabled: Driver<Bool> { get }
    /// Emits the sign-up button's opacity: 1.0 when enabled, 0.5 when not.
    var signupButtonAlpha: Driver<Double> { get }
    /// Emits the warning under the form ("" for none).
    var warningMessage: Driver<String> { get }
    /// Emits whether the loading indicator spins: from the tap until the server answers.
    var isLoadingIndicatorAnimating: Driver<Bool> { get }
    /// Emits the credentials each time the server accepts a sign-up.
    var signupFinished: Signal<SignupCredentials> { get }
}

/// The two faces of the sign-up view model; a view holds this, never the class.
public protocol SignupViewModelType {
    /// What the view calls.
    var inputs: any SignupViewModelInputs { get }
    /// What the view observes.
    var outputs: any SignupViewModelOutputs { get }
}

/// Checks the sign-up form as the user fills it in, and sends it when the button is tapped.
public final class SignupViewModel:
    SignupViewModelType, SignupViewModelInputs, SignupViewModelOutputs
{
    public var inputs: any SignupViewModelInputs { self }
    public var outputs: any SignupViewModelOutputs { self }

    // MARK: - Inputs

    private let loginIDChanged = PublishRelay<String>()
    public func didChange(loginID: String) {
        loginIDChanged.accept(loginID)
    }

    private let passwordChanged = PublishRelay<String>()
    public func didChange(password: String) {
        passwordChanged.accept(password)
    }

    private let passwordConfirmationChanged = PublishRelay<String>()
    public func didChange(passwordConfirmation: String) {
        passwordConfirmationChanged.accept(passwordConfirmation)
    }

    private let termsAcceptedChanged = PublishRelay<Bool>()
    public func didChange(termsAccepted: Bool) {
        termsAcceptedChanged.accept(termsAccepted)
    }

    private let signupButtonTapped = PublishRelay<Void>()
    public func didTapSignupButton() {
        signupButtonTapped.accept(())
    }

    // MARK: - Outputs

    public let isSignupEnabled: Driver<Bool>
    public let signupButtonAlpha: Driver<Double>
    public let warningMessage: Driver<String>
    public let isLoadingIndicatorAnimating: Driver<Bool>
    public let signupFinished: Signal<SignupCredentials>

    private let disposeBag = DisposeBag()

    /// A view model for an empty form, signing up through `service`.
    public init(service: any SignupService) {
        // The screen starts empty, with the switch off. Every stream below is a driver: it
        // reaches the main scheduler once, and is shared with replay, so that each output,
        // subscribing after the one before it, starts from the latest value.
        let fields = Observable
            .combineLatest(
                loginIDChanged.startWith(""), passwordChanged.startWith(""),
                passwordConfirmationChanged.startWith(""), termsAcceptedChanged.startWith(false)
            ) { SignupFields(loginID: $0, password: $1, passwordConfirmation: $2, termsAccepted: $3) }
            .asDriver(onErrorDriveWith: .empty())

        // A tap sends the fields of that moment, if they can be sent. flatMapFirst ignores taps
        // while a request runs, so there is only ever one.
        let request = signupButtonTapped
            .withLatestFrom(fields)
            .filter(SignupRules.canSignUp)
            .flatMapFirst { fields in
                let credentials = SignupCredentials(loginID: fields.loginID, password: fields.password)
                return service.signUp(credentials)
                    .map { _ in SignupRequestState.finished(credentials) }
                    .startWith(.requesting)
            }
            .startWith(.none)
            .asDriver(onErrorDriveWith: .empty())

        let isButtonEnabled = Driver
            .combineLatest(fields, request) { fields, request in
                SignupRules.canSignUp(fields) && request != .requesting
            }
            .distinctUntilChanged()

        // Connected in this order, so for one input the outputs emit in this order.
        isSignupEnabled = isButtonEnabled.hot(keptBy: disposeBag)
        signupButtonAlpha = isButtonEnabled
            .map { $0 ? 1.0 : 0.5 }
            .hot(keptBy: disposeBag)
        warningMessage = fields
            .map(SignupRules.warning(for:))
            .distinctUntilChanged()
            .hot(keptBy: disposeBag)
        isLoadingIndicatorAnimating = request
            .map { $0 == .requesting }
            .distinctUntilChanged()
            .hot(keptBy: disposeBag)
        signupFinished = .never()
    }
}
