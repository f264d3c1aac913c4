#if os(Linux)
import ExampleScreens
import IOViewModel
import SigninFeature
import SignupFeature
import SwiftUIStandIns
import TestScheduler
import Testing

/// The guide's SwiftUI screens, used through their bodies as the user would use them (on Linux,
/// where the stand-in views keep what they were given).
/// Each test (but the one about threads) runs with the concurrent main scheduler standing in for
/// the main one: on the main actor a binder writes at once, even while other tests, running in
/// parallel, have work queued on the main queue (where the main scheduler would queue behind it).
@MainActor @Suite struct SwiftUIScreensTests {
    @Test func theSigninViewEditsItsStateAndShowsItsOutputs() throws {
        try MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let state = SigninScreenState()
            var signins = 0
            let view = SigninView(state: state, onSignin: { signins += 1 })
            let fields = standInFind(TextField<Text>.self, in: view.body)
            let secure = standInFind(SecureField<Text>.self, in: view.body)
            try #require(fields.count == 1 && secure.count == 1)
            fields[0].standInText.wrappedValue = "foo@bar.com"
            secure[0].standInText.wrappedValue = "secret1"
            #expect(state.email == "foo@bar.com" && state.isSigninEnabled)

            let body = view.body
            let modifiers = standInFind(StandInModifier.self, in: body)
            #expect(modifiers.contains { if case .disabled(false) = $0 { true } else { false } })
            let borders = standInFind(Color.self, in: body).map(\.standInComponents)
            let grey: [Double] = [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]
            #expect(borders == [grey, grey])
            standInFind(Button<Text>.self, in: body).first?.standInTap()
            #expect(signins == 1)
        }
    }

    @Test func theSignupViewShowsTheSpinnerWhileRequesting() throws {
        try MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let scheduler = TestScheduler(initialClock: 0)
            let state = SignupScreenState(viewModel: SignupViewModel(service: SimulatedSignupService(scheduler: scheduler)))
            let view = SignupView(state: state)
            let fields = standInFind(TextField<Text>.self, in: view.body).map(\.standInText)
                + standInFind(SecureField<Text>.self, in: view.body).map(\.standInText)
            try #require(fields.count == 3)
            for (field, text) in zip(fields, ["me", "secret", "secret"]) { field.wrappedValue = text }
            standInFind(Toggle<Text>.self, in: view.body).first?.standInIsOn.wrappedValue = true
            #expect(state.isSignupEnabled)
            #expect(standInFind(ProgressView<EmptyView, EmptyView>.self, in: view.body).isEmpty)

            standInFind(Button<Text>.self, in: view.body).first?.standInTap()
            #expect(standInFind(ProgressView<EmptyView, EmptyView>.self, in: view.body).count == 1)
            scheduler.advance(by: .seconds(1))
            #expect(standInFind(ProgressView<EmptyView, EmptyView>.self, in: view.body).isEmpty)
            #expect(state.signedUp == SignupCredentials(loginID: "me", password: "secret"))
        }
    }
}
#endif
