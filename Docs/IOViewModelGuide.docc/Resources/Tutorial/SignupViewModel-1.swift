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
