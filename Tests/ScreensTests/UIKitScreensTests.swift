// Plays the user through the stand-ins' own actions (`standInType`, `standInTap`, ...), so this
// runs on Linux only; on Apple platforms the same bindings compile against UIKit and AppKit.
#if os(Linux)
import CocoaStandIns
import ExampleScreens
import IOViewModel
import SigninFeature
import SignupFeature
import TestScheduler
import Testing

/// The guide's UIKit screens, used as the user would use them.
/// Each test (but the one about threads) runs with the concurrent main scheduler standing in for
/// the main one: on the main actor a binder writes at once, even while other tests, running in
/// parallel, have work queued on the main queue (where the main scheduler would queue behind it).
@MainActor @Suite struct UIKitScreensTests {
    func components(_ field: UITextField) -> [CGFloat]? { field.layer.borderColor?.components }
    let red: [CGFloat] = [1, 0, 0, 1]
    let grey: [CGFloat] = [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]

    @Test func theSigninScreenFollowsItsFields() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            tracker.track {
                weak var weakScreen: SigninViewController?
                do {
                let controller = SigninViewController()
                weakScreen = controller
                controller.loadViewIfNeeded()
                #expect(components(controller.emailField) == red)
                #expect(!controller.signinButton.isEnabled && controller.signinButton.alpha == 0.5)

                controller.emailField.standInType("foo")
                #expect(controller.emailMessage.text == SigninRules.emailNotValidMessage)
                controller.emailField.standInType("foo@bar.com")
                #expect(components(controller.emailField) == grey)
                #expect(controller.emailMessage.text == "")
                controller.passwordField.standInType("secret1")
                #expect(components(controller.passwordField) == grey)
                #expect(controller.signinButton.isEnabled && controller.signinButton.alpha == 1)

                var signins = 0
                controller.onSignin = { signins += 1 }
                controller.signinButton.standInTap()
                #expect(signins == 1)
                }
                #expect(weakScreen == nil)
            }
            #expect(tracker.live == 0)
        }
    }

    @Test func theSignupScreenRunsARequest() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            let scheduler = TestScheduler(initialClock: 0)
            tracker.track {
                let viewModel = SignupViewModel(service: SimulatedSignupService(scheduler: scheduler))
                weak var weakScreen: SignupViewController?
                do {
                let controller = SignupViewController(viewModel: viewModel)
                weakScreen = controller
                var finished: [SignupCredentials] = []
                controller.onSignedUp = { finished.append($0) }
                controller.loadViewIfNeeded()
                #expect(!controller.signupButton.isEnabled && controller.signupButton.alpha == 0.5)
                #expect(controller.loadingIndicator.isHidden)

                controller.loginIDField.standInType("me")
                controller.passwordField.standInType("secret")
                controller.confirmationField.standInType("other")
                #expect(controller.warningLabel.text == SignupMessages.english.passwordMismatch)
                controller.confirmationField.standInType("secret")
                #expect(controller.warningLabel.text == SignupMessages.english.termsNotAccepted)
                controller.termsSwitch.standInFlip(to: true)
                #expect(controller.signupButton.isEnabled && controller.signupButton.alpha == 1)

                controller.signupButton.standInTap()
                #expect(controller.loadingIndicator.isAnimating && !controller.loadingIndicator.isHidden)
                #expect(!controller.signupButton.isEnabled)
                scheduler.advance(by: .seconds(1))
                #expect(!controller.loadingIndicator.isAnimating && controller.loadingIndicator.isHidden)
                #expect(finished == [SignupCredentials(loginID: "me", password: "secret")])
                }
                #expect(weakScreen == nil)
            }
            #expect(tracker.live == 0)
        }
    }
}
#endif
