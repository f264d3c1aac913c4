#if canImport(Observation)
import Foundation
import IOViewModel
import IOViewModelObservation
import Observation
import SigninFeature
import TestScheduler
import Testing

/// The SwiftUI side of the sign-in screen, checked with Observation itself: which property reads
/// a change invalidates, that inputs reach the view model, and that the state lets go.
/// Invalidations are marble diagrams (the test scheduler stands in for the main one); the other
/// tests but the one about threads run with the concurrent main scheduler standing in for the
/// main one: on the main actor a binder writes at once, even while other tests, running in
/// parallel, have work queued on the main queue (where the main scheduler would queue behind it).
@MainActor @Suite struct SigninScreenStateTests {
    @Test func aNewOutputValueInvalidatesOnlyTheViewsThatReadIt() {
        let state = SigninScreenState()
        TestScheduler().marbles { test in
            test.input("-e-", values: ["e": "foo@bar.com"], into: { state.email = $0 })
            test.input("--p", values: ["p": "secret1"], into: { state.password = $0 })
            test.expectInvalidations(of: { _ = state.emailStatus },     "-x-")
            test.expectInvalidations(of: { _ = state.passwordStatus },  "--x")
            test.expectInvalidations(of: { _ = state.isSigninEnabled }, "--x")
        }
        #expect(state.emailStatus == .valid && state.emailMessage == "" && state.isSigninEnabled)
    }

    @Test func anEqualValueInvalidatesNothing() {
        let state = SigninScreenState()
        TestScheduler().marbles { test in
            test.input("-a-b", values: ["a": "foo", "b": "fooo"], into: { state.email = $0 })
            // The message appears (a change); the status stays "not valid" (no change).
            test.expectInvalidations(of: { _ = state.emailMessage }, "-x--")
            test.expectInvalidations(of: { _ = state.emailStatus },  "----")
        }
        #expect(state.emailMessage == SigninRules.emailNotValidMessage)
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
                #expect(state?.emailStatus == .valid)  // an output read: its cell is subscribed
                #expect(tracker.live > 0)
                state = nil
            }
            #expect(weakState == nil)
            #expect(weakViewModel == nil)
            #expect(tracker.live == 0)
        }
    }
    /// An output property subscribes to its output on its first read, once: reading it again, or
    /// from another view, shares that subscription; and the first read shows the output's latest
    /// element, given before the read (the outputs replay it).
    @Test func anOutputIsSubscribedOnItsFirstReadAndOnlyOnce() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            tracker.track {
                let state = SigninScreenState()
                state.email = "foo@bar.com"
                let unread = tracker.live
                #expect(state.emailStatus == .valid)
                let read = tracker.live
                #expect(read == unread + 1)
                _ = state.emailStatus
                // Another view's read, as SwiftUI tracks it.
                withObservationTracking { _ = state.emailStatus } onChange: {}
                #expect(tracker.live == read)
                state.email = "foo"
                #expect(state.emailStatus == .notValid)
            }
            #expect(tracker.live == 0)
        }
    }

    /// An output that another thread produces is written on the main actor.
    @Test func anOutputFromAnotherThreadIsWrittenOnTheMainActor() async {
        let viewModel = SigninViewModel()
        let state = SigninScreenState(viewModel: viewModel)
        let inputs = UncheckedInputs(viewModel.inputs)
        let writtenOnMain = await withCheckedContinuation { (written: CheckedContinuation<Bool, Never>) in
            withObservationTracking {
                _ = state.emailMessage
            } onChange: {
                written.resume(returning: MainScheduler.isMainThread)
            }
            Thread.detachNewThread { inputs.inputs.didChange(email: "foo") }
        }
        #expect(writtenOnMain)
        #expect(state.emailMessage == SigninRules.emailNotValidMessage)
    }

    /// The view model's inputs, handed to one other thread that alone uses them meanwhile.
    struct UncheckedInputs: @unchecked Sendable {
        let inputs: any SigninViewModelInputs
        init(_ inputs: any SigninViewModelInputs) { self.inputs = inputs }
    }
}
#endif
