import IOViewModel
import SignupFeature

/// The names of the sign-up view model's outputs, in the order the demo lists them.
public enum SignupOutputName {
    /// All six, in display order.
    public static let all = [
        "isSignupEnabled", "signupButtonAlpha", "warningMessage",
        "isLoadingIndicatorAnimating", "isLoadingIndicatorHidden", "signupFinished",
    ]
}

extension SignupViewModelOutputs {
    /// Subscribes to every output and reports each event to `record`, in the order they happen.
    ///
    /// Values print as `true`, `0.5`, `"Please agree to the terms."`, and the finished event as
    /// `loginID "alice" password "secret"`.
    public func observeAll(_ record: @escaping (OutputEvent) -> Void) -> any Disposable {
        Disposables.create([
            isSignupEnabled.drive(onNext: {
                record(OutputEvent(output: "isSignupEnabled", value: "\($0)"))
            }),
            signupButtonAlpha.drive(onNext: { record(OutputEvent(output: "signupButtonAlpha", value: "\($0)")) }),
            warningMessage.drive(onNext: { record(OutputEvent(output: "warningMessage", value: quoted($0))) }),
            isLoadingIndicatorAnimating.drive(onNext: {
                record(OutputEvent(output: "isLoadingIndicatorAnimating", value: "\($0)"))
            }),
            isLoadingIndicatorHidden.drive(onNext: {
                record(OutputEvent(output: "isLoadingIndicatorHidden", value: "\($0)"))
            }),
            signupFinished.emit(onNext: { credentials in
                record(
                    OutputEvent(
                        output: "signupFinished",
                        value: "loginID \(quoted(credentials.loginID)) password \(quoted(credentials.password))"))
            }),
        ])
    }
}
