import IOViewModel
import SignupFeature
import TestScheduler
import Testing

/// The sign-up screen's request rules as properties: random typing and tapping, drawn as marble
/// diagrams, must never start a second request while one runs, and the indicator must spin
/// exactly while one does.
@Suite struct SignupPropertyTests {
    // The form starts filled in and valid; the values that keep it valid come first.
    static let loginIDs: KeyValuePairs<Character, String> = ["a": "alice", "e": ""]
    static let passwords: KeyValuePairs<Character, String> = ["s": "secret", "e": ""]
    static let confirmations: KeyValuePairs<Character, String> = ["s": "secret", "x": "secrex", "e": ""]
    static let terms: KeyValuePairs<Character, Bool> = ["t": true, "f": false]
    let flags: [Character: Bool] = ["t": true, "f": false]

    /// The sign-up property: `requestFrames` is how long a request takes.
    static func signupProperty(
        _ run: PropertyRun, requestFrames: TestTime, _ invariants: (PropertyRun, TestableObservable<Void>, PropertyOutput<Bool>) -> Void
    ) {
        let request = run.scheduler.createColdObservable([.next(requestFrames, ()), .completed(requestFrames)])
        // The run's scheduler stands in for the main one, so the drivers deliver in its time.
        let viewModel = MainScheduler.withMainScheduler(run.scheduler) {
            SignupViewModel(service: RequestProbe(request: request))
        }
        // Filled in before the run, as a marble test would (a pasted counterexample needs it too).
        viewModel.inputs.didChange(loginID: "alice")
        viewModel.inputs.didChange(password: "secret")
        viewModel.inputs.didChange(passwordConfirmation: "secret")
        viewModel.inputs.didChange(termsAccepted: true)
        run.input("viewModel.inputs.didChange(loginID:)", values: loginIDs, events: 0...2, into: viewModel.inputs.didChange(loginID:))
        run.input("viewModel.inputs.didChange(password:)", values: passwords, events: 0...2, into: viewModel.inputs.didChange(password:))
        run.input("viewModel.inputs.didChange(passwordConfirmation:)", values: confirmations, events: 0...2,
                  into: viewModel.inputs.didChange(passwordConfirmation:))
        run.input("viewModel.inputs.didChange(termsAccepted:)", values: terms, events: 0...2, into: viewModel.inputs.didChange(termsAccepted:))
        run.input("viewModel.inputs.didTapSignupButton", symbol: "t", events: 0...6, into: viewModel.inputs.didTapSignupButton)
        let animating = run.output("viewModel.outputs.isLoadingIndicatorAnimating",
                                   viewModel.outputs.isLoadingIndicatorAnimating, values: ["t": true, "f": false])
        invariants(run, request, animating)
    }

    @Test(arguments: [1, 3, 8] as [TestTime])
    func neverTwoRequestsInFlight(requestFrames: TestTime) {
        let failure = TestScheduler.property(runs: 200, frames: 16) { run in
            Self.signupProperty(run, requestFrames: requestFrames) { run, request, _ in
                run.always("never two requests in flight") { time in
                    request.subscriptions.filter { $0.isActive(at: time) }.count <= 1
                }
            }
        }
        #expect(failure == nil)
    }

    @Test(arguments: [1, 3, 8] as [TestTime])
    func theIndicatorAnimatesExactlyWhileARequestRuns(requestFrames: TestTime) {
        let failure = TestScheduler.property(runs: 200, frames: 16) { run in
            Self.signupProperty(run, requestFrames: requestFrames) { run, request, animating in
                run.always("the indicator animates exactly while a request runs") { time in
                    animating.latest(at: time) == request.subscriptions.contains { $0.isActive(at: time) }
                }
            }
        }
        #expect(failure == nil)
    }

    /// Taps do reach the service in these runs: the properties above are not true for want of
    /// requests.
    @Test func theRunsMakeRequests() {
        var requests = 0
        TestScheduler.property(runs: 100, seed: 1, frames: 16) { run in
            Self.signupProperty(run, requestFrames: 3) { run, request, _ in
                run.check("counts requests") {
                    requests += request.subscriptions.count
                    return true
                }
            }
        }
        #expect(requests > 50)
    }
}

/// A service whose every request plays `request`, whose subscriptions tell when requests ran.
struct RequestProbe: SignupService {
    let request: TestableObservable<Void>

    func signUp(_ credentials: SignupCredentials) -> Observable<Void> {
        request.asObservable()
    }
}
