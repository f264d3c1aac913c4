import SigninFeature

/// Everything the interactive demo draws, kept up to date from the view model's outputs.
public struct SigninScreen: Equatable, Sendable {
    /// The two fields.
    public enum Field: Equatable, Sendable {
        /// The email field.
        case email
        /// The password field.
        case password
    }

    /// The email field's text.
    public var email = ""
    /// The password field's text.
    public var password = ""
    /// The field that receives keystrokes.
    public var focus = Field.email
    /// The email field's border, from `isEmailValid`; light grey until the first input.
    public var emailBorder = RGBAColor.lightGray
    /// The password field's border, from `isPasswordValid`; light grey until the first input.
    public var passwordBorder = RGBAColor.lightGray
    /// The message under the email field, from `emailNotValidErr`.
    public var emailMessage = ""
    /// The message under the password field, from `passwordNotValidErr`.
    public var passwordMessage = ""
    /// Whether the sign-in button is enabled, from `isSigninEnabled`.
    public var isSigninEnabled = false
    /// The marble timeline of inputs and outputs.
    public var timeline = Timeline(rows: ["didChange(email:)", "didChange(password:)"] + SigninOutputName.all)

    /// An empty form with the email field focused.
    public init() {}

    /// The screen as text, `columns` wide; with `colors`, borders and messages use ANSI colours.
    public func render(columns: Int = 80, colors: Bool = true) -> String {
        let boxWidth = max(20, min(columns - 4, 60))
        var lines = [
            style("Sign in", .bold, colors) + "   (Tab: switch field · Backspace: delete · Ctrl-C: quit)",
            "",
        ]
        lines += field(
            "Email", text: email, focused: focus == .email, border: emailBorder, width: boxWidth, colors: colors)
        lines.append(style(emailMessage, .red, colors))
        lines += field(
            "Password", text: String(repeating: "•", count: password.count), focused: focus == .password,
            border: passwordBorder, width: boxWidth, colors: colors)
        lines.append(style(passwordMessage, .red, colors))
        lines.append(isSigninEnabled ? style("[ Sign in ]", .bold, colors) : style("[ Sign in ]", .dim, colors))
        lines += ["", style("Timeline", .bold, colors) + " (one frame per keystroke; frame 0 is subscription)"]
        lines += timeline.lines(width: max(10, columns - 24))
        lines.append("  ● input   v valid   n notValid   m message   _ \"\"   t/f enabled")
        return lines.joined(separator: "\n")
    }

    private func field(
        _ title: String, text: String, focused: Bool, border: RGBAColor, width: Int, colors: Bool
    ) -> [String] {
        let inner = width - 2
        let cursor = focused ? "█" : ""
        var shown = text + cursor
        if shown.count > inner - 2 { shown = "…" + shown.suffix(inner - 3) }
        let padded = " " + shown + String(repeating: " ", count: max(0, inner - 1 - shown.count))
        let paint = { (line: String) in colors ? ansiForeground(border) + line + ansiReset : line }
        return [
            (focused ? "▸ " : "  ") + title,
            paint("┌" + String(repeating: "─", count: inner) + "┐"),
            paint("│") + padded + paint("│"),
            paint("└" + String(repeating: "─", count: inner) + "┘"),
        ]
    }
}

private enum TextStyle {
    case bold, dim, red
}

private func style(_ text: String, _ style: TextStyle, _ colors: Bool) -> String {
    guard colors, !text.isEmpty else { return text }
    switch style {
    case .bold: return "\u{1B}[1m" + text + ansiReset
    case .dim: return "\u{1B}[2m" + text + ansiReset
    case .red: return ansiForeground(.red) + text + ansiReset
    }
}

/// The 24-bit ANSI escape that sets the foreground to `color`.
func ansiForeground(_ color: RGBAColor) -> String {
    func byte(_ component: Double) -> Int { Int((min(1, max(0, component)) * 255).rounded()) }
    return "\u{1B}[38;2;\(byte(color.red));\(byte(color.green));\(byte(color.blue))m"
}

let ansiReset = "\u{1B}[0m"
