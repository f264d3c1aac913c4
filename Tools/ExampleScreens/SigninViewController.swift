#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel
import IOViewModelCocoa
import SigninFeature

/// The sign-in screen in UIKit: two fields whose borders turn red while they are invalid, a
/// message under each, and a button enabled (and opaque) only when both are valid.
public final class SigninViewController: UIViewController {
    /// The email field.
    public let emailField = UITextField()
    /// The password field.
    public let passwordField = UITextField()
    /// The message under the email field.
    public let emailMessage = UILabel()
    /// The message under the password field.
    public let passwordMessage = UILabel()
    /// The sign-in button.
    public let signinButton = UIButton()
    /// Called when the user taps the enabled sign-in button.
    public var onSignin: () -> Void = {}

    private let viewModel: any SigninViewModelType
    private let disposeBag = DisposeBag()

    /// The screen of `viewModel`.
    public init(viewModel: any SigninViewModelType = SigninViewModel()) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: the screen is built in code.
    public required init?(coder: NSCoder) { nil }

    /// Lays out the controls and binds them to the view model.
    public override func viewDidLoad() {
        super.viewDidLoad()
        layOut()
        bindViewModel()
    }

    private func bindViewModel() {
        let inputs = viewModel.inputs
        let outputs = viewModel.outputs
        emailField.rx.text.orEmpty.changed
            .bind(onNext: { inputs.didChange(email: $0) })
            .disposed(by: disposeBag)
        passwordField.rx.text.orEmpty.changed
            .bind(onNext: { inputs.didChange(password: $0) })
            .disposed(by: disposeBag)
        signinButton.rx.tap
            .bind(onNext: { [weak self] in self?.onSignin() })
            .disposed(by: disposeBag)

        outputs.isEmailValid.drive(emailField.rx.borderStatus).disposed(by: disposeBag)
        outputs.isPasswordValid.drive(passwordField.rx.borderStatus).disposed(by: disposeBag)
        outputs.emailNotValidErr.drive(emailMessage.rx.text).disposed(by: disposeBag)
        outputs.passwordNotValidErr.drive(passwordMessage.rx.text).disposed(by: disposeBag)
        outputs.isSigninEnabled.drive(signinButton.rx.isEnabled).disposed(by: disposeBag)
        outputs.isSigninEnabled.map { $0 ? 1 : 0.5 }.drive(signinButton.rx.alpha).disposed(by: disposeBag)
    }

    private func layOut() {
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        for field in [emailField, passwordField] {
            field.layer.borderWidth = 1
            field.layer.borderColor = UIColor(TextFieldStatus.notValid.borderColor).cgColor
        }
        emailMessage.numberOfLines = 0
        passwordMessage.numberOfLines = 0
        signinButton.setTitle("Sign in", for: .normal)
        signinButton.isEnabled = false
        signinButton.alpha = 0.5
        let stack = UIStackView(arrangedSubviews: [
            emailField, emailMessage, passwordField, passwordMessage, signinButton,
        ])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 80)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
    }
}
#endif
