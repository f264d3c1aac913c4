/// One event from one of a view model's outputs, as the demo shows it: made by the output logs
/// (`observeAll`), read by their callers.
public struct OutputEvent: Equatable, Sendable {
    /// The output's name, as declared in the view model's outputs protocol.
    public let output: String
    /// The element, printed: `valid`, `"Entered email is not valid."`, `true`.
    public let value: String

    /// `output value`, the scripted mode's line format.
    public var line: String { "\(output) \(value)" }
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
