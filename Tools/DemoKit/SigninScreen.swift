import SigninFeature

/// Everything the interactive demo draws, kept up to date from the view model's outputs.
public struct SigninScreen: Equatable, Sendable, TextEntryScreen {
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
        lines += textFieldBox(
            "Email", text: email, focused: focus == .email, border: emailBorder, width: boxWidth, colors: colors)
        lines.append(style(emailMessage, .red, colors))
        lines += textFieldBox(
            "Password", text: String(repeating: "•", count: password.count), focused: focus == .password,
            border: passwordBorder, width: boxWidth, colors: colors)
        lines.append(style(passwordMessage, .red, colors))
        lines.append(isSigninEnabled ? style("[ Sign in ]", .bold, colors) : style("[ Sign in ]", .dim, colors))
        lines += ["", style("Timeline", .bold, colors) + " (one frame per keystroke; frame 0 is subscription)"]
        lines += timeline.lines(width: max(10, columns - 24))
        lines.append("  ● input   v valid   n notValid   m message   _ \"\"   t/f enabled")
        return lines.joined(separator: "\n")
    }
}
