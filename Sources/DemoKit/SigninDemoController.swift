import IOViewModel
import SigninFeature

/// Drives a ``SigninScreen`` from keystrokes, through the view model's inputs and outputs only:
/// keys become input calls; the screen changes only when an output emits.
public final class SigninDemoController: InteractiveDemo {
    /// What to draw now.
    public private(set) var screen = SigninScreen()
    /// Never called: the sign-in screen changes only on keys.
    public var onChange: (() -> Void)?

    private let viewModel: any SigninViewModelTypes
    private let disposeBag = DisposeBag()

    /// A controller over `viewModel`.
    public init(viewModel: any SigninViewModelTypes = SigninViewModel()) {
        self.viewModel = viewModel
        let outputs = viewModel.outputs
        // The closures hold the controller weakly: the bag is the controller's, so it must not
        // keep the controller alive.
        outputs.isEmailValid.subscribe(
            with: self,
            onNext: { controller, status in
                controller.screen.emailBorder = status.borderColor
                controller.screen.timeline.mark("isEmailValid", status == .valid ? "v" : "n")
            }
        ).disposed(by: disposeBag)
        outputs.emailNotValidErr.subscribe(
            with: self,
            onNext: { controller, message in
                controller.screen.emailMessage = message
                controller.screen.timeline.mark("emailNotValidErr", message.isEmpty ? "_" : "m")
            }
        ).disposed(by: disposeBag)
        outputs.isPasswordValid.subscribe(
            with: self,
            onNext: { controller, status in
                controller.screen.passwordBorder = status.borderColor
                controller.screen.timeline.mark("isPasswordValid", status == .valid ? "v" : "n")
            }
        ).disposed(by: disposeBag)
        outputs.passwordNotValidErr.subscribe(
            with: self,
            onNext: { controller, message in
                controller.screen.passwordMessage = message
                controller.screen.timeline.mark("passwordNotValidErr", message.isEmpty ? "_" : "m")
            }
        ).disposed(by: disposeBag)
        outputs.isSigninEnabled.subscribe(
            with: self,
            onNext: { controller, enabled in
                controller.screen.isSigninEnabled = enabled
                controller.screen.timeline.mark("isSigninEnabled", enabled ? "t" : "f")
            }
        ).disposed(by: disposeBag)
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

    private func edit(_ change: (inout String) -> Void) {
        screen.timeline.advance()
        switch screen.focus {
        case .email:
            change(&screen.email)
            screen.timeline.mark("didChange(email:)", "●")
            viewModel.inputs.didChange(email: screen.email)
        case .password:
            change(&screen.password)
            screen.timeline.mark("didChange(password:)", "●")
            viewModel.inputs.didChange(password: screen.password)
        }
    }
}
