#if canImport(Observation)
import IOViewModel
import Observation

/// The sign-up screen as observable state, for SwiftUI: the four fields are settable properties
/// that feed the view model's inputs, ``signUp()`` taps the button, and every output the view
/// reads is a property holding its latest value, written on the main actor.
///
/// A view that reads one property is invalidated when, and only when, that value changes. The
/// state holds the view model; its output subscriptions hold the state weakly and end when the
/// state is released.
@MainActor @Observable
public final class SignupScreenState: ObservationBridge {
    /// The login ID field; each change is passed to the view model.
    public var loginID = "" { didSet { viewModel.inputs.didChange(loginID: loginID) } }
    /// The password field; each change is passed to the view model.
    public var password = "" { didSet { viewModel.inputs.didChange(password: password) } }
    /// The confirmation field; each change is passed to the view model.
    public var confirmation = "" { didSet { viewModel.inputs.didChange(passwordConfirmation: confirmation) } }
    /// The terms switch; each change is passed to the view model.
    public var termsAccepted = false { didSet { viewModel.inputs.didChange(termsAccepted: termsAccepted) } }
    /// Whether the sign-up button can be tapped.
    public private(set) var isSignupEnabled = false
    /// The sign-up button's opacity.
    public private(set) var buttonAlpha = 0.5
    /// The warning under the form ("" for none).
    public private(set) var warning = ""
    /// Whether a request is in flight (the loading indicator shows).
    public private(set) var isLoading = false
    /// The credentials of the last request that succeeded; `nil` until one does.
    public private(set) var signedUp: SignupCredentials?
    /// The subscriptions to the view model's outputs; they end with the state.
    @ObservationIgnored public let bindings = DisposeBag()
    @ObservationIgnored private let viewModel: any SignupViewModelTypes

    /// The state of a screen driven by `viewModel`.
    public init(viewModel: any SignupViewModelTypes) {
        self.viewModel = viewModel
        show(viewModel.outputs.isSignupButtonEnabled, in: \.isSignupEnabled)
        show(viewModel.outputs.signupButtonAlpha, in: \.buttonAlpha)
        show(viewModel.outputs.warningText, in: \.warning)
        show(viewModel.outputs.isLoadingIndicatorAnimating, in: \.isLoading)
        show(viewModel.outputs.signupFinished.map { Optional($0) }, in: \.signedUp)
    }

    /// Taps the sign-up button.
    public func signUp() { viewModel.inputs.didTapSignupButton() }
}
#endif
