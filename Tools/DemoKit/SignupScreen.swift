import SigninFeature
import SignupFeature

/// The names of the sign-up view model's inputs, as the timeline lists them.
public enum SignupInputName {
    /// All five, in display order.
    public static let all = [
        "loginIDChanged", "passwordChanged", "passwordConfirmationChanged", "termsAcceptedChanged",
        "signupButtonTapped",
    ]
}

/// Everything the interactive sign-up demo draws, kept up to date from the view model's outputs.
public struct SignupScreen: Equatable, Sendable, TextEntryScreen {
    /// The controls that can have the focus, in Tab order.
    public enum Control: CaseIterable, Equatable, Sendable {
        /// The login ID field.
        case loginID
        /// The password field.
        case password
        /// The password confirmation field.
        case confirmation
        /// The terms switch.
        case terms
        /// The sign-up button.
        case button
    }

    /// The login ID field's text.
    public var loginID = ""
    /// The password field's text (drawn masked).
    public var password = ""
    /// The password confirmation field's text (drawn masked).
    public var confirmation = ""
    /// The terms switch.
    public var termsAccepted = false
    /// The control that receives keys.
    public var focus = Control.loginID
    /// Whether the button is enabled, from `isSignupEnabled`.
    public var isButtonEnabled = false
    /// The button's opacity, from `signupButtonAlpha`: drawn bold at 1.0, dim below.
    public var buttonAlpha = 0.5
    /// The warning under the form, from `warningMessage`.
    public var warning = ""
    /// Whether the indicator spins, from `isLoadingIndicatorAnimating`.
    public var isIndicatorAnimating = false
    /// Whether the indicator is hidden, from `isLoadingIndicatorHidden`.
    public var isIndicatorHidden = true
    /// How many times the indicator has turned; picks the spinner's glyph.
    public var spinnerFrame = 0
    /// The credentials of the "finished" alert, from `signupFinished`, until it is dismissed.
    public var alert: SignupCredentials?
    /// The marble timeline of inputs and outputs.
    public var timeline = Timeline(rows: SignupInputName.all + SignupOutputName.all)

    /// An empty form with the login ID field focused.
    public init() {}

    /// The spinner's glyphs, one per turn.
    static let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    /// The screen as text, `columns` wide; with `colors`, the button's alpha, the warning and the
    /// field borders use ANSI attributes.
    public func render(columns: Int = 80, colors: Bool = true) -> String {
        let boxWidth = max(20, min(columns - 4, 60))
        let mask = { (text: String) in String(repeating: "•", count: text.count) }
        var lines = [
            style("Sign up", .bold, colors) + "   (Tab/↑↓: move · Space: switch · Enter: button · Ctrl-C: quit)",
            "",
        ]
        lines += textFieldBox(
            "Login ID", text: loginID, focused: focus == .loginID, border: .lightGray, width: boxWidth, colors: colors)
        lines += textFieldBox(
            "Password", text: mask(password), focused: focus == .password, border: .lightGray, width: boxWidth,
            colors: colors)
        lines += textFieldBox(
            "Confirmation", text: mask(confirmation), focused: focus == .confirmation, border: .lightGray,
            width: boxWidth, colors: colors)
        lines.append(marker(.terms) + (termsAccepted ? "[x]" : "[ ]") + " I agree to the terms")
        let button = style("[ Sign up ]", buttonAlpha >= 1 ? .bold : .dim, colors)
        lines.append(marker(.button) + button + (isButtonEnabled ? "" : " (disabled)") + indicator)
        lines.append(style(warning, .red, colors))
        if let alert {
            lines += alertBox(alert, colors: colors)
        }
        lines += ["", style("Timeline", .bold, colors) + " (a frame per key, or per event arriving on its own)"]
        lines += timeline.lines(width: max(10, columns - 31))
        lines.append("  ● input   t/f true/false   1/h alpha 1.0/0.5   w warning   _ \"\"   c finished")
        return lines.joined(separator: "\n")
    }

    private func marker(_ control: Control) -> String {
        focus == control ? "▸ " : "  "
    }

    private var indicator: String {
        guard !isIndicatorHidden else { return "" }
        let glyph = isIndicatorAnimating ? Self.spinner[spinnerFrame % Self.spinner.count] : Self.spinner[0]
        return "   \(glyph) Signing up…"
    }

    /// The sign-up tutorial's alert: a "Message" box with the login ID and password.
    private func alertBox(_ credentials: SignupCredentials, colors: Bool) -> [String] {
        let body = ["loginID: \(credentials.loginID)", "password: \(credentials.password)", "", "Enter: OK"]
        let inner = max(24, body.map(\.count).max() ?? 0) + 2
        let title = "─ " + style("Message", .bold, colors) + " "
        return ["╭" + title + String(repeating: "─", count: inner - 10) + "╮"]
            + body.map { "│ " + $0 + String(repeating: " ", count: inner - 1 - $0.count) + "│" }
            + ["╰" + String(repeating: "─", count: inner) + "╯"]
    }
}
