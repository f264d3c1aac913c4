import IOViewModel

/// What the sign-up screen tells its view model.
public protocol SignupViewModelInputs {
    /// Call when the login ID field changes.
    func loginIDChanged(_ loginID: String)
    /// Call when the password field changes.
    func passwordChanged(_ password: String)
    /// Call when the password confirmation field changes.
    func passwordConfirmationChanged(_ confirmation: String)
    /// Call when the terms switch changes.
    func termsAcceptedChanged(_ accepted: Bool)
    /// Call when the sign-up button is tapped.
    func signupButtonTapped()
}

/// What the sign-up screen shows. Each output emits its current value on subscription, then
/// only when it changes (except ``signupFinished``, an event).
public protocol SignupViewModelOutputs {
    /// Whether the sign-up button can be tapped.
    var isSignupButtonEnabled: Observable<Bool> { get }
    /// The sign-up button's opacity: 1.0 when enabled, 0.5 when not.
    var signupButtonAlpha: Observable<Double> { get }
    /// The warning under the form ("" for none).
    var warningText: Observable<String> { get }
    /// Whether the loading indicator spins: from the tap until the request ends.
    var isLoadingIndicatorAnimating: Observable<Bool> { get }
    /// Whether the loading indicator is hidden: always the opposite of animating.
    var isLoadingIndicatorHidden: Observable<Bool> { get }
    /// Emits the credentials once each time a request succeeds.
    var signupFinished: Observable<SignupCredentials> { get }
}

/// The form's values as relays, for two-way binding with the view's controls (the seed's
/// `bidirectionalBindTo`): `viewModel.fields.loginID <-> loginIDTextField.rx.text.orEmpty`.
/// The view model's values win when the binding starts.
public protocol SignupViewModelFields {
    /// The login ID field's text.
    var loginID: BehaviorRelay<String> { get }
    /// The password field's text.
    var password: BehaviorRelay<String> { get }
    /// The password confirmation field's text.
    var passwordConfirmation: BehaviorRelay<String> { get }
    /// The terms switch.
    var termsAccepted: BehaviorRelay<Bool> { get }
}

/// The faces of the sign-up view model; a view holds this, never the class.
public protocol SignupViewModelTypes {
    /// What the view calls.
    var inputs: any SignupViewModelInputs { get }
    /// What the view observes.
    var outputs: any SignupViewModelOutputs { get }
    /// What the view binds both ways.
    var fields: any SignupViewModelFields { get }
}

/// The sign-up form of the seed tutorial: five inputs, one request, a loading indicator.
public final class SignupViewModel: SignupViewModelTypes, SignupViewModelInputs, SignupViewModelOutputs,
    SignupViewModelFields
{
    /// This view model, seen through its inputs.
    public var inputs: any SignupViewModelInputs { self }
    /// This view model, seen through its outputs.
    public var outputs: any SignupViewModelOutputs { self }
    /// This view model, seen through its two-way fields.
    public var fields: any SignupViewModelFields { self }

    // MARK: - Fields

    /// The login ID field's text.
    public let loginID = BehaviorRelay(value: "")
    /// The password field's text.
    public let password = BehaviorRelay(value: "")
    /// The password confirmation field's text.
    public let passwordConfirmation = BehaviorRelay(value: "")
    /// The terms switch.
    public let termsAccepted = BehaviorRelay(value: false)

    // MARK: - Inputs

    /// Call when the login ID field changes.
    public func loginIDChanged(_ loginID: String) {
        self.loginID.accept(loginID)
    }

    /// Call when the password field changes.
    public func passwordChanged(_ password: String) {
        self.password.accept(password)
    }

    /// Call when the password confirmation field changes.
    public func passwordConfirmationChanged(_ confirmation: String) {
        passwordConfirmation.accept(confirmation)
    }

    /// Call when the terms switch changes.
    public func termsAcceptedChanged(_ accepted: Bool) {
        termsAccepted.accept(accepted)
    }

    private let signupTapped = PublishRelay<Void>()
    /// Call when the sign-up button is tapped.
    public func signupButtonTapped() {
        signupTapped.accept(())
    }

    // MARK: - Outputs

    /// Whether the sign-up button can be tapped.
    public let isSignupButtonEnabled: Observable<Bool>
    /// The sign-up button's opacity: 1.0 when enabled, 0.5 when not.
    public let signupButtonAlpha: Observable<Double>
    /// The warning under the form ("" for none).
    public let warningText: Observable<String>
    /// Whether the loading indicator spins.
    public let isLoadingIndicatorAnimating: Observable<Bool>
    /// Whether the loading indicator is hidden.
    public let isLoadingIndicatorHidden: Observable<Bool>
    /// Emits the credentials once each time a request succeeds.
    public let signupFinished: Observable<SignupCredentials>

    private let requestState = BehaviorRelay(value: SignupRequestState.none)
    private let finished = PublishRelay<SignupCredentials>()
    private let disposeBag = DisposeBag()

    /// A view model that signs up through `service`, warning in the language of `messages`.
    public init(service: any SignupService, messages: SignupMessages = .english) {
        let form = Observable.combineLatest(loginID, password, passwordConfirmation, termsAccepted) {
            SignupForm(loginID: $0, password: $1, passwordConfirmation: $2, termsAccepted: $3)
        }
        let screen = Observable.combineLatest(form, requestState) {
            SignupScreenState(form: $0, request: $1, messages: messages)
        }
        isSignupButtonEnabled = screen.map(\.isButtonEnabled).distinctUntilChanged()
        signupButtonAlpha = screen.map(\.buttonAlpha).distinctUntilChanged()
        warningText = screen.map(\.warning).distinctUntilChanged()
        isLoadingIndicatorAnimating = requestState.map { $0 == .requesting }.distinctUntilChanged()
        isLoadingIndicatorHidden = isLoadingIndicatorAnimating.not()
        signupFinished = finished.asObservable()

        // A tap counts only while the button is enabled, and flatMapFirst ignores taps while a
        // request is in flight, so one request runs at a time.
        signupTapped
            .withLatestFrom(Observable.combineLatest(form, screen) { form, screen in (form, screen) })
            .filter { _, screen in screen.isButtonEnabled }
            .flatMapFirst { form, _ in
                let credentials = SignupCredentials(loginID: form.loginID, password: form.password)
                return service.signUp(credentials)
                    .take(1)
                    .map { _ in RequestOutcome.finished(credentials) }
                    .catch { error in .just(.failed(String(describing: error))) }
                    .startWith(.started)
            }
            .subscribe(onNext: { [requestState, finished] outcome in
                switch outcome {
                case .started:
                    requestState.accept(.requesting)
                case .finished(let credentials):
                    requestState.accept(.finished)
                    finished.accept(credentials)
                case .failed(let message):
                    requestState.accept(.failed(message))
                }
            })
            .disposed(by: disposeBag)
    }
}

/// One step of a sign-up request, as the request pipeline reports it.
private enum RequestOutcome {
    case started
    case finished(SignupCredentials)
    case failed(String)
}
