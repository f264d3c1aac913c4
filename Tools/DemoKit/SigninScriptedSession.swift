import IOViewModel
import SigninFeature

/// The sign-in demo's non-interactive mode: reads commands line by line and prints every
/// output event.
///
/// Commands are `email <text>` and `password <text>`; the text is everything after the first
/// space, so it may be empty or contain spaces. Blank lines and lines starting with `#` are
/// skipped. Anything else is reported with its line number and skipped.
public struct SigninScriptedSession: ScriptedSession {
    /// What a script produced: the transcript lines and the problems found.
    public typealias Result = ScriptResult

    /// Creates a session.
    public init() {}

    /// Runs `lines` through a new sign-in view model, reporting each transcript line and each
    /// problem as it happens (the executable streams them to standard output and error).
    public func run(
        _ lines: some Sequence<String>,
        transcript: @escaping (String) -> Void,
        error: (String) -> Void
    ) {
        // The clock stands in for the main scheduler the outputs deliver on, so the transcript
        // is the same whatever thread runs the script; `advance(by: .zero)` delivers a command's
        // outputs before the next command.
        let clock = VirtualClock()
        let viewModel = MainScheduler.withMainScheduler(clock) { SigninViewModel() }
        let subscription = viewModel.outputs.observeAll { transcript($0.line) }
        defer { subscription.dispose() }
        for (index, line) in lines.enumerated() {
            switch SigninScriptCommand(parsing: line) {
            case .skip:
                continue
            case .email(let text):
                transcript("> \(line)")
                viewModel.inputs.didChange(email: text)
            case .password(let text):
                transcript("> \(line)")
                viewModel.inputs.didChange(password: text)
            case .invalid(let problem):
                error("line \(index + 1): \(problem)")
            }
            clock.advance(by: .zero)
        }
    }
}

/// One line of a demo script.
enum SigninScriptCommand: Equatable {
    case email(String)
    case password(String)
    case skip
    case invalid(String)

    init(parsing line: String) {
        if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") {
            self = .skip
            return
        }
        let word = line.prefix { $0 != " " }
        let text = line.dropFirst(word.count).dropFirst()
        switch word {
        case "email": self = .email(String(text))
        case "password": self = .password(String(text))
        default:
            self = .invalid(
                "unknown command \(quoted(String(word))); expected \"email <text>\" or \"password <text>\"")
        }
    }
}
