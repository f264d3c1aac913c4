#if canImport(Observation)
import IOViewModel
import Observation
import SigninFeature
import Testing

/// The SwiftUI side of the sign-in screen, checked with Observation itself: which property reads
/// a change invalidates, that inputs reach the view model, and that the state lets go.
/// Each test (but the one about threads) runs with the concurrent main scheduler standing in for
/// the main one: on the main actor a binder writes at once, even while other tests, running in
/// parallel, have work queued on the main queue (where the main scheduler would queue behind it).
@MainActor @Suite struct SigninScreenStateTests {
    @Test func aNewOutputValueInvalidatesOnlyTheViewsThatReadIt() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            tracker.track {
                let state = SigninScreenState()
                let emailReaders = Invalidations { _ = state.emailStatus }
                let passwordReaders = Invalidations { _ = state.passwordStatus }
                let buttonReaders = Invalidations { _ = state.isSigninEnabled }

                state.email = "foo@bar.com"
                #expect(state.emailStatus == .valid)
                #expect(state.emailMessage == "")
                #expect(emailReaders.count == 1)
                #expect(passwordReaders.count == 0)
                #expect(buttonReaders.count == 0)

                state.password = "secret1"
                #expect(state.isSigninEnabled)
                #expect(emailReaders.count == 1)
                #expect(passwordReaders.count == 1)
                #expect(buttonReaders.count == 1)
            }
            #expect(tracker.live == 0)
        }
    }

    @Test func anEqualValueInvalidatesNothing() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let state = SigninScreenState()
            let statusReaders = Invalidations { _ = state.emailStatus }
            let messageReaders = Invalidations { _ = state.emailMessage }
            state.email = "foo"
            // The message appears (a change); the status stays "not valid" (no change).
            #expect(messageReaders.count == 1)
            #expect(statusReaders.count == 0)
            state.email = "fooo"
            #expect(messageReaders.count == 1)
            #expect(statusReaders.count == 0)
            #expect(state.emailMessage == SigninRules.emailNotValidMessage)
        }
    }

    @Test func theStateAndItsViewModelAreReleasedWithTheirSubscriptions() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            weak var weakState: SigninScreenState?
            weak var weakViewModel: SigninViewModel?
            tracker.track {
                let viewModel = SigninViewModel()
                var state: SigninScreenState? = SigninScreenState(viewModel: viewModel)
                weakState = state
                weakViewModel = viewModel
                state?.email = "foo@bar.com"
                #expect(tracker.live > 0)
                state = nil
            }
            #expect(weakState == nil)
            #expect(weakViewModel == nil)
            #expect(tracker.live == 0)
        }
    }
}
#endif
