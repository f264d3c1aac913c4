#if canImport(Observation)
import Dispatch
import Foundation
import IOViewModel
import IOViewModelObservation
import Observation
import SignupFeature
import TestScheduler
import Testing

/// The sign-up screen's observable state: invalidation precision (as marble diagrams, the test
/// scheduler standing in for the main one), main-actor delivery, release. The release test runs
/// with the concurrent main scheduler standing in for the main one: on the main actor a binder
/// writes at once, even while other tests, running in parallel, have work queued on the main
/// queue (where the main scheduler would queue behind it).
@MainActor @Suite struct SignupScreenStateTests {
    func makeState(_ scheduler: TestScheduler) -> SignupScreenState {
        SignupScreenState(viewModel: SignupViewModel(service: SimulatedSignupService(scheduler: scheduler)))
    }

    /// A request of one second is ten frames of a tenth of a second: it ends at frame 16.
    @Test func eachOutputInvalidatesOnlyItsReaders() {
        let scheduler = TestScheduler(resolution: 0.1)
        let state = makeState(scheduler)
        scheduler.marbles { test in
            test.input("-m---------------", values: ["m": "me"], into: { state.loginID = $0 })
            test.input("--p--------------", values: ["p": "secret"], into: { state.password = $0 })
            test.input("---os------------", values: ["o": "other", "s": "secret"], into: { state.confirmation = $0 })
            test.input("-----t-----------", values: ["t": true], into: { state.termsAccepted = $0 })
            test.input("------s----------", into: { state.signUp() })
            // Login ID and password alone leave the form incomplete: nothing changes.
            test.expectInvalidations(of: { _ = state.isSignupEnabled }, "-----xx---------x")
            test.expectInvalidations(of: { _ = state.buttonAlpha },     "-----xx---------x")
            test.expectInvalidations(of: { _ = state.warning },         "---xxx-----------")
            test.expectInvalidations(of: { _ = state.isLoading },       "------x---------x")
            test.expectInvalidations(of: { _ = state.signedUp },        "----------------x")
        }
        #expect(state.signedUp == SignupCredentials(loginID: "me", password: "secret"))
        #expect(state.isSignupEnabled && !state.isLoading && state.warning == "")
    }

    @Test func anEqualValueInvalidatesNothing() {
        let scheduler = TestScheduler()
        let state = makeState(scheduler)
        scheduler.marbles { test in
            test.input("-ab-", values: ["a": "a", "b": "ab"], into: { state.loginID = $0 })
            test.input("---p", values: ["p": "p"], into: { state.password = $0 })
            test.expectInvalidations(
                of: { _ = (state.isSignupEnabled, state.buttonAlpha, state.warning, state.isLoading) }, "----")
        }
    }

    @Test func theStateItsViewModelAndTheirSubscriptionsAreReleasedTogether() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            weak var weakState: SignupScreenState?
            weak var weakViewModel: SignupViewModel?
            tracker.track {
                let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: TestScheduler(initialClock: 0)))
                var state: SignupScreenState? = SignupScreenState(viewModel: viewModel)
                weakState = state
                weakViewModel = viewModel
                state?.loginID = "me"
                #expect(state?.isSignupEnabled == false)  // an output read: its cell is subscribed
                #expect(tracker.live > 0)
                state = nil
            }
            #expect(weakState == nil)
            #expect(weakViewModel == nil)
            #expect(tracker.live == 0)
        }
    }

    /// An output produced on another thread is written on the main actor: the state is never
    /// touched off the main actor.
    @Test func anOutputFromAnotherThreadIsWrittenOnTheMainActor() async {
        let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: TestScheduler(initialClock: 0)))
        let state = SignupScreenState(viewModel: viewModel)
        let inputs = UncheckedInputs(viewModel.inputs)
        let writtenOnMain = await withCheckedContinuation { (written: CheckedContinuation<Bool, Never>) in
            withObservationTracking { _ = state.warning } onChange: {
                written.resume(returning: MainScheduler.isMainThread)
            }
            Thread.detachNewThread {
                inputs.inputs.didChange(loginID: "me")
                inputs.inputs.didChange(password: "a")
                inputs.inputs.didChange(passwordConfirmation: "b")
            }
        }
        #expect(writtenOnMain)
        #expect(state.warning == SignupMessages.english.passwordMismatch)
    }

    /// The view model's inputs, handed to one other thread that alone uses them meanwhile.
    struct UncheckedInputs: @unchecked Sendable {
        let inputs: any SignupViewModelInputs
        init(_ inputs: any SignupViewModelInputs) { self.inputs = inputs }
    }
}
#endif
