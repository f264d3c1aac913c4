import IOViewModel

/// What the sign-up screen tells its view model.
public protocol SignupViewModelInputs {
    /// Call when the login ID field changes.
    func didChange(loginID: String)
    /// Call when the password field changes.
    func didChange(password: String)
    /// Call when the password confirmation field changes.
    func didChange(passwordConfirmation: String)
    /// Call when the terms switch changes.
    func didChange(termsAccepted: Bool)
    /// Call when the sign-up button is tapped.
    func didTapSignupButton()
}

/// What the sign-up screen shows.
///
/// Every output is shared: however many views observe it, each input event decides the screen
/// once. The state outputs emit their current value at once (and to a late subscriber), then only
/// when it changes; ``signupFinished`` is an event, never replayed. The outputs one input event
/// changes arrive in the order they are listed here.
public protocol SignupViewModelOutputs {
    /// Emits whether the sign-up button can be tapped.
    var isSignupButtonEnabled: Observable<Bool> { get }
    /// Emits the sign-up button's opacity: 1.0 when enabled, 0.5 when not.
    var signupButtonAlpha: Observable<Double> { get }
    /// Emits the warning under the form ("" for none).
    var warningText: Observable<String> { get }
    /// Emits whether the loading indicator spins: from the tap until the request ends.
    var isLoadingIndicatorAnimating: Observable<Bool> { get }
    /// Emits whether the loading indicator is hidden: always the opposite of animating.
    var isLoadingIndicatorHidden: Observable<Bool> { get }
    /// Emits the credentials once each time a request succeeds.
    var signupFinished: Observable<SignupCredentials> { get }
}

/// The two faces of the sign-up view model; a view holds this, never the class.
public protocol SignupViewModelTypes {
    /// What the view calls.
    var inputs: any SignupViewModelInputs { get }
    /// What the view observes.
    var outputs: any SignupViewModelOutputs { get }
}

/// The sign-up form of the sign-up tutorial: four fields, one request, a loading indicator.
///
/// The view reports every control change through the inputs and shows the outputs; the view
/// model never writes a field back, so one-way bindings in each direction are all a screen needs.
public final class SignupViewModel: SignupViewModelTypes, SignupViewModelInputs, SignupViewModelOutputs {
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

    public let isSignupButtonEnabled: Observable<Bool>
    public let signupButtonAlpha: Observable<Double>
    public let warningText: Observable<String>
    public let isLoadingIndicatorAnimating: Observable<Bool>
    public let isLoadingIndicatorHidden: Observable<Bool>
    public let signupFinished: Observable<SignupCredentials>

    private let requestState = BehaviorRelay(value: SignupRequestState.none)
    private let disposeBag = DisposeBag()

    /// A view model that signs up through `service`, warning in the language of `messages`, and
    /// deciding the screen with `screenState` (``SignupScreenDecision/init(form:request:messages:)``
    /// unless a test counts or replaces it).
    public init(
        service: any SignupService, messages: SignupMessages = .english,
        screenState: @escaping (SignupForm, SignupRequestState, SignupMessages) -> SignupScreenDecision =
            SignupScreenDecision.init(form:request:messages:)
    ) {
        let form = Observable.combineLatest(
            loginIDChanged.startWith(""), passwordChanged.startWith(""),
            passwordConfirmationChanged.startWith(""), termsAcceptedChanged.startWith(false)
        ) { SignupForm(loginID: $0, password: $1, passwordConfirmation: $2, termsAccepted: $3) }
        // Decided once per input event and shared by the three outputs and the tap below; every
        // output reads this, never another output (which would be notified before the view is).
        let screen = Observable.combineLatest(form, requestState) { form, request in
            (form: form, state: screenState(form, request, messages))
        }
        .share(replay: 1)
        let isRequesting = requestState.map { $0 == .requesting }.distinctUntilChanged().share(replay: 1)

        // A tap counts only while the button is enabled, and flatMapFirst ignores taps while a
        // request is in flight, so one request runs at a time.
        let outcomes =
            signupButtonTapped
            .withLatestFrom(screen)
            .filter { $0.state.isButtonEnabled }
            .flatMapFirst { screen in
                let credentials = SignupCredentials(loginID: screen.form.loginID, password: screen.form.password)
                return service.signUp(credentials)
                    .take(1)
                    .map { _ in RequestOutcome.finished(credentials) }
                    .catch { error in .just(.failed(String(describing: error))) }
                    .startWith(.started)
            }
            .share()

        // Connected in this order, so for one input event the outputs emit in this order.
        isSignupButtonEnabled = screen.map { $0.state.isButtonEnabled }.distinctUntilChanged()
            .hot(replay: 1, keptBy: disposeBag)
        signupButtonAlpha = screen.map { $0.state.buttonAlpha }.distinctUntilChanged()
            .hot(replay: 1, keptBy: disposeBag)
        warningText = screen.map { $0.state.warning }.distinctUntilChanged()
            .hot(replay: 1, keptBy: disposeBag)
        isLoadingIndicatorAnimating = isRequesting.hot(replay: 1, keptBy: disposeBag)
        isLoadingIndicatorHidden = isRequesting.not().hot(replay: 1, keptBy: disposeBag)
        // The request state changes (and the outputs above follow) before the finished event.
        outcomes.map { $0.requestState }.bind(to: requestState).disposed(by: disposeBag)
        signupFinished = outcomes.compactMap { $0.credentials }.hot(replay: 0, keptBy: disposeBag)
    }
}

/// One step of a sign-up request, as the request pipeline reports it.
private enum RequestOutcome {
    case started
    case finished(SignupCredentials)
    case failed(String)

    var requestState: SignupRequestState {
        switch self {
        case .started: .requesting
        case .finished: .finished
        case .failed(let message): .failed(message)
        }
    }

    var credentials: SignupCredentials? {
        if case .finished(let credentials) = self { credentials } else { nil }
    }
}
