import IOViewModel
import SigninFeature

/// The names of the outputs, in the order the demo lists them.
public enum SigninOutputName {
    /// All five, in display order.
    public static let all = [
        "isEmailValid", "emailNotValidErr", "isPasswordValid", "passwordNotValidErr", "isSigninEnabled",
    ]
}

extension SigninViewModelOutputs {
    /// Subscribes to every output and reports each event to `record`, in the order they happen.
    public func observeAll(_ record: @escaping (OutputEvent) -> Void) -> any Disposable {
        Disposables.create([
            isEmailValid.drive(onNext: { record(OutputEvent(output: "isEmailValid", value: "\($0)")) }),
            emailNotValidErr.drive(onNext: { record(OutputEvent(output: "emailNotValidErr", value: quoted($0))) }),
            isPasswordValid.drive(onNext: { record(OutputEvent(output: "isPasswordValid", value: "\($0)")) }),
            passwordNotValidErr.drive(onNext: {
                record(OutputEvent(output: "passwordNotValidErr", value: quoted($0)))
            }),
            isSigninEnabled.drive(onNext: { record(OutputEvent(output: "isSigninEnabled", value: "\($0)")) }),
        ])
    }
}
