#if canImport(SwiftUI) || os(Linux)
#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIns
#endif
import SigninFeature

/// The sign-in screen in SwiftUI, on ``SigninScreenState``: each field edits the state, whose
/// outputs colour the borders, fill the messages and enable the button.
public struct SigninView: View {
    @State private var state: SigninScreenState
    private let onSignin: @MainActor () -> Void

    /// The screen of `state`; `onSignin` runs when the user taps the enabled button.
    public init(state: SigninScreenState, onSignin: @escaping @MainActor () -> Void = {}) {
        _state = State(wrappedValue: state)
        self.onSignin = onSignin
    }

    /// The form.
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Email", text: $state.email)
                .border(Color(state.emailStatus.borderColor))
            Text(state.emailMessage)
            SecureField("Password", text: $state.password)
                .border(Color(state.passwordStatus.borderColor))
            Text(state.passwordMessage)
            Button("Sign in", action: onSignin)
                .disabled(!state.isSigninEnabled)
        }
    }
}
#endif
