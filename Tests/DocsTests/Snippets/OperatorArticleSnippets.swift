import IOViewModel
import SignupFeature
import TestScheduler
import Testing

// The examples of the IOViewModel catalog's operator and trait articles (error handling,
// combining, output traits, sharing, Swift concurrency), run against the sign-up feature.

@Suite struct OperatorArticleSnippets {
    static let alice = SignupCredentials(loginID: "alice", password: "secret")
    static let bob = SignupCredentials(loginID: "bob", password: "secret")

    // ErrorHandlingOperators.md
    @Test func aRequestIsRetriedThenReplacedByAFailureState() {
        let scheduler = TestScheduler()
        let service = ScriptedSignupService(scheduler: scheduler, failures: ["alice": 1, "bob": 5])
        scheduler.marbles { test in
            let signupTaps = test.hot("-a---b---", values: ["a": Self.alice, "b": Self.bob])
            let result = signupTaps
                .flatMapLatest { credentials in
                    service.signUp(credentials)
                        .mapConst(SignupRequestState.finished)
                        .retry(2)
                        .catchAndReturn(.failed("Sign-up is unavailable; try again later."))
                }
            test.expect(result, "---f---x-", values: [
                "f": .finished, "x": .failed("Sign-up is unavailable; try again later."),
            ])
        }
        // alice's first attempt failed and the second succeeded; bob's two attempts both failed.
        #expect(service.attempts == ["alice": 2, "bob": 2])
    }

    // CombiningOperators.md
    @Test func theScreenStateCombinesFiveSequences() {
        let loginID = BehaviorRelay(value: "")
        let password = BehaviorRelay(value: "")
        let passwordConfirmation = BehaviorRelay(value: "")
        let termsAccepted = BehaviorRelay(value: false)
        let requestState = BehaviorRelay(value: SignupRequestState.none)
        let screen = Observable.combineLatest(loginID, password, passwordConfirmation, termsAccepted, requestState) {
            loginID, password, confirmation, accepted, request in
            SignupScreenDecision(
                form: SignupForm(loginID: loginID, password: password, passwordConfirmation: confirmation, termsAccepted: accepted),
                request: request, messages: .english)
        }

        var states: [SignupScreenDecision] = []
        let subscription = screen.subscribe(onNext: { states.append($0) })
        loginID.accept("alice")
        password.accept("secret")
        passwordConfirmation.accept("secret")
        termsAccepted.accept(true)
        requestState.accept(.requesting)
        subscription.dispose()

        let disabled = SignupScreenDecision(isButtonEnabled: false, warning: "")
        #expect(states == [
            disabled, disabled, disabled,
            SignupScreenDecision(isButtonEnabled: false, warning: SignupMessages.english.termsNotAccepted),
            SignupScreenDecision(isButtonEnabled: true, warning: ""),
            disabled,
        ])
    }

    // OutputTraits.md, the binding
    @Test func aDriverBindsTheButton() {
        let scheduler = TestScheduler()
        let viewModel = MainScheduler.withMainScheduler(scheduler) {
            SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))
        }
        let signupButton = Button()
        let disposeBag = DisposeBag()
        // The binder, too, delivers on the scheduler standing in for the main one.
        MainScheduler.withMainScheduler(scheduler) {
            viewModel.outputs.isSignupEnabled
                .drive(Binder(signupButton) { button, isEnabled in button.isEnabled = isEnabled })
                .disposed(by: disposeBag)
        }
        scheduler.advanceTo(scheduler.clock + 1)
        #expect(signupButton.isEnabled == false)

        viewModel.inputs.didChange(loginID: "alice")
        viewModel.inputs.didChange(password: "secret")
        viewModel.inputs.didChange(passwordConfirmation: "secret")
        viewModel.inputs.didChange(termsAccepted: true)
        scheduler.advanceTo(scheduler.clock + 1)
        #expect(signupButton.isEnabled == true)
    }

    // OutputTraits.md, testing with a virtual main scheduler
    @Test func aViewModelMadeWithATestSchedulerDeliversOnIt() {
        let scheduler = TestScheduler()
        let viewModel = MainScheduler.withMainScheduler(scheduler) {
            SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))
        }

        // Subscribed after the block: its drivers still deliver on the test scheduler, in virtual
        // time.
        let observer = scheduler.createObserver(Bool.self)
        let subscription = viewModel.outputs.isSignupEnabled.drive(observer)
        scheduler.scheduleAt(100) {
            viewModel.inputs.didChange(loginID: "alice")
            viewModel.inputs.didChange(password: "secret")
            viewModel.inputs.didChange(passwordConfirmation: "secret")
            viewModel.inputs.didChange(termsAccepted: true)
        }
        scheduler.start()
        #expect(observer.events == [.next(0, false), .next(100, true)])
        subscription.dispose()
    }

    // SharingOperators.md
    @Test func oneSignupRequestServesTwoOutputs() {
        let scheduler = TestScheduler()
        let service = ScriptedSignupService(scheduler: scheduler, delay: 2, failures: ["bob": 1])
        scheduler.marbles { test in
            let signupTaps = test.hot("-a-----b----", values: ["a": Self.alice, "b": Self.bob])
            let response = signupTaps.flatMapLatest { service.signUp($0).materialize() }.share()
            let isLoading = Observable.merge(signupTaps.mapConst(true), response.mapConst(false)).distinctUntilChanged()
            let errorMessage = response.errors().map { String(describing: $0) }
            test.expect(isLoading, "-t-f---t-f--", values: ["t": true, "f": false])
            test.expect(errorMessage, "---------m--", values: ["m": "bob is taken"])
        }
        // Two outputs, two taps, two requests: without share() there would be four.
        #expect(service.requests == 2)
    }

    // SwiftConcurrency.md
    @Test func observablesAndSwiftConcurrencyMeetInBothDirections() async throws {
        let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: MainScheduler.instance))
        viewModel.inputs.didChange(loginID: "alice")
        viewModel.inputs.didChange(password: "secret")
        viewModel.inputs.didChange(passwordConfirmation: "secret")
        viewModel.inputs.didChange(termsAccepted: true)
        let api = ProfileAPI()
        let (someAsyncStream, continuation) = AsyncStream.makeStream(of: Int.self)
        var shown: [String] = []
        // The drivers deliver on the main queue: wait until the filled form is shown.
        _ = try await viewModel.outputs.isSignupEnabled.asObservable().filter { $0 }.awaitFirst()

        // An observable's elements in a for-await loop: buffered from `.values` on.
        let warnings = viewModel.outputs.warningMessage.asObservable().take(2).values
        viewModel.inputs.didChange(passwordConfirmation: "secret?")
        for try await warning in warnings { shown.append(warning) }

        // One element, awaited.
        let isEnabled = try await viewModel.outputs.isSignupEnabled.asObservable().awaitFirst()

        // Async code as an observable: cancelled when the subscription is disposed.
        let profile = Observable.fromAsync { try await api.profile() }
        let pages = Observable<Page>.createAsync { observer in
            for number in 1...3 { observer.onNext(try await api.page(number)) }
        }
        let ticks = someAsyncStream.asObservable()

        #expect(shown == ["", SignupMessages.english.passwordMismatch])
        #expect(isEnabled == false)
        #expect(try await profile.awaitFirst() == "alice")
        #expect(try await pages.toArray().value == [Page(number: 1), Page(number: 2), Page(number: 3)])
        for tick in 1...3 { continuation.yield(tick) }
        continuation.finish()
        #expect(try await ticks.toArray().value == [1, 2, 3])
    }
}

/// A sign-up service for the articles' examples: each request answers `delay` frames after it is
/// subscribed, failing the first `failures[loginID]` attempts for that login ID.
final class ScriptedSignupService: SignupService {
    struct Taken: Error, CustomStringConvertible {
        let loginID: String
        var description: String { "\(loginID) is taken" }
    }

    let scheduler: TestScheduler
    let delay: Int
    private var failures: [String: Int]
    /// How many requests were made (calls of `signUp`).
    private(set) var requests = 0
    /// How many times each login ID's request was subscribed.
    private(set) var attempts: [String: Int] = [:]

    init(scheduler: TestScheduler, delay: Int = 1, failures: [String: Int] = [:]) {
        self.scheduler = scheduler
        self.delay = delay
        self.failures = failures
    }

    func signUp(_ credentials: SignupCredentials) -> Observable<Void> {
        requests += 1
        let loginID = credentials.loginID
        let answer = Observable<Void>.deferred { [self] in
            attempts[loginID, default: 0] += 1
            let left = failures[loginID, default: 0]
            failures[loginID] = max(0, left - 1)
            return left > 0 ? .error(Taken(loginID: loginID)) : .just(())
        }
        return answer.delaySubscription(.seconds(delay), scheduler: scheduler)
    }
}

/// A button, as a view would hold it.
final class Button {
    var isEnabled = true
}

/// A page of a paged request.
struct Page: Equatable, Sendable {
    let number: Int
}

/// A service with `async` methods.
struct ProfileAPI {
    func profile() async throws -> String {
        try Task.checkCancellation()
        return "alice"
    }

    func page(_ number: Int) async throws -> Page {
        try Task.checkCancellation()
        return Page(number: number)
    }
}
