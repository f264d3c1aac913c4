#if canImport(Observation)
import Dispatch
import Foundation
import IOViewModel
import IOViewModelObservation
import Observation
import SignupFeature
import TestScheduler
import Testing

/// The sign-up screen's observable state: invalidation precision, main-actor delivery, release.
/// Each test (but the one about threads) runs with the concurrent main scheduler standing in for
/// the main one: on the main actor a binder writes at once, even while other tests, running in
/// parallel, have work queued on the main queue (where the main scheduler would queue behind it).
@MainActor @Suite struct SignupScreenStateTests {
    func counts(_ readers: Invalidations...) -> [Int] { readers.map(\.count) }

    func makeState(_ scheduler: TestScheduler) -> SignupScreenState {
        SignupScreenState(viewModel: SignupViewModel(service: SimulatedSignupService(scheduler: scheduler)))
    }

    @Test func eachOutputInvalidatesOnlyItsReaders() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            let scheduler = TestScheduler(initialClock: 0)
            tracker.track {
                let state = makeState(scheduler)
                let button = Invalidations { _ = state.isSignupEnabled }
                let alpha = Invalidations { _ = state.buttonAlpha }
                let warning = Invalidations { _ = state.warning }
                let loading = Invalidations { _ = state.isLoading }
                let finished = Invalidations { _ = state.signedUp }

                state.loginID = "me"
                state.password = "secret"
                #expect(counts(button, alpha, warning) == [0, 0, 0])  // still incomplete: no change
                state.confirmation = "other"
                #expect(state.warning == SignupMessages.english.passwordMismatch)
                #expect(counts(button, alpha, warning) == [0, 0, 1])
                state.confirmation = "secret"
                state.termsAccepted = true
                #expect(state.isSignupEnabled && state.buttonAlpha == 1 && state.warning == "")
                #expect(counts(button, alpha, warning, loading) == [1, 1, 3, 0])

                state.signUp()
                #expect(state.isLoading && !state.isSignupEnabled)
                #expect(counts(button, loading, finished) == [2, 1, 0])
                scheduler.advance(by: .seconds(1))
                #expect(state.signedUp == SignupCredentials(loginID: "me", password: "secret"))
                #expect(counts(button, loading, finished) == [3, 2, 1])
            }
            #expect(tracker.live == 0)
        }
    }

    @Test func anEqualValueInvalidatesNothing() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let state = makeState(TestScheduler(initialClock: 0))
            let readers = Invalidations { _ = (state.isSignupEnabled, state.buttonAlpha, state.warning, state.isLoading) }
            state.loginID = "a"
            state.loginID = "ab"
            state.password = "p"
            #expect(readers.count == 0)
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
