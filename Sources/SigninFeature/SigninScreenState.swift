#if canImport(Observation)
import IOViewModel
import Observation

/// The sign-in screen as observable state, for SwiftUI: the fields are settable properties that
/// feed the view model's inputs, and every output the view reads is a property holding its
/// latest value, written on the main actor.
///
/// ```swift
/// TextField("Email", text: $state.email)
///     .border(state.emailStatus.borderColor.color)
/// Button("Sign in") { ... }.disabled(!state.isSigninEnabled)
/// ```
///
/// A view that reads `isSigninEnabled` is invalidated when, and only when, that value changes.
/// The state holds the view model; its output subscriptions hold the state weakly and end when
/// the state is released.
@MainActor @Observable
public final class SigninScreenState: ObservationBridge {
    /// The email field's text; each change is passed to the view model.
    public var email = "" { didSet { viewModel.inputs.didChange(email: email) } }
    /// The password field's text; each change is passed to the view model.
    public var password = "" { didSet { viewModel.inputs.didChange(password: password) } }
    /// The email field's status, which gives its border colour.
    public private(set) var emailStatus = TextFieldStatus.notValid
    /// The password field's status, which gives its border colour.
    public private(set) var passwordStatus = TextFieldStatus.notValid
    /// The message under the email field ("" when valid).
    public private(set) var emailMessage = ""
    /// The message under the password field ("" when valid).
    public private(set) var passwordMessage = ""
    /// Whether the sign-in button is enabled.
    public private(set) var isSigninEnabled = false
    /// The subscriptions to the view model's outputs; they end with the state.
    @ObservationIgnored public let bindings = DisposeBag()
    @ObservationIgnored private let viewModel: any SigninViewModelTypes

    /// The state of a screen driven by `viewModel`.
    public init(viewModel: any SigninViewModelTypes = SigninViewModel()) {
        self.viewModel = viewModel
        show(viewModel.outputs.isEmailValid, in: \.emailStatus)
        show(viewModel.outputs.isPasswordValid, in: \.passwordStatus)
        show(viewModel.outputs.emailNotValidErr, in: \.emailMessage)
        show(viewModel.outputs.passwordNotValidErr, in: \.passwordMessage)
        show(viewModel.outputs.isSigninEnabled, in: \.isSigninEnabled)
    }
}
#endif
