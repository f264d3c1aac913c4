#if canImport(Observation)
import IOViewModel
import IOViewModelObservation
import Observation

/// The sign-up screen as observable state, for SwiftUI: the four fields are settable properties
/// that feed the view model's inputs, ``signUp()`` taps the button, and every output the view
/// reads is a property holding its latest value, written on the main actor.
///
/// A view that reads one property is invalidated when, and only when, that value changes. The
/// state holds the view model; its output subscriptions do not hold the state, and end when the
/// state is released.
@Observable
public final class SignupScreenState: ScreenState<any SignupViewModelType> {
    /// The login ID field; each change is passed to the view model.
    public var loginID = "" { didSet { viewModel.inputs.didChange(loginID: loginID) } }
    /// The password field; each change is passed to the view model.
    public var password = "" { didSet { viewModel.inputs.didChange(password: password) } }
    /// The confirmation field; each change is passed to the view model.
    public var confirmation = "" { didSet { viewModel.inputs.didChange(passwordConfirmation: confirmation) } }
    /// The terms switch; each change is passed to the view model.
    public var termsAccepted = false { didSet { viewModel.inputs.didChange(termsAccepted: termsAccepted) } }
    /// Whether the sign-up button can be tapped.
    public var isSignupEnabled: Bool { latest(\.outputs.isSignupEnabled, initially: false) }
    /// The sign-up button's opacity.
    public var buttonAlpha: Double { latest(\.outputs.signupButtonAlpha, initially: 0.5) }
    /// The warning under the form ("" for none).
    public var warning: String { latest(\.outputs.warningMessage, initially: "") }
    /// Whether a request is in flight (the loading indicator shows).
    public var isLoading: Bool { latest(\.outputs.isLoadingIndicatorAnimating, initially: false) }
    /// The credentials of the last request that succeeded; `nil` until one does.
    public private(set) var signedUp: SignupCredentials?

    /// The state of a screen driven by `viewModel`. The finished event, which does not replay,
    /// is shown from the start, not from its first read.
    public override init(viewModel: any SignupViewModelType) {
        super.init(viewModel: viewModel)
        show(viewModel.outputs.signupFinished.map { Optional($0) }, in: \.signedUp)
    }

    /// Taps the sign-up button.
    public func signUp() { viewModel.inputs.didTapSignupButton() }
}
#endif
