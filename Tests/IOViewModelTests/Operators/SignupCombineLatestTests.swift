import IOViewModel
import Testing

/// The signup form's five-source `combineLatest` with a multi-statement closure, as the Bond
/// tutorial writes it: the kind of expression that is slow to type-check. The tests check its
/// behaviour; nothing times its type-checking (CI passes or fails on behaviour only, and
/// `scripts/typecheck-report.sh`, run by hand, times the libraries' code, not the tests').
@Suite struct SignupCombineLatestTests {
    enum RequestState: Equatable {
        case none
        case requesting
        case finished
    }

    struct ViewState: Equatable {
        var buttonEnabled: Bool
        var buttonAlpha: Double
        var warningMessage: String
    }

    @Test func fiveSourceSignupFormCombinesEveryInput() {
        let tracker = ResourceTracker()
        var states: [ViewState] = []
        tracker.track {
            let requestState = BehaviorRelay<RequestState>(value: .none)
            let loginID = BehaviorRelay<String?>(value: "")
            let password = BehaviorRelay<String?>(value: "")
            let passwordConfirmation = BehaviorRelay<String?>(value: "")
            let isAgreement = BehaviorRelay<Bool>(value: false)

            let viewState = Observable.combineLatest(
                requestState, loginID, password, passwordConfirmation, isAgreement
            ) { requestState, loginID, password, passwordConfirmation, isAgreement in
                guard let loginID, let password, let passwordConfirmation, requestState != .requesting else {
                    return ViewState(buttonEnabled: false, buttonAlpha: 0.5, warningMessage: "")
                }
                if loginID.isEmpty || password.isEmpty || passwordConfirmation.isEmpty {
                    return ViewState(buttonEnabled: false, buttonAlpha: 0.5, warningMessage: "")
                }
                guard password == passwordConfirmation else {
                    return ViewState(
                        buttonEnabled: false, buttonAlpha: 0.5,
                        warningMessage: "Password and confirmation do not match."
                    )
                }
                guard isAgreement else {
                    return ViewState(buttonEnabled: false, buttonAlpha: 0.5, warningMessage: "Please agree to the terms.")
                }
                return ViewState(buttonEnabled: true, buttonAlpha: 1.0, warningMessage: "")
            }

            let subscription = viewState.subscribe(onNext: { states.append($0) })
            loginID.accept("ayaka")
            password.accept("secret")
            passwordConfirmation.accept("secreT")
            passwordConfirmation.accept("secret")
            isAgreement.accept(true)
            requestState.accept(.requesting)
            subscription.dispose()
        }
        let disabled = ViewState(buttonEnabled: false, buttonAlpha: 0.5, warningMessage: "")
        #expect(states == [
            disabled,
            disabled,
            disabled,
            ViewState(buttonEnabled: false, buttonAlpha: 0.5, warningMessage: "Password and confirmation do not match."),
            ViewState(buttonEnabled: false, buttonAlpha: 0.5, warningMessage: "Please agree to the terms."),
            ViewState(buttonEnabled: true, buttonAlpha: 1.0, warningMessage: ""),
            disabled,
        ])
        #expect(tracker.live == 0)
    }
}
