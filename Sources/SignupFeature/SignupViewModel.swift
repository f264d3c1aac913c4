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
/// Every output delivers on the main scheduler, never fails and is shared: however many views
/// observe it, each input event decides the screen once. The state outputs are drivers: they emit
/// their current value at once (and to a late subscriber), then only when it changes;
/// ``signupFinished`` is a signal, an event never replayed. The outputs one input event
/// changes arrive in the order they are listed here.
public protocol SignupViewModelOutputs {
    /// Emits whether the sign-up button can be tapped.
    var isSignupEnabled: Driver<Bool> { get }
    /// Emits the sign-up button's opacity: 1.0 when enabled, 0.5 when not.
    var signupButtonAlpha: Driver<Double> { get }
    /// Emits the warning under the form ("" for none).
    var warningMessage: Driver<String> { get }
    /// Emits whether the loading indicator spins: from the tap until the request ends.
    var isLoadingIndicatorAnimating: Driver<Bool> { get }
    /// Emits whether the loading indicator is hidden: always the opposite of animating.
    var isLoadingIndicatorHidden: Driver<Bool> { get }
    /// Emits the credentials once each time a request succeeds.
    var signupFinished: Signal<SignupCredentials> { get }
}

/// The two faces of the sign-up view model; a view holds this, never the class.
public protocol SignupViewModelType {
    /// What the view calls.
    var inputs: any SignupViewModelInputs { get }
    /// What the view observes.
    var outputs: any SignupViewModelOutputs { get }
}

/// The sign-up form of the sign-up tutorial: four fields, one request, a loading indicator.
///
/// The view reports every control change through the inputs and shows the outputs; the view
/// model never writes a field back, so one-way bindings in each direction are all a screen needs.
public final class SignupViewModel: SignupViewModelType, SignupViewModelInputs, SignupViewModelOutputs {
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
    public let isLoadingIndicatorHidden: Driver<Bool>
    public let signupFinished: Signal<SignupCredentials>

    private let disposeBag = DisposeBag()

    /// A view model for an empty form that signs up through `service`, warning in the language
    /// of `messages`.
    public init(service: any SignupService, messages: SignupMessages = .english) {
        // The form starts as a new screen shows it, and each field's change edits it; an edit
        // reaches the main scheduler once, here.
        let form = Observable.merge(
            loginIDChanged.map(setting(\.loginID)), passwordChanged.map(setting(\.password)),
            passwordConfirmationChanged.map(setting(\.passwordConfirmation)),
            termsAcceptedChanged.map(setting(\.termsAccepted))
        )
        .scan(into: SignupForm()) { form, edit in edit(&form) }
        .asDriver(onErrorDriveWith: .empty())
        .startWith(SignupForm())

        // A tap sends the form of that moment if it breaks no rule; flatMapFirst ignores taps
        // while a request is in flight, so one request runs at a time. Each step of the request
        // reaches the main scheduler once, here, whatever thread the service answers on.
        let outcomes =
            signupButtonTapped
            .withLatestFrom(form)
            .filter { $0.firstProblem == nil }
            .flatMapFirst { form in
                let credentials = SignupCredentials(loginID: form.loginID, password: form.password)
                return service.signUp(credentials)
                    .take(1)
                    .map { _ in RequestOutcome.finished(credentials) }
                    .catch { error in .just(.failed(String(describing: error))) }
                    .startWith(.started)
            }
            .asDriver(onErrorDriveWith: .empty())
        let request = outcomes.map(\.requestState).startWith(.none)
        // Decided once per input event and shared by the three outputs below; every output reads
        // a private driver, never another output (which would be notified before the view is).
        let screen = Driver.combineLatest(form, request) { form, request in
            SignupScreenDecision(form: form, request: request, messages: messages)
        }
        let isRequesting = request.map { $0 == .requesting }.distinctUntilChanged()

        // Connected in this order, so for one input event the outputs emit in this order: the
        // request state changes (and the outputs above follow) before the finished event.
        isSignupEnabled = screen.map(\.isButtonEnabled).distinctUntilChanged().hot(keptBy: disposeBag)
        signupButtonAlpha = screen.map(\.buttonAlpha).distinctUntilChanged().hot(keptBy: disposeBag)
        warningMessage = screen.map(\.warning).distinctUntilChanged().hot(keptBy: disposeBag)
        isLoadingIndicatorAnimating = isRequesting.hot(keptBy: disposeBag)
        isLoadingIndicatorHidden = isRequesting.map { !$0 }.hot(keptBy: disposeBag)
        signupFinished = outcomes.asSignal().compactMap(\.credentials).hot(keptBy: disposeBag)
    }
}

/// A change of one field, as the form's stream of edits carries it.
private typealias SignupFormEdit = (inout SignupForm) -> Void

/// The edit that sets the form's `field` to a value.
private func setting<Value>(_ field: WritableKeyPath<SignupForm, Value>) -> (Value) -> SignupFormEdit {
    { value in { form in form[keyPath: field] = value } }
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
