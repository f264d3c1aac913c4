import IOViewModel
import SignupFeature

/// The sign-up demo's non-interactive mode: reads commands line by line and prints every output
/// event, one per line.
///
/// Commands:
///
/// | line | does |
/// | --- | --- |
/// | `loginID <text>` | types `<text>` into the login ID field (everything after the first space) |
/// | `password <text>` | the same, for the password |
/// | `confirmation <text>` | the same, for the password confirmation |
/// | `terms on`, `terms off` | sets the terms switch |
/// | `tap` | taps the sign-up button (the view model ignores a tap while the button is disabled) |
/// | `wait <duration>` | lets `<duration>` pass: `1s`, `1.5s`, `500ms` |
///
/// Blank lines and lines starting with `#` are skipped; anything else is reported with its line
/// number and skipped.
///
/// The simulated one-second request runs on a ``VirtualClock`` that only `wait` moves, so the
/// transcript is the same on every run and a script takes no real time: `tap` then `wait 1s`
/// shows the request finishing, and a script that ends without waiting ends with the request
/// still in flight (it is cancelled).
public struct SignupScriptedSession: ScriptedSession {
    /// The language of the warnings.
    public var messages: SignupMessages

    /// A session warning in the language of `messages` (English by default).
    public init(messages: SignupMessages = .english) {
        self.messages = messages
    }

    /// Runs `lines` through a new sign-up view model, reporting each transcript line and each
    /// problem as it happens (the executable streams them to standard output and error).
    public func run(
        _ lines: some Sequence<String>,
        transcript: @escaping (String) -> Void,
        error: (String) -> Void
    ) {
        // The clock also stands in for the main scheduler the outputs deliver on, so the
        // transcript is the same whatever thread runs the script.
        let clock = VirtualClock()
        let viewModel = MainScheduler.withMainScheduler(clock) {
            SignupViewModel(service: SimulatedSignupService(scheduler: clock), messages: messages)
        }
        let subscription = viewModel.outputs.observeAll { transcript($0.line) }
        defer { subscription.dispose() }
        for (index, line) in lines.enumerated() {
            let command = SignupScriptCommand(parsing: line)
            if case .skip = command { continue }
            if case .invalid(let problem) = command {
                error("line \(index + 1): \(problem)")
                continue
            }
            transcript("> \(line)")
            switch command {
            case .loginID(let text): viewModel.inputs.didChange(loginID: text)
            case .password(let text): viewModel.inputs.didChange(password: text)
            case .confirmation(let text): viewModel.inputs.didChange(passwordConfirmation: text)
            case .terms(let accepted): viewModel.inputs.didChange(termsAccepted: accepted)
            case .tap: viewModel.inputs.didTapSignupButton()
            case .wait(let duration): clock.advance(by: duration)
            case .skip, .invalid: break
            }
            // Work scheduled without delay belongs to this command, not to the next `wait`.
            clock.advance(by: .zero)
        }
    }
}

/// One line of a sign-up demo script.
enum SignupScriptCommand: Equatable {
    case loginID(String)
    case password(String)
    case confirmation(String)
    case terms(Bool)
    case tap
    case wait(RxTimeInterval)
    case skip
    case invalid(String)

    static let usage =
        "expected \"loginID <text>\", \"password <text>\", \"confirmation <text>\", "
        + "\"terms on|off\", \"tap\" or \"wait <duration>\""

    init(parsing line: String) {
        if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") {
            self = .skip
            return
        }
        let word = line.prefix { $0 != " " }
        let hasArgument = word.count < line.count
        let argument = String(line.dropFirst(word.count).dropFirst())
        switch word {
        case "loginID": self = .loginID(argument)
        case "password": self = .password(argument)
        case "confirmation": self = .confirmation(argument)
        case "terms":
            switch argument {
            case "on": self = .terms(true)
            case "off": self = .terms(false)
            default: self = .invalid("\"terms\" takes \"on\" or \"off\", not \(quoted(argument))")
            }
        case "tap":
            self = hasArgument ? .invalid("\"tap\" takes no argument") : .tap
        case "wait":
            if let duration = parseDuration(argument) {
                self = .wait(duration)
            } else {
                self = .invalid("\"wait\" takes a duration such as 1s, 1.5s or 500ms, not \(quoted(argument))")
            }
        default:
            self = .invalid("unknown command \(quoted(String(word))); \(Self.usage)")
        }
    }
}

/// `1s`, `1.5s`, `500ms` as an interval: digits with at most one decimal point, then `s` or
/// `ms`; at most a day. `nil` for anything else.
func parseDuration(_ text: String) -> RxTimeInterval? {
    let number: Substring
    let unit: Double
    if text.hasSuffix("ms") {
        (number, unit) = (text.dropLast(2), 1_000_000)
    } else if text.hasSuffix("s") {
        (number, unit) = (text.dropLast(), 1_000_000_000)
    } else {
        return nil
    }
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
        number.filter({ $0 == "." }).count <= 1, number.first != ".", number.last != ".",
        let value = Double(number), value * unit <= 86_400 * 1_000_000_000
    else { return nil }
    return RxTimeInterval(nanoseconds: Int64((value * unit).rounded()))
}
