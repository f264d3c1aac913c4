import Foundation
import IOViewModel

// A login screen written as an RxSwift app writes it: only the import differs (`RxSwift` and
// `RxCocoa` there). Its test, `LoginViewModelTests`, is written as RxTest users write theirs.

struct User: Equatable {
    let email: String
    let name: String
}

enum LoginError: Error {
    case wrongPassword
    case offline
}

protocol LoginServiceType {
    func login(email: String, password: String) -> Single<User>
}

final class LoginViewModel {
    // Inputs
    let email = BehaviorRelay<String>(value: "")
    let password = BehaviorRelay<String>(value: "")
    let loginTap = PublishRelay<Void>()

    // Outputs
    let isLoginEnabled: Driver<Bool>
    let isBusy: Driver<Bool>
    let loggedIn: Signal<User>
    let greeting: Driver<String>
    let errorMessage: Driver<String>

    init(service: LoginServiceType) {
        let credentials = Driver.combineLatest(email.asDriver(), password.asDriver())

        isLoginEnabled = credentials
            .map { email, password in email.contains("@") && password.count >= 6 }
            .distinctUntilChanged()

        let busy = BehaviorRelay<Bool>(value: false)
        let failures = PublishRelay<Error>()
        isBusy = busy.asDriver()

        loggedIn = loginTap
            .withLatestFrom(credentials)
            .flatMapFirst { email, password in
                service.login(email: email, password: password)
                    .do(onSubscribe: { busy.accept(true) }, onDispose: { busy.accept(false) })
                    .asSignal(onErrorRecover: { error in
                        failures.accept(error)
                        return .empty()
                    })
            }
            .asSignal(onErrorSignalWith: .empty())

        greeting = loggedIn
            .flatMapLatest { user in Driver.just("Welcome, \(user.name)") }
            .startWith("")

        errorMessage = failures
            .map { error -> String in
                switch error {
                case LoginError.wrongPassword: return "Wrong email or password."
                default: return "Could not sign in. Try again."
                }
            }
            .asDriver(onErrorJustReturn: "")
            .startWith("")
    }
}

// The views. On iOS `TextField` and `Button` are UIKit's, and their `rx` extensions RxCocoa's.

/// Stands in for `UITextField`: `userTypes` is the user editing it.
final class TextField {
    private let edits: BehaviorRelay<String?>
    var text: String? {
        get { edits.value }
        set { edits.accept(newValue) }
    }

    init(text: String? = "") {
        edits = BehaviorRelay(value: text)
    }

    func userTypes(_ text: String) {
        self.text = text
    }

    fileprivate var values: Observable<String?> { edits.asObservable() }
}

/// Stands in for `UIButton`: `userTaps` is the user tapping it.
final class Button {
    private let taps = PublishRelay<Void>()
    var isEnabled = true

    func userTaps() {
        if isEnabled { taps.accept(()) }
    }

    fileprivate var touchUpInside: Observable<Void> { taps.asObservable() }
}

extension TextField: ReactiveCompatible {}
extension Button: ReactiveCompatible {}

extension Reactive where Base: TextField {
    var text: ControlProperty<String?> {
        ControlProperty(values: base.values, valueSink: Binder(base) { field, text in field.text = text })
    }
}

extension Reactive where Base: Button {
    var tap: ControlEvent<Void> {
        ControlEvent(events: base.touchUpInside)
    }
}

/// The app's own view, main-actor isolated as a `UIView` subclass is.
@MainActor
final class LoginStatusView: ReactiveCompatible {
    var isBusy = false {
        didSet { spinnerShown = isBusy }
    }
    private(set) var spinnerShown = false
    var message = ""
}

extension Reactive where Base: LoginStatusView {
    var isBusy: Binder<Bool> {
        Binder(base) { view, busy in view.isBusy = busy }
    }
}

@MainActor
final class LoginViewController {
    let emailField = TextField()
    let passwordField = TextField()
    let loginButton = Button()
    let statusView = LoginStatusView()
    private(set) var shownUser: User?
    private let disposeBag = DisposeBag()

    func bind(to viewModel: LoginViewModel) {
        emailField.rx.text.orEmpty.bind(to: viewModel.email).disposed(by: disposeBag)
        passwordField.rx.text.orEmpty.bind(to: viewModel.password).disposed(by: disposeBag)
        loginButton.rx.tap.bind(to: viewModel.loginTap).disposed(by: disposeBag)

        viewModel.isLoginEnabled.drive(loginButton.rx.isEnabled).disposed(by: disposeBag)
        viewModel.isBusy.drive(statusView.rx.isBusy).disposed(by: disposeBag)
        viewModel.errorMessage.drive(statusView.rx.message).disposed(by: disposeBag)
        viewModel.loggedIn
            .emit(onNext: { [weak self] user in self?.shownUser = user })
            .disposed(by: disposeBag)
    }
}
