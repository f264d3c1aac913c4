import IOViewModel

/// The screens the demo can show.
public enum DemoScreenChoice: Equatable, Sendable {
    /// The sign-in form (the default).
    case signin
    /// The sign-up form with its simulated one-second request.
    case signup

    /// The interactive controller for this screen; the sign-up request and its indicator run on
    /// the main scheduler, so the session must serve the main queue.
    public func makeInteractiveDemo() -> any InteractiveDemo {
        switch self {
        case .signin: SigninDemoController()
        case .signup: SignupDemoController(scheduler: MainScheduler.instance)
        }
    }

    /// Runs a script of this screen's commands, reporting transcript lines and problems as they
    /// happen. The sign-up script's `wait` moves a virtual clock, so the transcript is
    /// deterministic.
    public func runScript(
        _ lines: some Sequence<String>,
        transcript: @escaping (String) -> Void,
        error: (String) -> Void
    ) {
        switch self {
        case .signin: SigninScriptedSession().run(lines, transcript: transcript, error: error)
        case .signup: SignupScriptedSession().run(lines, transcript: transcript, error: error)
        }
    }
}

/// What the command line asks the demo to do.
public enum DemoCommandLine: Equatable, Sendable {
    /// Show a screen: interactive on a terminal, scripted when standard input is a pipe or file.
    case run(DemoScreenChoice)
    /// Print ``usage`` and stop.
    case help
    /// The arguments make no sense; the message says why.
    case invalid(String)

    /// What to print for `--help`.
    public static let usage = """
        usage: demo [signin | signup]

        On a terminal, the screen is interactive. With standard input from a pipe or a file, each
        line is a command and each output event is printed on a line of its own:
          signin:  email <text> · password <text>
          signup:  loginID <text> · password <text> · confirmation <text> · terms on|off · tap
                   · wait <duration> (1s, 1.5s, 500ms: virtual time, nothing sleeps)
        """

    /// Parses the arguments that follow the program's name.
    public init(arguments: [String]) {
        switch arguments {
        case [], ["signin"]: self = .run(.signin)
        case ["signup"]: self = .run(.signup)
        case ["-h"], ["--help"], ["help"]: self = .help
        default: self = .invalid("unexpected arguments \(arguments.map(quoted).joined(separator: " "))")
        }
    }
}
