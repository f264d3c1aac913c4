#if canImport(Observation)
import IOViewModel
import IOViewModelObservation
import Observation

/// The sign-in screen as observable state, for SwiftUI: the fields are settable properties that
/// feed the view model's inputs, and every output the view reads is a property holding its
/// latest value, written on the main actor.
///
/// ```swift
/// TextField("Email", text: $state.email)
///     .border(Color(state.emailStatus.borderColor))
/// Button("Sign in") { ... }.disabled(!state.isSigninEnabled)
/// ```
///
/// A view that reads `isSigninEnabled` is invalidated when, and only when, that value changes.
/// The state holds the view model; its output subscriptions do not hold the state, and end when
/// the state is released.
@Observable
public final class SigninScreenState: ScreenState<any SigninViewModelType> {
    /// The email field's text; each change is passed to the view model.
    public var email = "" { didSet { viewModel.inputs.didChange(email: email) } }
    /// The password field's text; each change is passed to the view model.
    public var password = "" { didSet { viewModel.inputs.didChange(password: password) } }
    /// The email field's status, which gives its border colour.
    public var emailStatus: TextFieldStatus { latest(\.outputs.isEmailValid, initially: .notValid) }
    /// The password field's status, which gives its border colour.
    public var passwordStatus: TextFieldStatus { latest(\.outputs.isPasswordValid, initially: .notValid) }
    /// The message under the email field ("" when valid).
    public var emailMessage: String { latest(\.outputs.emailNotValidErr, initially: "") }
    /// The message under the password field ("" when valid).
    public var passwordMessage: String { latest(\.outputs.passwordNotValidErr, initially: "") }
    /// Whether the sign-in button is enabled.
    public var isSigninEnabled: Bool { latest(\.outputs.isSigninEnabled, initially: false) }

    /// The state of a screen driven by a new ``SigninViewModel``.
    public convenience init() { self.init(viewModel: SigninViewModel()) }
}
#endif
