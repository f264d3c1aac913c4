@testable import DemoKit
import IOViewModel
import SignupFeature
import TestScheduler
import Testing

@Suite struct SignupScriptedDemoTests {
    @Test func scriptPrintsEveryOutputEventInOrderAndWaitsInVirtualTime() {
        let tracker = ResourceTracker()
        let result = tracker.track {
            SignupScriptedSession().run([
                "loginID alice",
                "password secret",
                "confirmation secre",
                "confirmation secret",
                "# the button is still disabled: the terms",
                "terms on",
                "",
                "tap",
                "tap",
                "wait 500ms",
                "wait 0.5s",
                "wait 1s",
            ])
        }
        #expect(tracker.live == 0)
        #expect(result.errors.isEmpty)
        #expect(result.transcript == [
            "isSignupEnabled false",
            "signupButtonAlpha 0.5",
            "warningMessage \"\"",
            "isLoadingIndicatorAnimating false",
            "isLoadingIndicatorHidden true",
            "> loginID alice",
            "> password secret",
            "> confirmation secre",
            "warningMessage \"Password and confirmation do not match.\"",
            "> confirmation secret",
            "warningMessage \"Please agree to the terms.\"",
            "> terms on",
            "isSignupEnabled true",
            "signupButtonAlpha 1.0",
            "warningMessage \"\"",
            "> tap",
            "isSignupEnabled false",
            "signupButtonAlpha 0.5",
            "isLoadingIndicatorAnimating true",
            "isLoadingIndicatorHidden false",
            // A tap while requesting is ignored, and half a second is not enough.
            "> tap",
            "> wait 500ms",
            "> wait 0.5s",
            "isSignupEnabled true",
            "signupButtonAlpha 1.0",
            "isLoadingIndicatorAnimating false",
            "isLoadingIndicatorHidden true",
            "signupFinished loginID \"alice\" password \"secret\"",
            // Finished once: nothing more happens.
            "> wait 1s",
        ])
    }

    @Test func aScriptThatEndsMidRequestCancelsIt() {
        let tracker = ResourceTracker()
        let result = tracker.track {
            SignupScriptedSession().run(["loginID a", "password p", "confirmation p", "terms on", "tap", "wait 999ms"])
        }
        #expect(tracker.live == 0)
        #expect(result.transcript.last == "> wait 999ms")
        #expect(!result.transcript.contains { $0.hasPrefix("signupFinished") })
    }

    @Test func textIsEverythingAfterTheFirstSpaceAndJapaneseIsAvailable() {
        let result = tracked(SignupScriptedSession(messages: .japanese).run([
            "loginID  a b ", "password x y", "confirmation x  y", "confirmation x y", "terms off",
        ]))
        #expect(result.errors.isEmpty)
        #expect(result.transcript.contains("warningMessage \"パスワードと確認パスワードが一致していません\""))
        #expect(result.transcript.suffix(2) == ["warningMessage \"規約に同意してください\"", "> terms off"])
    }

    @Test func badLinesAreReportedWithTheirNumberAndSkipped() {
        let result = tracked(SignupScriptedSession().run([
            "loginID alice", "terms maybe", "tap now", "wait", "wait 1", "signup", "terms on",
        ]))
        #expect(result.errors == [
            "line 2: \"terms\" takes \"on\" or \"off\", not \"maybe\"",
            "line 3: \"tap\" takes no argument",
            "line 4: \"wait\" takes a duration such as 1s, 1.5s or 500ms, not \"\"",
            "line 5: \"wait\" takes a duration such as 1s, 1.5s or 500ms, not \"1\"",
            "line 6: unknown command \"signup\"; expected \"loginID <text>\", \"password <text>\", "
                + "\"confirmation <text>\", \"terms on|off\", \"tap\" or \"wait <duration>\"",
        ])
        #expect(result.transcript.filter { $0.hasPrefix(">") } == ["> loginID alice", "> terms on"])
    }
}

@Suite struct VirtualClockTests {
    @Test func runsActionsInTimeThenSchedulingOrderOnlyWhenAdvanced() {
        let clock = VirtualClock()
        var log: [String] = []
        _ = clock.schedule(after: .milliseconds(20)) { log.append("b@\(clock.elapsed.nanoseconds / 1_000_000)") }
        _ = clock.schedule(after: .milliseconds(10)) {
            log.append("a@\(clock.elapsed.nanoseconds / 1_000_000)")
            _ = clock.schedule(after: .milliseconds(10)) { log.append("c@\(clock.elapsed.nanoseconds / 1_000_000)") }
        }
        _ = clock.schedule { log.append("now") }
        #expect(log.isEmpty)
        clock.advance(by: .zero)
        #expect(log == ["now"])
        clock.advance(by: .milliseconds(15))
        #expect(log == ["now", "a@10"])
        #expect(clock.elapsed == .milliseconds(15))
        clock.advance(by: .milliseconds(15))
        // "c" was scheduled after "b" for the same time, so it runs after it.
        #expect(log == ["now", "a@10", "b@20", "c@20"])
        #expect(clock.now == RxTime(nanoseconds: 30_000_000))
    }

    @Test func disposedActionsDoNotRunAndTimersWork() {
        let clock = VirtualClock()
        var ran = false
        clock.schedule(after: .seconds(1)) { ran = true }.dispose()
        _ = clock.schedule(after: .never) { ran = true }
        clock.advance(by: .seconds(10))
        #expect(!ran)

        let tracker = ResourceTracker()
        var ticks: [Int] = []
        tracker.track {
            let subscription = Observable<Int>.interval(.milliseconds(100), scheduler: clock)
                .subscribe(onNext: { ticks.append($0) })
            clock.advance(by: .milliseconds(350))
            subscription.dispose()
            clock.advance(by: .seconds(1))
        }
        #expect(ticks == [0, 1, 2])
        #expect(tracker.live == 0)
    }

    @Test func durationsParseStrictly() {
        #expect(parseDuration("1s") == .seconds(1))
        #expect(parseDuration("1.5s") == .milliseconds(1500))
        #expect(parseDuration("500ms") == .milliseconds(500))
        #expect(parseDuration("0s") == .zero)
        for bad in ["", "s", "ms", "1", "-1s", "1.s", ".5s", "1.2.3s", "1e3s", "1x", "1 s", "١s", "100000s"] {
            #expect(parseDuration(bad) == nil, "\(bad)")
        }
    }
}

// On the main actor, as the demo runs its controllers: the outputs deliver at once there.
@MainActor @Suite struct SignupInteractiveDemoTests {
    @Test func keysFlowThroughTheViewModelAndTheRequestEndsOnItsOwn() {
        // 100 ms ticks: the indicator turns once a tick, the request takes ten.
        let scheduler = TestScheduler(resolution: 0.1)
        // A local function is type-checked on its own; as a closure, all its checks would be
        // type-checked as one expression, slowly.
        func scenario() {
            let controller = SignupDemoController(scheduler: scheduler)
            var changes = 0
            controller.onChange = { changes += 1 }
            #expect(!controller.screen.isButtonEnabled)
            #expect(controller.screen.isIndicatorHidden)

            type(controller, "alice", .nextField, "secret", .nextField, "secrex")
            #expect(controller.screen.warning == SignupMessages.english.passwordMismatch)
            type(controller, .backspace, "t", .enter)
            #expect(controller.screen.focus == .terms)
            #expect(controller.screen.warning == SignupMessages.english.termsNotAccepted)
            type(controller, "x", .backspace)
            #expect(!controller.screen.termsAccepted)
            type(controller, " ")
            #expect(controller.screen.termsAccepted)
            #expect(controller.screen.isButtonEnabled)
            #expect(controller.screen.buttonAlpha == 1.0)
            #expect(changes == 0)

            type(controller, .nextField, .enter)
            #expect(controller.screen.isIndicatorAnimating)
            #expect(!controller.screen.isIndicatorHidden)
            #expect(!controller.screen.isButtonEnabled)
            scheduler.advance(by: .milliseconds(300))
            #expect(controller.screen.spinnerFrame == 3)
            #expect(changes == 3)
            #expect(controller.screen.alert == nil)

            scheduler.advance(by: .milliseconds(700))
            #expect(controller.screen.alert == SignupCredentials(loginID: "alice", password: "secret"))
            #expect(!controller.screen.isIndicatorAnimating)
            #expect(controller.screen.isIndicatorHidden)
            #expect(controller.screen.isButtonEnabled)
            #expect(changes > 3)
            let turns = controller.screen.spinnerFrame
            scheduler.advance(by: .seconds(1))
            #expect(controller.screen.spinnerFrame == turns)

            // The alert is modal until Enter dismisses it.
            type(controller, .previousField, "z")
            #expect(controller.screen.focus == .button)
            type(controller, .enter)
            #expect(controller.screen.alert == nil)
            type(controller, .nextField)
            #expect(controller.screen.focus == .loginID)
            #expect(controller.handle(.quit) == false)
        }
        scheduler.tracker.track(scenario)
        #expect(scheduler.tracker.live == 0)
    }

    @Test func aDisabledButtonIgnoresPresses() {
        let scheduler = TestScheduler(resolution: 0.1)
        scheduler.tracker.track {
            let controller = SignupDemoController(scheduler: scheduler)
            type(controller, .previousField, .enter, " ")
            #expect(controller.screen.focus == .button)
            #expect(controller.screen.timeline.frames.count == 1)
            scheduler.advance(by: .seconds(2))
            #expect(controller.screen.alert == nil)
            #expect(controller.screen.isIndicatorHidden)
        }
        #expect(scheduler.tracker.live == 0)
    }

    @Test func timelineGivesTheRequestsEndAFrameOfItsOwn() {
        let scheduler = TestScheduler(resolution: 0.1)
        scheduler.tracker.track {
            let controller = SignupDemoController(scheduler: scheduler)
            type(controller, "a", .nextField, "p", .nextField, "p", .nextField, " ", .nextField, .enter)
            scheduler.advance(by: .seconds(1))
            #expect(controller.screen.timeline.lines(width: 20) == [
                "loginIDChanged               -●-----",
                "passwordChanged              --●----",
                "passwordConfirmationChanged  ---●---",
                "termsAcceptedChanged         ----t--",
                "signupButtonTapped           -----●-",
                "isSignupEnabled              f---tft",
                "signupButtonAlpha            h---1h1",
                "warningMessage               _--w_--",
                "isLoadingIndicatorAnimating  f----tf",
                "isLoadingIndicatorHidden     t----ft",
                "signupFinished               ------c",
            ])
        }
        #expect(scheduler.tracker.live == 0)
    }

    @Test func renderingShowsMaskedFieldsTheSwitchTheIndicatorAndTheAlert() {
        let scheduler = TestScheduler(resolution: 0.1)
        scheduler.tracker.track {
            let controller = SignupDemoController(scheduler: scheduler)
            type(controller, "bob", .nextField, "pw", .nextField, "pw")
            var text = controller.screen.render(columns: 60, colors: false)
            #expect(text.contains("│ bob "))
            #expect(text.contains("│ ••█ "))
            #expect(!text.contains("pw"))
            #expect(text.contains("  [ ] I agree to the terms"))
            #expect(text.contains("  [ Sign up ] (disabled)\n"))
            #expect(text.contains("Please agree to the terms."))
            #expect(!text.contains("\u{1B}["))
            #expect(controller.render(columns: 60).contains("\u{1B}[2m[ Sign up ]"))

            type(controller, .nextField, " ", .nextField)
            text = controller.screen.render(columns: 60, colors: false)
            #expect(text.contains("▸ [ Sign up ]\n"))
            #expect(controller.render(columns: 60).contains("\u{1B}[1m[ Sign up ]"))
            type(controller, .enter)
            scheduler.advance(by: .milliseconds(200))
            text = controller.screen.render(columns: 60, colors: false)
            #expect(text.contains("▸ [ Sign up ] (disabled)   ⠹ Signing up…"))

            scheduler.advance(by: .seconds(1))
            text = controller.screen.render(columns: 60, colors: false)
            #expect(!text.contains("Signing up"))
            #expect(text.contains("╭─ Message "))
            #expect(text.contains("│ loginID: bob "))
            #expect(text.contains("│ password: pw "))
        }
        #expect(scheduler.tracker.live == 0)
    }

    private func type(_ controller: SignupDemoController, _ keys: KeyOrText...) {
        for key in keys {
            switch key {
            case .key(let key): controller.handle(key)
            case .text(let text): for character in text { controller.handle(.text(String(character))) }
            }
        }
    }
}

/// A key, or text typed one character at a time, so tests read as what the user typed.
enum KeyOrText: ExpressibleByStringLiteral {
    case key(DemoKey)
    case text(String)

    init(stringLiteral text: String) {
        self = .text(text)
    }

    static let nextField = KeyOrText.key(.nextField)
    static let previousField = KeyOrText.key(.previousField)
    static let enter = KeyOrText.key(.enter)
    static let backspace = KeyOrText.key(.backspace)
}

@Suite struct DemoCommandLineTests {
    @Test func choosesTheScreenFromTheArguments() {
        #expect(DemoCommandLine(arguments: []) == .run(.signin))
        #expect(DemoCommandLine(arguments: ["signin"]) == .run(.signin))
        #expect(DemoCommandLine(arguments: ["signup"]) == .run(.signup))
        #expect(DemoCommandLine(arguments: ["--help"]) == .help)
        #expect(DemoCommandLine(arguments: ["signup", "x"]) == .invalid("unexpected arguments \"signup\" \"x\""))
    }

    @Test func runsTheChosenScreensScript() {
        let tracker = ResourceTracker()
        var lines: [String] = []
        tracker.track {
            DemoScreenChoice.signup.runScript(["tap"], transcript: { lines.append($0) }, error: { _ in })
        }
        #expect(lines.first == "isSignupEnabled false")
        lines = []
        tracker.track {
            DemoScreenChoice.signin.runScript(["email x"], transcript: { lines.append($0) }, error: { _ in })
        }
        #expect(lines.first == "isSigninEnabled false")
        #expect(tracker.live == 0)
    }
}
