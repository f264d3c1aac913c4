import SigninDemoKit
import SigninFeature
import Testing

@Suite struct ScriptedDemoTests {
    @Test func scriptPrintsEveryOutputEventInOrder() {
        let result = ScriptedSession().run([
            "email foo",
            "email foo@bar.com",
            "",
            "# a comment",
            "password 12345",
            "password secret1",
        ])
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
            "isSigninEnabled true",
            "isPasswordValid valid",
            "passwordNotValidErr \"\"",
        ])
    }

    @Test func textIsEverythingAfterTheFirstSpace() {
        let result = ScriptedSession().run(["password  six  ", "email "])
        #expect(result.transcript.contains("isPasswordValid valid"))
        #expect(result.transcript.contains("isEmailValid notValid"))
    }

    @Test func badLinesAreReportedWithTheirNumberAndSkipped() {
        let result = ScriptedSession().run(["email a@b.de", "emial x", "password\tsecret"])
        #expect(result.errors == [
            "line 2: unknown command \"emial\"; expected \"email <text>\" or \"password <text>\"",
            "line 3: unknown command \"password\\tsecret\"; expected \"email <text>\" or \"password <text>\"",
        ])
        #expect(result.transcript.contains("isEmailValid valid"))
    }
}

@Suite struct InteractiveDemoTests {
    @Test func keystrokesFlowThroughTheViewModelToTheScreen() {
        let controller = SigninDemoController()
        #expect(controller.screen.emailBorder == .lightGray)
        controller.handle(.text("a@b.d"))
        #expect(controller.screen.email == "a@b.d")
        #expect(controller.screen.emailBorder == .red)
        #expect(controller.screen.emailMessage == "Entered email is not valid.")
        controller.handle(.text("e"))
        #expect(controller.screen.emailBorder == .lightGray)
        #expect(controller.screen.emailMessage == "")
        controller.handle(.switchField)
        controller.handle(.text("secret"))
        #expect(controller.screen.isSigninEnabled)
        controller.handle(.backspace)
        #expect(controller.screen.password == "secre")
        #expect(!controller.screen.isSigninEnabled)
        #expect(controller.screen.passwordMessage == "Password has to be from 6 to 20 characters long.")
        #expect(controller.handle(.quit) == false)
    }

    @Test func timelineShowsInputsAboveOutputsOnOneAxis() {
        let controller = SigninDemoController()
        controller.handle(.text("x"))
        controller.handle(.switchField)
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

    @Test func renderingWithoutColoursShowsFieldsMessagesAndButton() {
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
}

@Suite struct KeyDecoderTests {
    @Test func decodesTextControlKeysAndEscapeSequences() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("ab".utf8) + [0x7F, 0x09, 0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x43, 0x03]) == [
            .text("a"), .text("b"), .backspace, .switchField, .switchField, .quit,
        ])
    }

    @Test func waitsForTheRestOfASplitCharacterOrSequence() {
        var decoder = KeyDecoder()
        let euro = Array("€".utf8)
        #expect(decoder.feed(euro.prefix(2)) == [])
        #expect(decoder.feed(euro.suffix(1)) == [.text("€")])
        #expect(decoder.feed([0x1B, 0x5B]) == [])
        #expect(decoder.feed([0x42]) == [.switchField])
    }
}
