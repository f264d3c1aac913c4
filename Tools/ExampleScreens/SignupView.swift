#if canImport(SwiftUI) || os(Linux)
#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIns
#endif
import SignupFeature

/// The sign-up screen in SwiftUI, on ``SignupScreenState``: the fields and the switch edit the
/// state; its outputs enable and fade the button, show the warning and the spinner.
public struct SignupView: View {
    @State private var state: SignupScreenState

    /// The screen of `state`.
    public init(state: SignupScreenState) {
        _state = State(wrappedValue: state)
    }

    /// The form.
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Login ID", text: $state.loginID)
            SecureField("Password", text: $state.password)
            SecureField("Confirm password", text: $state.confirmation)
            Toggle("I accept the terms", isOn: $state.termsAccepted)
            Button("Sign up") { state.signUp() }
                .disabled(!state.isSignupEnabled)
                .opacity(state.buttonAlpha)
            Text(state.warning)
            if state.isLoading {
                ProgressView()
            }
        }
    }
}
#endif
