import IOViewModel
import SigninFeature

/// One event from one of the sign-in view model's outputs, as the demo shows it.
public struct OutputEvent: Equatable, Sendable {
    /// The output's name, as declared in `SigninViewModelOutputs`.
    public var output: String
    /// The element, printed: `valid`, `"Entered email is not valid."`, `true`.
    public var value: String

    /// An event of `output` carrying `value`.
    public init(output: String, value: String) {
        self.output = output
        self.value = value
    }

    /// `output value`, the scripted mode's line format.
    public var line: String { "\(output) \(value)" }
}

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
            isEmailValid.subscribe(onNext: { record(OutputEvent(output: "isEmailValid", value: "\($0)")) }),
            emailNotValidErr.subscribe(onNext: { record(OutputEvent(output: "emailNotValidErr", value: quoted($0))) }),
            isPasswordValid.subscribe(onNext: { record(OutputEvent(output: "isPasswordValid", value: "\($0)")) }),
            passwordNotValidErr.subscribe(onNext: {
                record(OutputEvent(output: "passwordNotValidErr", value: quoted($0)))
            }),
            isSigninEnabled.subscribe(onNext: { record(OutputEvent(output: "isSigninEnabled", value: "\($0)")) }),
        ])
    }
}

/// `text` in double quotes, with quotes, backslashes and control characters escaped, so that a
/// scripted transcript is one line per event whatever was typed.
func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            result += "\\u{\(String(scalar.value, radix: 16))}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
