import IOViewModel
import SigninFeature

/// Drives a ``SigninScreen`` from keystrokes, through the view model's inputs and outputs only:
/// keys become input calls; the screen changes only when an output emits.
public final class SigninDemoController: InteractiveDemo, OutputShowing {
    /// What to draw now.
    public private(set) var screen = SigninScreen()
    /// Never called: the sign-in screen changes only on keys.
    public var onChange: (() -> Void)?

    private let viewModel: any SigninViewModelType
    let disposeBag = DisposeBag()

    /// A controller over `viewModel`.
    public init(viewModel: any SigninViewModelType = SigninViewModel()) {
        self.viewModel = viewModel
        let outputs = viewModel.outputs
        show(
            outputs.isEmailValid, row: "isEmailValid", marble: { $0 == .valid ? "v" : "n" },
            apply: { $0.emailBorder = $1.borderColor })
        show(
            outputs.emailNotValidErr, row: "emailNotValidErr", marble: { $0.isEmpty ? "_" : "m" },
            apply: { $0.emailMessage = $1 })
        show(
            outputs.isPasswordValid, row: "isPasswordValid", marble: { $0 == .valid ? "v" : "n" },
            apply: { $0.passwordBorder = $1.borderColor })
        show(
            outputs.passwordNotValidErr, row: "passwordNotValidErr", marble: { $0.isEmpty ? "_" : "m" },
            apply: { $0.passwordMessage = $1 })
        show(
            outputs.isSigninEnabled, row: "isSigninEnabled", marble: { $0 ? "t" : "f" },
            apply: { $0.isSigninEnabled = $1 })
    }

    /// Applies `key`; returns `false` when the demo should end.
    @discardableResult
    public func handle(_ key: DemoKey) -> Bool {
        switch key {
        case .quit:
            return false
        case .nextField, .previousField, .enter:
            // Two fields: every move lands on the other one.
            screen.focus = screen.focus == .email ? .password : .email
        case .text(let text):
            edit { $0 += text }
        case .backspace:
            edit { if !$0.isEmpty { $0.removeLast() } }
        }
        return true
    }

    /// The screen as text, with colours.
    public func render(columns: Int) -> String {
        screen.render(columns: columns)
    }

    /// Applies an output's change and marks it on the timeline, in the current frame: the sign-in
    /// screen changes only on keys, so no output opens a frame of its own.
    func show(_ row: String, _ marble: Character, _ change: (inout SigninScreen) -> Void) {
        change(&screen)
        screen.timeline.mark(row, marble)
    }

    private func edit(_ change: (inout String) -> Void) {
        switch screen.focus {
        case .email:
            viewModel.inputs.didChange(email: screen.type(change, into: \.email, row: "didChange(email:)"))
        case .password:
            viewModel.inputs.didChange(password: screen.type(change, into: \.password, row: "didChange(password:)"))
        }
    }
}
