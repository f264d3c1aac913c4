import IOViewModel
import TestScheduler
import Testing

// The sign-in article's view model, almost verbatim, compiled in Swift 6 language mode with zero
// warnings, twice:
//
// (a) `PlainVersion`: the article's class as written, a plain class. It is not `Sendable` and not isolated:
//     region-based isolation keeps it (and the closures its bindings capture) in the one region
//     that creates and drives it, so the compiler accepts it without annotations, and rejects
//     code that would hand it to another thread while still using it.
// (b) `MainActorVersion`: the same class, `@MainActor`, conforming to the same (nonisolated)
//     protocols through isolated conformances.
//
// Changes from the article: `import IOViewModel` instead of RxCocoa/RxSwift; the email check uses
// Swift `Regex` with a whole-string match instead of `NSPredicate` (not available on Linux;
// `SELF MATCHES` also matches the whole string); each variant sits in a namespace so both fit in
// one file; the view controller's UIKit bindings are played by the tests.
//
// Kept from the article, on purpose: its leak. `map(isValidEmail(_:))` is a method reference, so the
// closure holds `self` strongly; the subject `self` owns holds the closure; the view model is
// never deallocated and its six bindings stay live (exactly as with RxSwift). The leak check finds
// it (`theArticlesViewModelLeaksAndTheTrackerShowsIt`); the fix is `map { [unowned self] in
// self.isValidEmail($0) }`, or a `static` validator.

/// Enum for validity check.
enum TextFieldStatus {
    case valid, notValid
}

// MARK: - (a) A plain class

enum PlainVersion {
    protocol SigninViewModelInputs {
        func didChange(email: String)
        func didChange(password: String)
    }

    protocol SigninViewModelOutputs {
        var isEmailValid: PublishRelay<TextFieldStatus> { get }
        var isPasswordValid: PublishRelay<TextFieldStatus> { get }
        var emailNotValidErr: PublishRelay<String> { get }
        var passwordNotValidErr: PublishRelay<String> { get }
    }

    protocol SigninViewModelType {
        var inputs: SigninViewModelInputs { get }
        var outputs: SigninViewModelOutputs { get }
    }

    class SigninViewModel: SigninViewModelType, SigninViewModelOutputs, SigninViewModelInputs {
        var inputs: SigninViewModelInputs { return self }
        var outputs: SigninViewModelOutputs { return self }

        var isEmailValid: PublishRelay<TextFieldStatus> = PublishRelay()
        var isPasswordValid: PublishRelay<TextFieldStatus> = PublishRelay()
        var emailNotValidErr: PublishRelay<String> = PublishRelay()
        var passwordNotValidErr: PublishRelay<String> = PublishRelay()

        private var disposeBag: DisposeBag = DisposeBag()

        private var didChangeEmailProperty = PublishSubject<String>()
        func didChange(email: String) {
            didChangeEmailProperty.onNext(email)
        }

        private var didChangePasswordProperty = PublishSubject<String>()
        func didChange(password: String) {
            didChangePasswordProperty.onNext(password)
        }

        init() {
            didChangeEmailProperty.map(isValidEmail(_:)).bind(to: isEmailValid).disposed(by: disposeBag)

            isEmailValid.filter { $0 == .notValid }
                .map { _ in "Entered email is not valid." }
                .bind(to: emailNotValidErr)
                .disposed(by: disposeBag)

            didChangePasswordProperty
                .map { $0.count > 5 && $0.count < 21 ? .valid : .notValid }
                .bind(to: isPasswordValid)
                .disposed(by: disposeBag)

            isPasswordValid.filter { $0 == .notValid }
                .map { _ in "Password has to be from 6 to 20 characters long." }
                .bind(to: passwordNotValidErr)
                .disposed(by: disposeBag)

            isEmailValid.filter { $0 == .valid }
                .map { _ in "" }
                .bind(to: emailNotValidErr)
                .disposed(by: disposeBag)

            isPasswordValid.filter { $0 == .valid }
                .map { _ in "" }
                .bind(to: passwordNotValidErr)
                .disposed(by: disposeBag)
        }

        private func isValidEmail(_ email: String) -> TextFieldStatus {
            let emailRegEx = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"

            let emailPred = try? Regex(emailRegEx)
            return (try? emailPred?.wholeMatch(in: email)) != nil ? .valid : .notValid
        }
    }
}

// MARK: - (b) A main-actor class with isolated conformances

enum MainActorVersion {
    protocol SigninViewModelInputs {
        func didChange(email: String)
        func didChange(password: String)
    }

    protocol SigninViewModelOutputs {
        var isEmailValid: PublishRelay<TextFieldStatus> { get }
        var isPasswordValid: PublishRelay<TextFieldStatus> { get }
        var emailNotValidErr: PublishRelay<String> { get }
        var passwordNotValidErr: PublishRelay<String> { get }
    }

    protocol SigninViewModelType {
        var inputs: SigninViewModelInputs { get }
        var outputs: SigninViewModelOutputs { get }
    }

    // Why `@MainActor SigninViewModelInputs` rather than plain `SigninViewModelInputs`: the
    // protocols are nonisolated, so a plain conformance promises that `didChange(email:)` may be
    // called from any thread through an `any SigninViewModelInputs`. The class's methods are
    // main-actor isolated and cannot keep that promise, so Swift 6 rejects the plain conformance
    // ("conformance of 'SigninViewModel' to protocol 'SigninViewModelInputs' crosses into main
    // actor-isolated code and can cause data races"). An isolated
    // conformance (SE-0470, Swift 6.2) promises less: the conformance itself only holds on the main
    // actor. The compiler then accepts the class as written and checks every use of the
    // conformance instead: the `any SigninViewModelInputs` it produces cannot leave the main actor
    // or be used where a `Sendable` conformance is required. The alternatives give something up:
    // `nonisolated` members lose the main-actor protection, and `@MainActor` protocols would force
    // every conformer (the plain class above, test fakes) onto the main actor.
    @MainActor
    class SigninViewModel: @MainActor SigninViewModelType, @MainActor SigninViewModelOutputs,
        @MainActor SigninViewModelInputs
    {
        var inputs: SigninViewModelInputs { return self }
        var outputs: SigninViewModelOutputs { return self }

        var isEmailValid: PublishRelay<TextFieldStatus> = PublishRelay()
        var isPasswordValid: PublishRelay<TextFieldStatus> = PublishRelay()
        var emailNotValidErr: PublishRelay<String> = PublishRelay()
        var passwordNotValidErr: PublishRelay<String> = PublishRelay()

        private var disposeBag: DisposeBag = DisposeBag()

        private var didChangeEmailProperty = PublishSubject<String>()
        func didChange(email: String) {
            didChangeEmailProperty.onNext(email)
        }

        private var didChangePasswordProperty = PublishSubject<String>()
        func didChange(password: String) {
            didChangePasswordProperty.onNext(password)
        }

        init() {
            didChangeEmailProperty.map(isValidEmail(_:)).bind(to: isEmailValid).disposed(by: disposeBag)

            isEmailValid.filter { $0 == .notValid }
                .map { _ in "Entered email is not valid." }
                .bind(to: emailNotValidErr)
                .disposed(by: disposeBag)

            didChangePasswordProperty
                .map { $0.count > 5 && $0.count < 21 ? .valid : .notValid }
                .bind(to: isPasswordValid)
                .disposed(by: disposeBag)

            isPasswordValid.filter { $0 == .notValid }
                .map { _ in "Password has to be from 6 to 20 characters long." }
                .bind(to: passwordNotValidErr)
                .disposed(by: disposeBag)

            isEmailValid.filter { $0 == .valid }
                .map { _ in "" }
                .bind(to: emailNotValidErr)
                .disposed(by: disposeBag)

            isPasswordValid.filter { $0 == .valid }
                .map { _ in "" }
                .bind(to: passwordNotValidErr)
                .disposed(by: disposeBag)
        }

        private func isValidEmail(_ email: String) -> TextFieldStatus {
            let emailRegEx = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"

            let emailPred = try? Regex(emailRegEx)
            return (try? emailPred?.wholeMatch(in: email)) != nil ? .valid : .notValid
        }
    }
}

// MARK: - Behaviour

/// What a view would show: the values the outputs emitted, in order.
final class SigninScreen {
    var emailStatus: [TextFieldStatus] = []
    var passwordStatus: [TextFieldStatus] = []
    var emailError: [String] = []
    var passwordError: [String] = []
}

private let invalidEmailMessage = "Entered email is not valid."
private let invalidPasswordMessage = "Password has to be from 6 to 20 characters long."

/// Runs `body` in a fresh tracker and expects exactly the article's view model's six bindings to be
/// live afterwards (see the leak note at the top of this file): the test's own subscriptions all
/// ended.
private func expectOnlyTheArticlesBindingsLeak(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (ResourceTracker) -> Void
) {
    let tracker = ResourceTracker()
    tracker.track { body(tracker) }
    #expect(tracker.live == 6, sourceLocation: sourceLocation)
}

@Suite("The sign-in article's view model in Swift 6")
struct SigninArticleViewModelTests {
    @Test func thePlainViewModelValidatesEmailsAndPasswords() {
        expectOnlyTheArticlesBindingsLeak { tracker in
            let screen = SigninScreen()
            do {
                // The view holds the `Type` face only, as the article's view controller does.
                let viewModel: PlainVersion.SigninViewModelType = PlainVersion.SigninViewModel()
                let disposeBag = DisposeBag()
                let outputs = viewModel.outputs
                outputs.isEmailValid.bind(onNext: { screen.emailStatus.append($0) }).disposed(by: disposeBag)
                outputs.isPasswordValid.bind(onNext: { screen.passwordStatus.append($0) }).disposed(by: disposeBag)
                outputs.emailNotValidErr.bind(onNext: { screen.emailError.append($0) }).disposed(by: disposeBag)
                outputs.passwordNotValidErr
                    .bind(to: Binder(screen, scheduler: CurrentThreadScheduler.instance) { screen, text in
                        screen.passwordError.append(text)
                    })
                    .disposed(by: disposeBag)

                // The article's text-field bindings: `.bind(onNext: viewModel.inputs.didChange(email:))`.
                Observable.of("user@example", "user@example.com")
                    .bind(onNext: viewModel.inputs.didChange(email:))
                    .disposed(by: disposeBag)
                viewModel.inputs.didChange(password: "12345")
                viewModel.inputs.didChange(password: "123456")
                viewModel.inputs.didChange(password: String(repeating: "x", count: 20))
                viewModel.inputs.didChange(password: String(repeating: "x", count: 21))
                #expect(tracker.live == 10)
            }
            #expect(screen.emailStatus == [.notValid, .valid])
            #expect(screen.emailError == [invalidEmailMessage, ""])
            #expect(screen.passwordStatus == [.notValid, .valid, .valid, .notValid])
            #expect(screen.passwordError == [invalidPasswordMessage, "", "", invalidPasswordMessage])
        }
    }

    @Test(arguments: [
        ("user@example.com", TextFieldStatus.valid),
        ("first.last+tag@mail.example.co", .valid),
        ("user@example", .notValid),
        ("user@example.c", .notValid),
        ("@example.com", .notValid),
        // Whole-string match, as `NSPredicate`'s `SELF MATCHES`: a valid address inside other text
        // is not a valid email.
        ("write to user@example.com", .notValid),
        ("user@example.com and more", .notValid),
        ("", .notValid),
    ])
    func theEmailRuleMatchesTheWholeString(email: String, expected: TextFieldStatus) {
        expectOnlyTheArticlesBindingsLeak { _ in
            var statuses: [TextFieldStatus] = []
            do {
                let viewModel = PlainVersion.SigninViewModel()
                let subscription = viewModel.outputs.isEmailValid.subscribe(onNext: { statuses.append($0) })
                viewModel.inputs.didChange(email: email)
                subscription.dispose()
            }
            #expect(statuses == [expected])
        }
    }

    @Test func theArticlesViewModelLeaksAndTheExhaustiveTestShowsIt() {
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles(PlainVersion.SigninViewModel()) { test, viewModel in
                test.input("-a-", values: ["a": "a@b.cd"], into: viewModel.inputs.didChange(email:))
                test.expect(viewModel.outputs.isEmailValid,     "-v-", values: ["v": .valid])
                test.expect(viewModel.outputs.emailNotValidErr, "-o-", values: ["o": ""])
            }
        }
        // The outputs are right, but once the test lets go of the view model it is still alive:
        // `map(isValidEmail(_:))` captured `self`. Its dispose bag never deinits, so its six
        // bindings stay live.
        let messages = failures.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("Leak: 6 subscriptions made during the test are still live") }, "\(messages)")
        #expect(messages.contains {
            $0.hasPrefix("TestScheduler.marbles: the view model (SigninViewModel) is still alive after the test let go of it")
        }, "\(messages)")
    }

    @MainActor
    @Test func theMainActorViewModelBehavesTheSame() {
        expectOnlyTheArticlesBindingsLeak { tracker in
            let screen = SigninScreen()
            do {
                let viewModel: MainActorVersion.SigninViewModelType = MainActorVersion.SigninViewModel()
                let disposeBag = DisposeBag()
                let outputs = viewModel.outputs
                outputs.isEmailValid.bind(onNext: { screen.emailStatus.append($0) }).disposed(by: disposeBag)
                outputs.isPasswordValid.bind(onNext: { screen.passwordStatus.append($0) }).disposed(by: disposeBag)
                outputs.emailNotValidErr.subscribe(with: screen, onNext: { screen, text in screen.emailError.append(text) })
                    .disposed(by: disposeBag)
                outputs.passwordNotValidErr.bind(onNext: { screen.passwordError.append($0) }).disposed(by: disposeBag)

                Observable.of("not an email", "someone@example.org")
                    .bind(onNext: viewModel.inputs.didChange(email:))
                    .disposed(by: disposeBag)
                viewModel.inputs.didChange(password: "short")
                viewModel.inputs.didChange(password: "long enough")
                #expect(tracker.live == 10)
            }
            #expect(screen.emailStatus == [.notValid, .valid])
            #expect(screen.emailError == [invalidEmailMessage, ""])
            #expect(screen.passwordStatus == [.notValid, .valid])
            #expect(screen.passwordError == [invalidPasswordMessage, ""])
        }
    }
}
