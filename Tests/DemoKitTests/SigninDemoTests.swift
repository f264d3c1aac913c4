import DemoKit
import IOViewModel
import SigninFeature
import Testing

@Suite struct ScriptedDemoTests {
    @Test func scriptPrintsEveryOutputEventInOrder() {
        let result = tracked(SigninScriptedSession().run([
            "email foo",
            "email foo@bar.com",
            "",
            "# a comment",
            "password 12345",
            "password secret1",
        ]))
        #expect(result.errors.isEmpty)
        #expect(result.transcript == [
            "isSigninEnabled false",
            "> email foo",
            "isEmailValid notValid",
            "emailNotValidErr \"Entered email is not valid.\"",
            "> email foo@bar.com",
            "isEmailValid valid",
            "emailNotValidErr \"\"",
            "> password 12345",
            "isPasswordValid notValid",
            "passwordNotValidErr \"Password has to be from 6 to 20 characters long.\"",
            "> password secret1",
            "isPasswordValid valid",
            "passwordNotValidErr \"\"",
            "isSigninEnabled true",
        ])
    }

    @Test func textIsEverythingAfterTheFirstSpace() {
        let result = tracked(SigninScriptedSession().run(["password  six  ", "email "]))
        #expect(result.transcript.contains("isPasswordValid valid"))
        #expect(result.transcript.contains("isEmailValid notValid"))
    }

    @Test func badLinesAreReportedWithTheirNumberAndSkipped() {
        let result = tracked(SigninScriptedSession().run(["email a@b.de", "emial x", "password\tsecret"]))
        #expect(result.errors == [
            "line 2: unknown command \"emial\"; expected \"email <text>\" or \"password <text>\"",
            "line 3: unknown command \"password\\tsecret\"; expected \"email <text>\" or \"password <text>\"",
        ])
        #expect(result.transcript.contains("isEmailValid valid"))
    }
}

// On the main actor, as the demo runs its controllers: the outputs deliver at once there.
@MainActor @Suite struct InteractiveDemoTests {
    @Test func keystrokesFlowThroughTheViewModelToTheScreen() {
        let tracker = ResourceTracker()
        tracker.track {
            let controller = SigninDemoController()
            #expect(controller.screen.emailBorder == .lightGray)
            controller.handle(.text("a@b.d"))
            #expect(controller.screen.email == "a@b.d")
            #expect(controller.screen.emailBorder == .red)
            #expect(controller.screen.emailMessage == "Entered email is not valid.")
            controller.handle(.text("e"))
            #expect(controller.screen.emailBorder == .lightGray)
            #expect(controller.screen.emailMessage == "")
            controller.handle(.nextField)
            controller.handle(.text("secret"))
            #expect(controller.screen.isSigninEnabled)
            controller.handle(.backspace)
            #expect(controller.screen.password == "secre")
            #expect(!controller.screen.isSigninEnabled)
            #expect(controller.screen.passwordMessage == "Password has to be from 6 to 20 characters long.")
            #expect(controller.handle(.quit) == false)
        }
        #expect(tracker.live == 0)
    }

    @Test func timelineShowsInputsAboveOutputsOnOneAxis() {
        let tracker = ResourceTracker()
        tracker.track {
            let controller = SigninDemoController()
            controller.handle(.text("x"))
            controller.handle(.nextField)
            controller.handle(.text("secret"))
            #expect(controller.screen.timeline.lines(width: 10) == [
                "didChange(email:)     -●-",
                "didChange(password:)  --●",
                "isEmailValid          -n-",
                "emailNotValidErr      -m-",
                "isPasswordValid       --v",
                "passwordNotValidErr   --_",
                "isSigninEnabled       f--",
            ])
        }
        #expect(tracker.live == 0)
    }

    @Test func renderingWithoutColoursShowsFieldsMessagesAndButton() {
        let tracker = ResourceTracker()
        tracker.track {
            let controller = SigninDemoController()
            controller.handle(.text("nope"))
            let screen = controller.screen.render(columns: 40, colors: false)
            #expect(screen.contains("│ nope█"))
            #expect(screen.contains("Entered email is not valid."))
            #expect(screen.contains("[ Sign in ]"))
            #expect(!screen.contains("\u{1B}["))
            let colored = controller.screen.render(columns: 40, colors: true)
            #expect(colored.contains("\u{1B}[38;2;255;0;0m┌"))
        }
        #expect(tracker.live == 0)
    }
}

@Suite struct KeyDecoderTests {
    @Test func decodesTextControlKeysAndEscapeSequences() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("ab".utf8) + [0x7F, 0x09, 0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x43, 0x0D, 0x03]) == [
            .text("a"), .text("b"), .backspace, .nextField, .previousField, .enter, .quit,
        ])
        #expect(decoder.feed([0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x5A, 0x0A, 0x20]) == [
            .nextField, .previousField, .enter, .text(" "),
        ])
    }

    @Test func waitsForTheRestOfASplitCharacterOrSequence() {
        var decoder = KeyDecoder()
        let euro = Array("€".utf8)
        #expect(decoder.feed(euro.prefix(2)) == [])
        #expect(decoder.feed(euro.suffix(1)) == [.text("€")])
        #expect(decoder.feed([0x1B, 0x5B]) == [])
        #expect(decoder.feed([0x42]) == [.nextField])
    }
}
