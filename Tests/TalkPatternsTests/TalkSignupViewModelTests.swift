import IOViewModel
import SigninFeature
import TalkPatterns
import TestScheduler
import Testing

/// The talk's sign-up form as marble diagrams: inputs above, outputs below, one frame per column.
@Suite struct TalkSignupViewModelTests {
    let bool: [Character: Bool] = ["t": true, "f": false]
    let emailMessage: [Character: String] = ["e": TalkSignupRules.emailMessage, "o": ""]
    let lengthMessage: [Character: String] = ["l": TalkSignupRules.passwordLengthMessage, "o": ""]
    let charactersMessage: [Character: String] = ["c": TalkSignupRules.passwordCharactersMessage, "o": ""]

    @Test func emailValidityAndMessageComeTogetherOnEveryChange() {
        let viewModel = TalkSignupViewModel()
        TestScheduler().marbles { test in
            test.input("-a--b--b--c--d-", values: [
                "a": "name", "b": "name@example.com", "c": "name@example", "d": "NAME@EXAMPLE.COM",
            ], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid,    "-f--t--t--f--t-", values: bool)
            test.expect(viewModel.outputs.emailMessage,    "-e--o--o--e--o-", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid, "---------------", values: bool)
        }
    }

    /// The form judges the email with the package's one email rule, the sign-in article's
    /// pattern: a domain with two dots in a row passes it (the pattern's domain may hold dots),
    /// one that starts with its only dot does not.
    @Test func theEmailIsJudgedByTheSigninArticlesRule() {
        let viewModel = TalkSignupViewModel()
        let emails = ["a@b..de", "a@.de", "a@b.de.", "A.B+c_d%e-f@sub-1.Example.COM"]
        #expect(emails.map(SigninRules.isValidEmail) == [true, false, false, true])
        TestScheduler().marbles { test in
            test.input("-a-b-c-d-", values: ["a": emails[0], "b": emails[1], "c": emails[2], "d": emails[3]],
                       into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid, "-t-f-f-t-", values: bool)
            test.expect(viewModel.outputs.emailMessage, "-o-e-e-o-", values: emailMessage)
        }
    }

    @Test func passwordMustBeFourToTwelveCharacters() {
        let viewModel = TalkSignupViewModel()
        TestScheduler().marbles { test in
            test.input("-3-4-c-d-z-", values: [
                "3": String(repeating: "x", count: 3), "4": String(repeating: "x", count: 4),
                "c": String(repeating: "x", count: 12), "d": String(repeating: "x", count: 13), "z": "",
            ], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isPasswordValid,           "-f-t-t-f-f-", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage,     "-l-o-o-l-l-", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "-o-o-o-o-o-", values: charactersMessage)
            test.expect(viewModel.outputs.emailMessage,              "-----------", values: emailMessage)
        }
    }

    /// A space, an accented letter (composed, or an `e` and a combining accent), an emoji, a
    /// symbol outside the set and NUL, each at the start, in the middle and at the end of a
    /// five-character password: only the character rule fails.
    @Test(arguments: [" ", "é", "e\u{301}", "😀", "~", "\u{0}"])
    func aDisallowedCharacterAnywhereBreaksOnlyTheCharacterRule(character: String) {
        let viewModel = TalkSignupViewModel()
        TestScheduler().marbles { test in
            test.input("-s-m-e-a-", values: [
                "s": character + "abcd", "m": "ab" + character + "cd", "e": "abcd" + character, "a": "ab!cd",
            ], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isPasswordValid,           "-f-f-f-t-", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage,     "-o-o-o-o-", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "-c-c-c-o-", values: charactersMessage)
        }
    }

    @Test func everySymbolOfTheSetIsAllowed() {
        let viewModel = TalkSignupViewModel()
        TestScheduler().marbles { test in
            // Twelve characters each, the longest accepted: between them, every symbol.
            let first = "Aa0" + String(TalkSignupRules.passwordSymbols.prefix(9))
            let second = "z9" + String(TalkSignupRules.passwordSymbols.suffix(10))
            test.input("-a-", values: ["a": first], into: viewModel.inputs.didChange(password:))
            test.input("--b", values: ["b": second], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isPasswordValid, "-tt", values: bool)
        }
    }

    /// Both messages at once when both rules fail, then each disappears with its own rule.
    @Test func bothMessagesAreShownWhenBothRulesFail() {
        let viewModel = TalkSignupViewModel()
        TestScheduler().marbles { test in
            test.input("-a-b-c-d-e-f-", values: [
                "a": "é", "b": "abc def ghi jkl", "c": "~~~", "d": "abcd~", "e": "abcd", "f": "ab~",
            ], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isPasswordValid,           "-f-f-f-f-t-f-", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage,     "-l-l-l-o-o-l-", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "-c-c-c-c-o-c-", values: charactersMessage)
        }
    }

    @Test func nothingButTheDisabledButtonIsEmittedBeforeTheFirstInput() {
        let viewModel = TalkSignupViewModel()
        TestScheduler().marbles { test in
            test.input("-----a-", values: ["a": "a@b.co"], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isSignupEnabled,           "f------", values: bool)
            test.expect(viewModel.outputs.isEmailValid,              "-----t-", values: bool)
            test.expect(viewModel.outputs.emailMessage,              "-----o-", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid,           "-------", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage,     "-------", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "-------", values: charactersMessage)
        }
    }

    @Test func signupIsEnabledOnlyWhileBothFieldsAreValidAndEmitsOnlyOnChange() {
        let viewModel = TalkSignupViewModel()
        TestScheduler().marbles { test in
            test.input("-a--b---c--a--", values: ["a": "a@b.co", "b": "x@y.zz", "c": "bad"],
                       into: viewModel.inputs.didChange(email:))
            // "r" is long enough but has a space; "s" has allowed characters but is too short.
            test.input("--p--q-r----q-s-", values: ["p": "pass1", "q": "pass_2!", "r": "pass 3", "s": "p4"],
                       into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isSignupEnabled, "f-t----f----t-f-", values: bool)
            test.expect(viewModel.outputs.isEmailValid,    "-t--t---f--t----", values: bool)
            test.expect(viewModel.outputs.isPasswordValid, "--t--t-f----t-f-", values: bool)
        }
    }

    @Test func aValidEmailAloneOrAValidPasswordAloneNeverEnablesTheButton() {
        let viewModel = TalkSignupViewModel()
        TestScheduler().marbles { test in
            test.input("-a---b-", values: ["a": "a@b.co", "b": "a@b"], into: viewModel.inputs.didChange(email:))
            test.input("--p-q--", values: ["p": "abc", "q": "abcd"], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isSignupEnabled, "f---tf-", values: bool)
        }
    }

    /// What a user can paste: a megabyte, combining marks, emoji, NUL. Each gets a clear answer.
    @Test func pastedInputsGetAClearAnswer() {
        let megabyte = String(repeating: "a", count: 1 << 20)
        let viewModel = TalkSignupViewModel()
        TestScheduler().marbles { test in
            test.input("-m-n-z-", values: [
                "m": megabyte + "@b.de", "n": megabyte, "z": "a\u{0}@b.de",
            ], into: viewModel.inputs.didChange(email:))
            test.input("--------1-2-3-4-5-6-7-8-", values: [
                // A megabyte of allowed characters: too long only.
                "1": megabyte,
                // A megabyte whose last character is not allowed: both rules fail.
                "2": megabyte + "é",
                // Four accented letters, each an `e` and a combining accent: four characters,
                // none allowed.
                "3": String(repeating: "e\u{301}", count: 4),
                // Twelve family emoji, each one character of 25 bytes: long enough, not allowed.
                "4": String(repeating: "👨‍👩‍👧‍👦", count: 12),
                // Four NULs: four characters, none allowed.
                "5": String(repeating: "\u{0}", count: 4),
                // A NUL in the middle of an otherwise good password.
                "6": "pass\u{0}word",
                // Thirteen emoji: both rules fail.
                "7": String(repeating: "😀", count: 13),
                "8": "password",
            ], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isEmailValid,              "-t-f-f------------------", values: bool)
            test.expect(viewModel.outputs.isPasswordValid,           "--------f-f-f-f-f-f-f-t-", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage,     "--------l-l-o-o-o-o-l-o-", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "--------o-c-c-c-c-c-c-o-", values: charactersMessage)
            // The email became invalid at frame 3 and stays so: the good password cannot enable it.
            test.expect(viewModel.outputs.isSignupEnabled,           "f-----------------------", values: bool)
        }
    }

    @Test func aLateSubscriberSeesTheCurrentState() {
        let viewModel = TalkSignupViewModel()
        viewModel.inputs.didChange(email: "a@b.co")
        viewModel.inputs.didChange(password: "ab~")
        let enabled = TestScheduler().start { viewModel.outputs.isSignupEnabled }
        let characters = TestScheduler().start { viewModel.outputs.passwordCharactersMessage }
        #expect(enabled.events == [.next(200, false)])
        #expect(characters.events == [.next(200, TalkSignupRules.passwordCharactersMessage)])
    }

    @Test func eachKeystrokeRunsItsRulesOnceAndItsOutputsArriveInTheDeclaredOrder() {
        let tracker = ResourceTracker()
        weak var released: TalkSignupViewModel?
        func scenario() {
            var emailRuns = 0
            var passwordRuns = 0
            let viewModel = TalkSignupViewModel(
                emailRule: { email in
                    emailRuns += 1
                    return SigninRules.isValidEmail(email)
                },
                passwordRule: { password in
                    passwordRuns += 1
                    return TalkSignupRules.checkPassword(password)
                })
            released = viewModel
            // Three views, each subscribing to the outputs in the reverse of their declared order:
            // the order they arrive in is the view model's, not the subscribers'.
            var log: [String] = []
            let bag = DisposeBag()
            func record<Element>(_ name: String, _ output: Observable<Element>) {
                output.subscribe(onNext: { log.append("\(name) \($0)") }).disposed(by: bag)
            }
            let outputs = viewModel.outputs
            for _ in 1...3 {
                record("isSignupEnabled", outputs.isSignupEnabled)
                record("passwordCharactersMessage", outputs.passwordCharactersMessage)
                record("passwordLengthMessage", outputs.passwordLengthMessage)
                record("isPasswordValid", outputs.isPasswordValid)
                record("emailMessage", outputs.emailMessage)
                record("isEmailValid", outputs.isEmailValid)
            }
            #expect(log == thrice("isSignupEnabled false"))
            log.removeAll()
            viewModel.inputs.didChange(email: "a@b.co")
            #expect(log == thrice("isEmailValid true") + thrice("emailMessage "))
            #expect(emailRuns == 1)
            log.removeAll()
            viewModel.inputs.didChange(password: "é")
            #expect(log == thrice("isPasswordValid false")
                + thrice("passwordLengthMessage \(TalkSignupRules.passwordLengthMessage)")
                + thrice("passwordCharactersMessage \(TalkSignupRules.passwordCharactersMessage)"))
            #expect(passwordRuns == 1)
            log.removeAll()
            viewModel.inputs.didChange(password: "pass")
            #expect(log == thrice("isPasswordValid true") + thrice("passwordLengthMessage ")
                + thrice("passwordCharactersMessage ") + thrice("isSignupEnabled true"))
            #expect(passwordRuns == 2)
            log.removeAll()
            viewModel.inputs.didChange(email: "bad")
            #expect(log == thrice("isEmailValid false") + thrice("emailMessage \(TalkSignupRules.emailMessage)")
                + thrice("isSignupEnabled false"))
            #expect(emailRuns == 2)
        }
        tracker.track(scenario)
        #expect(released == nil)
        #expect(tracker.live == 0)
    }

    private func thrice(_ entry: String) -> [String] {
        Array(repeating: entry, count: 3)
    }

    @Test func viewModelIsReleasedAndLeavesNothingSubscribed() {
        let tracker = ResourceTracker()
        weak var released: TalkSignupViewModel?
        tracker.track {
            let viewModel = TalkSignupViewModel()
            released = viewModel
            let bag = DisposeBag()
            viewModel.outputs.isSignupEnabled.subscribe().disposed(by: bag)
            viewModel.outputs.passwordLengthMessage.subscribe().disposed(by: bag)
            viewModel.inputs.didChange(password: "abcd")
            #expect(tracker.live > 0)
        }
        #expect(released == nil)
        #expect(tracker.live == 0)
    }

    @Test func outputsCanBeUsedThroughTheTypesProtocol() {
        let types: any TalkSignupViewModelType = TalkSignupViewModel()
        var messages: [String] = []
        let subscription = types.outputs.passwordCharactersMessage.subscribe(onNext: { messages.append($0) })
        types.inputs.didChange(password: "ab cd")
        types.inputs.didChange(password: "abcd")
        subscription.dispose()
        #expect(messages == [TalkSignupRules.passwordCharactersMessage, ""])
    }
}
