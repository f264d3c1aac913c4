#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel
import IOViewModelCocoa
import SignupFeature

/// The sign-up screen in UIKit: three fields, a terms switch, a button enabled (and opaque) only
/// when the form is complete, a warning, and a spinner while the request runs.
public final class SignupViewController: UIViewController {
    /// The login ID field.
    public let loginIDField = UITextField()
    /// The password field.
    public let passwordField = UITextField()
    /// The password confirmation field.
    public let confirmationField = UITextField()
    /// The terms switch.
    public let termsSwitch = UISwitch()
    /// The sign-up button.
    public let signupButton = UIButton()
    /// The warning under the form.
    public let warningLabel = UILabel()
    /// The spinner shown while the request runs.
    public let loadingIndicator = UIActivityIndicatorView()
    /// Called with the credentials each time a sign-up succeeds.
    public var onSignedUp: (SignupCredentials) -> Void = { _ in }

    private let viewModel: any SignupViewModelType
    private let disposeBag = DisposeBag()

    /// The screen of `viewModel`.
    public init(viewModel: any SignupViewModelType) {
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
        loginIDField.rx.text.orEmpty.changed
            .bind(onNext: { inputs.didChange(loginID: $0) })
            .disposed(by: disposeBag)
        passwordField.rx.text.orEmpty.changed
            .bind(onNext: { inputs.didChange(password: $0) })
            .disposed(by: disposeBag)
        confirmationField.rx.text.orEmpty.changed
            .bind(onNext: { inputs.didChange(passwordConfirmation: $0) })
            .disposed(by: disposeBag)
        termsSwitch.rx.isOn.changed
            .bind(onNext: { inputs.didChange(termsAccepted: $0) })
            .disposed(by: disposeBag)
        signupButton.rx.tap
            .bind(onNext: { inputs.didTapSignupButton() })
            .disposed(by: disposeBag)

        outputs.isSignupEnabled.drive(signupButton.rx.isEnabled).disposed(by: disposeBag)
        outputs.signupButtonAlpha.map { CGFloat($0) }.drive(signupButton.rx.alpha).disposed(by: disposeBag)
        outputs.warningMessage.drive(warningLabel.rx.text).disposed(by: disposeBag)
        outputs.isLoadingIndicatorAnimating.drive(loadingIndicator.rx.isAnimating).disposed(by: disposeBag)
        outputs.isLoadingIndicatorHidden.drive(loadingIndicator.rx.isHidden).disposed(by: disposeBag)
        outputs.signupFinished
            .emit(onNext: { [weak self] credentials in self?.onSignedUp(credentials) })
            .disposed(by: disposeBag)
    }

    private func layOut() {
        loginIDField.placeholder = "Login ID"
        passwordField.placeholder = "Password"
        confirmationField.placeholder = "Confirm password"
        passwordField.isSecureTextEntry = true
        confirmationField.isSecureTextEntry = true
        signupButton.setTitle("Sign up", for: .normal)
        warningLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [
            loginIDField, passwordField, confirmationField, termsSwitch, signupButton, warningLabel,
            loadingIndicator,
        ])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 80)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
    }
}
#endif
