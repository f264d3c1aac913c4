import DocScenarios
import IOViewModel
import SignupFeature
import TestScheduler
import Testing

/// The sign-up screen's life as marble diagrams. One frame is 100 ms (`resolution: 0.1`), so the
/// simulated one-second request spans ten frames.
@Suite struct SignupViewModelTests {
    let flags: [Character: Bool] = ["t": true, "f": false]
    let alphas: [Character: Double] = ["1": 1.0, "h": 0.5]
    let english: [Character: String] = [
        "o": "", "m": SignupMessages.english.passwordMismatch, "a": SignupMessages.english.termsNotAccepted,
    ]

    let credentials: [Character: SignupCredentials] = ["c": SignupCredentials(loginID: "alice", password: "secret")]

    @Test func initialStateIsEmittedAtOnce() {
        let scheduler = TestScheduler(resolution: 0.1)
        scheduler.marbles(SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))) { test, viewModel in
            test.expect(viewModel.outputs.isSignupEnabled,             "f--", values: flags)
            test.expect(viewModel.outputs.signupButtonAlpha,           "h--", values: alphas)
            test.expect(viewModel.outputs.warningMessage,              "o--", values: english)
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "f--", values: flags)
            test.expect(viewModel.outputs.isLoadingIndicatorHidden,    "t--", values: flags)
            test.expect(viewModel.outputs.signupFinished,              "---", values: [:])
        }
    }

    // The two diagrams the documentation draws are written once, in `SignupScenarios`
    // (Tools/DocScenarios), and run here as this view model's marble tests.

    @Test func theRulesApplyInTheTutorialsOrder() {
        _ = SignupScenarios.formRules.run()
    }

    @Test func aTapShowsTheIndicatorForOneSecondThenFinishesOnce() {
        _ = SignupScenarios.request.run()
    }

    @Test func aTapWhileTheFormIsInvalidDoesNothing() {
        let scheduler = TestScheduler(resolution: 0.1)
        scheduler.marbles(SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))) { test, viewModel in
            test.input("-t---", into: viewModel.inputs.didTapSignupButton)
            test.expect(viewModel.outputs.isSignupEnabled,             "f----", values: flags)
            test.expect(viewModel.outputs.signupButtonAlpha,           "h----", values: alphas)
            test.expect(viewModel.outputs.warningMessage,              "o----", values: english)
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "f----", values: flags)
            test.expect(viewModel.outputs.isLoadingIndicatorHidden,    "t----", values: flags)
            test.expect(viewModel.outputs.signupFinished,              "-----", values: [:])
        }
    }

    @Test func aFailedRequestShowsItsMessageAndReenablesTheButton() {
        let scheduler = TestScheduler(resolution: 0.1)
        let service = FailingService(scheduler: scheduler, message: "Login ID is taken.")
        scheduler.marbles(SignupViewModel(service: service)) { test, viewModel in
            // The form filled at frame 0 shows its edits there; the tap waits for them.
            fillValidForm(viewModel)
            test.input("-----t----------", into: viewModel.inputs.didTapSignupButton)
            test.expect(viewModel.outputs.isSignupEnabled,             "(ft)-f----t-----", values: flags)
            test.expect(viewModel.outputs.signupButtonAlpha,           "(h1)-h----1-----", values: alphas)
            test.expect(viewModel.outputs.warningMessage,              "(oao)-----x-----",
                        values: ["o": "", "x": "Login ID is taken.", "a": SignupMessages.english.termsNotAccepted])
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "f----t----f-----", values: flags)
            test.expect(viewModel.outputs.isLoadingIndicatorHidden,    "t----f----t-----", values: flags)
            test.expect(viewModel.outputs.signupFinished,              "----------------", values: [:])
        }
    }

    @Test func japaneseMessagesAreAvailable() {
        let scheduler = TestScheduler(resolution: 0.1)
        let service = SimulatedSignupService(scheduler: scheduler)
        scheduler.marbles(SignupViewModel(service: service, messages: .japanese)) { test, viewModel in
            test.input("i---", values: ["i": "alice"], into: viewModel.inputs.didChange(loginID:))
            test.input("p---", values: ["p": "pw"], into: viewModel.inputs.didChange(password:))
            test.input("-xp-", values: ["x": "px", "p": "pw"], into: viewModel.inputs.didChange(passwordConfirmation:))
            test.expect(viewModel.outputs.warningMessage, "omk-", values: [
                "o": "", "m": "パスワードと確認パスワードが一致していません", "k": "規約に同意してください",
            ])
            test.expect(viewModel.outputs.isSignupEnabled,             "f---", values: flags)
            test.expect(viewModel.outputs.signupButtonAlpha,           "h---", values: alphas)
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "f---", values: flags)
            test.expect(viewModel.outputs.isLoadingIndicatorHidden,    "t---", values: flags)
        }
    }

    @Test func eachTapRequestsOnceAndTheOutputsArriveInTheDeclaredOrder() {
        let scheduler = TestScheduler()
        let service = CountingService(scheduler: scheduler)
        var log: [[String]] = []
        scheduler.marbles(SignupViewModel(service: service)) { test, viewModel in
            test.input("a----------", values: ["a": "alice"], into: viewModel.inputs.didChange(loginID:))
            test.input("s----------", values: ["s": "secret"], into: viewModel.inputs.didChange(password:))
            test.input("s----------", values: ["s": "secret"], into: viewModel.inputs.didChange(passwordConfirmation:))
            test.input("-----t-----", values: ["t": true], into: viewModel.inputs.didChange(termsAccepted:))
            test.input("------t----", into: viewModel.inputs.didTapSignupButton)
            test.expect(viewModel.outputs.isSignupEnabled,             "f----tft---", values: flags)
            test.expect(viewModel.outputs.signupButtonAlpha,           "h----1h1---", values: alphas)
            test.expect(viewModel.outputs.warningMessage,              "(oa)-o-----", values: english)
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "f-----tf---", values: flags)
            test.expect(viewModel.outputs.isLoadingIndicatorHidden,    "t-----ft---", values: flags)
            test.expect(viewModel.outputs.signupFinished,              "-------c---", values: credentials)
            // Three views, each subscribing to the outputs in the reverse of their declared order:
            // the order they arrive in is the view model's, not the subscribers'. One log entry
            // per frame.
            var views: DisposeBag? = DisposeBag()
            func record<Output: ObservableConvertibleType>(_ name: String, _ output: Output) {
                output.asObservable().subscribe(onNext: { log[log.count - 1].append("\(name) \($0)") })
                    .disposed(by: views!)
            }
            for frame in 0...10 { test.scheduler.scheduleAt(TestTime(frame)) { log.append([]) } }
            test.scheduler.scheduleAt(0) {
                let outputs = viewModel.outputs
                for _ in 1...3 {
                    record("finished", outputs.signupFinished.map(\.loginID))
                    record("hidden", outputs.isLoadingIndicatorHidden)
                    record("animating", outputs.isLoadingIndicatorAnimating)
                    record("warning", outputs.warningMessage)
                    record("alpha", outputs.signupButtonAlpha)
                    record("enabled", outputs.isSignupEnabled)
                }
            }
            test.scheduler.scheduleAt(10) { views = nil }
        }
        #expect(log[5] == thrice("enabled true") + thrice("alpha 1.0") + thrice("warning "))
        #expect(log[6] == thrice("enabled false") + thrice("alpha 0.5") + thrice("animating true") + thrice("hidden false"))
        let finished = log.firstIndex { $0.contains("finished alice") }
        #expect(finished.map { log[$0] } == thrice("enabled true") + thrice("alpha 1.0") + thrice("animating false")
            + thrice("hidden true") + thrice("finished alice"))
        // Eighteen subscriptions, one tap: one request.
        #expect(service.requests.value == 1)
    }

    private func thrice(_ entry: String) -> [String] {
        Array(repeating: entry, count: 3)
    }

    @Test func viewModelIsReleasedMidRequestAndLeavesNothingRunning() {
        // The harness lets go of the view model at the end, a request still in flight: it fails
        // the test if the view model outlives it, or if the request's timer is still subscribed.
        let scheduler = TestScheduler(resolution: 0.1)
        scheduler.marbles(SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))) { test, viewModel in
            // The form filled at frame 0 shows its edits there; the tap waits for them.
            fillValidForm(viewModel)
            test.input("-----t--", into: viewModel.inputs.didTapSignupButton)
            test.expect(viewModel.outputs.isSignupEnabled,             "(ft)-f--", values: flags)
            test.expect(viewModel.outputs.signupButtonAlpha,           "(h1)-h--", values: alphas)
            test.expect(viewModel.outputs.warningMessage,              "(oao)---", values: english)
            test.expect(viewModel.outputs.isLoadingIndicatorAnimating, "f----t--", values: flags)
            test.expect(viewModel.outputs.isLoadingIndicatorHidden,    "t----f--", values: flags)
            test.expect(viewModel.outputs.signupFinished,              "--------", values: credentials)
        }
    }

    private func fillValidForm(_ viewModel: SignupViewModel) {
        viewModel.inputs.didChange(loginID: "alice")
        viewModel.inputs.didChange(password: "secret")
        viewModel.inputs.didChange(passwordConfirmation: "secret")
        viewModel.inputs.didChange(termsAccepted: true)
    }
}

/// The simulated service, counting the requests it is sent.
struct CountingService: SignupService {
    final class Count {
        var value = 0
    }

    let scheduler: any SchedulerType
    let requests = Count()

    func signUp(_ credentials: SignupCredentials) -> Observable<Void> {
        requests.value += 1
        return SimulatedSignupService(scheduler: scheduler).signUp(credentials)
    }
}

/// A service that fails half a second after the request starts.
struct FailingService: SignupService {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let scheduler: any SchedulerType
    let message: String

    func signUp(_ credentials: SignupCredentials) -> Observable<Void> {
        let message = message
        return Observable<Int>.timer(.milliseconds(500), scheduler: scheduler)
            .flatMap { _ in Observable<Void>.error(Failure(description: message)) }
    }
}
